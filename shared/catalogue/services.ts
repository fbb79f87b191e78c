/**
 * The ten services the company offers, by id. Titles and texts shown across the site.
 * The long detail texts live in ./service-details, imported only by the service page, so the
 * header, footer and cards that read this list do not carry them in every page's bundle.
 */

import { serviceIcons, servicePath, type ServiceIcon, type ServiceId } from './service-ids';

export interface ServiceDetail {
  overview: string[];
  included: string[];
  audience: string[];
  engagement: string[];
}

export interface Service {
  id: ServiceId;
  title: string;
  description: string;
  icon: ServiceIcon;
  link: string;
}

const service = (id: ServiceId, title: string, description: string): Service => ({
  id,
  title,
  description,
  icon: serviceIcons[id],
  link: servicePath(id),
});

// Descriptions double as the meta description of /services/{id}, hence roughly 120–160 characters each.
export const services: readonly Service[] = [
  service(
    'managed-infrastructure',
    'Managed Infrastructure',
    'Round-the-clock monitoring, patching and backup management for your servers and storage, so faults are fixed before your staff notice them.',
  ),
  service(
    'cybersecurity',
    'Cybersecurity',
    'Endpoint protection, email filtering, multi-factor authentication and staff training that stop ransomware and phishing and support POPIA compliance.',
  ),
  service(
    'cloud-services',
    'Cloud Services',
    'Planned migration and day-to-day management of your email, files and servers in Microsoft 365 or our Johannesburg and Cape Town data centres.',
  ),
  service(
    'it-support',
    'IT Support',
    'A South African help desk your staff reach by phone, email or chat, with remote fixes in minutes and on-site visits when hands are needed.',
  ),
  service(
    'network-management',
    'Network Management',
    'Design, installation and 24/7 monitoring of your switches, firewalls and Wi-Fi, with branches linked securely and kept running through load-shedding.',
  ),
  service(
    'it-health',
    'IT Health Assessment',
    'An independent review of your systems, security, backups and licensing, delivered as a plain-language report with a prioritised, costed plan.',
  ),
  service(
    'connectivity',
    'Connectivity',
    'Business fibre, fixed wireless and LTE with automatic failover and battery backup, so your office stays online through cable theft and load-shedding.',
  ),
  service(
    'telecoms',
    'Telecoms',
    'Cloud PBX and VoIP calling that keeps your numbers, lowers call costs and lets staff answer their extension on a desk phone, laptop or mobile.',
  ),
  service(
    'it-software',
    'Software Solutions',
    'Selection, licensing, deployment and support for Microsoft 365, Sage Pastel and your business applications, plus integrations that remove manual work.',
  ),
  service(
    'security',
    'Security Services',
    'IP CCTV, access control and alarm systems installed on a secured network segment, with remote viewing on your phone and backup power for load-shedding.',
  ),
];

/** The six services featured on the home page. */
export const featuredServiceIds = [
  'managed-infrastructure',
  'cybersecurity',
  'cloud-services',
  'it-support',
  'network-management',
  'it-health',
] as const;

export const findService = (id: string): Service | undefined => services.find((s) => s.id === id);
