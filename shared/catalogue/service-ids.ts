/**
 * Which services there are, in the site's order, with each one's icon and page: one Markdown file
 * each in static/services, its id the file's name. Routing and the home hero need only this, so it
 * stays apart from the services' titles and descriptions (services.ts), which load only with the
 * parts of the site that show them.
 */
import { serviceIcons, type ServiceIcon } from '../generated/service-icons';

export { serviceIcons, type ServiceIcon };

export type ServiceId = string;

export const serviceIds: ServiceId[] = Object.keys(serviceIcons);

export const isServiceId = (id: string): id is ServiceId => Object.hasOwn(serviceIcons, id);

export const servicePath = (id: ServiceId): string => `/services/${id}`;
