/**
 * The spec's ten services in their order, as id and title; the home page features the first
 * six. The tests' one copy of these facts, held against the catalogue and the pages.
 */
export const SPEC_SERVICES = [
  ['managed-infrastructure', 'Managed Infrastructure'],
  ['cybersecurity', 'Cybersecurity'],
  ['cloud-services', 'Cloud Services'],
  ['it-support', 'IT Support'],
  ['network-management', 'Network Management'],
  ['it-health', 'IT Health Assessment'],
  ['connectivity', 'Connectivity'],
  ['telecoms', 'Telecoms'],
  ['it-software', 'Software Solutions'],
  ['security', 'Security Services'],
] as const;

export const SPEC_FEATURED_SERVICES = SPEC_SERVICES.slice(0, 6);
