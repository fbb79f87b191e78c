/** The ten services the company offers (spec §3 ids). Titles and texts shown across the site. */
export type ServiceIcon =
  | 'server'
  | 'shield'
  | 'cloud'
  | 'headset'
  | 'network'
  | 'activity'
  | 'wifi'
  | 'phone'
  | 'code'
  | 'lock';

export interface ServiceDetail {
  overview: string[];
  included: string[];
  audience: string[];
  engagement: string[];
}

export interface Service {
  id: string;
  title: string;
  description: string;
  icon: ServiceIcon;
  link: string;
  detail: ServiceDetail;
}

const service = (id: string, title: string, description: string, icon: ServiceIcon, detail: ServiceDetail): Service => ({
  id,
  title,
  description,
  icon,
  link: `/services/${id}`,
  detail,
});

const pending: ServiceDetail = { overview: [], included: [], audience: [], engagement: [] };

export const services: readonly Service[] = [
  service('managed-infrastructure', 'Managed Infrastructure', 'Servers, storage and networks monitored and maintained around the clock.', 'server', pending),
  service('cybersecurity', 'Cybersecurity', 'Threat protection, monitoring and response that keep your business safe.', 'shield', pending),
  service('cloud-services', 'Cloud Services', 'Migration, hosting and management of your workloads in the cloud.', 'cloud', pending),
  service('it-support', 'IT Support', 'A responsive help desk and on-site support for your team.', 'headset', pending),
  service('network-management', 'Network Management', 'Design, monitoring and optimisation of your wired and wireless networks.', 'network', pending),
  service('it-health', 'IT Health Assessment', 'A thorough review of your IT environment with a clear improvement plan.', 'activity', pending),
  service('connectivity', 'Connectivity', 'Fibre, wireless and LTE links with failover to keep you online.', 'wifi', pending),
  service('telecoms', 'Telecoms', 'Cloud PBX and VoIP telephony that cut costs and follow your people.', 'phone', pending),
  service('it-software', 'Software Solutions', 'Licensing, deployment and support of the business software you rely on.', 'code', pending),
  service('security', 'Security Services', 'CCTV, access control and physical security integrated with your IT.', 'lock', pending),
];

/** The six services featured on the home page (spec §2 Home). */
export const featuredServiceIds = [
  'managed-infrastructure',
  'cybersecurity',
  'cloud-services',
  'it-support',
  'network-management',
  'it-health',
] as const;

export const findService = (id: string): Service | undefined => services.find((s) => s.id === id);
