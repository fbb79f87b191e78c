/**
 * Which services there are, in the order the site lists them, with each one's icon and page.
 * Routing and the home hero need only this, so it stays apart from the services' titles and
 * descriptions (services.ts), which load only with the parts of the site that show them.
 */
export const serviceIcons = {
  'managed-infrastructure': 'server',
  cybersecurity: 'shield',
  'cloud-services': 'cloud',
  'it-support': 'headset',
  'network-management': 'network',
  'it-health': 'activity',
  connectivity: 'wifi',
  telecoms: 'phone',
  'it-software': 'code',
  security: 'lock',
} as const;

export type ServiceId = keyof typeof serviceIcons;
export type ServiceIcon = (typeof serviceIcons)[ServiceId];

export const serviceIds = Object.keys(serviceIcons) as ServiceId[];

export const isServiceId = (id: string): id is ServiceId => Object.hasOwn(serviceIcons, id);

export const servicePath = (id: ServiceId): string => `/services/${id}`;
