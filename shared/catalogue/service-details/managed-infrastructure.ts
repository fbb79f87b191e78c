import type { ServiceDetail } from '../services';

export const managedInfrastructureDetail: ServiceDetail = {
  overview: [
    'Managed Infrastructure puts the servers, storage, virtualisation and backup systems your business runs on in the care of our engineers. We monitor every device around the clock, apply patches in agreed maintenance windows, watch capacity trends and act on alerts before they turn into outages.',
    'For most South African businesses the real risk is not one dramatic failure but slow neglect: a backup job that quietly stopped running, a disk that filled up over a long weekend, a server that did not come back cleanly after load-shedding. A managed service replaces that uncertainty with documented, measured care at a fixed monthly cost.',
    'Whether your systems sit in a cabinet at the office, in our Johannesburg and Cape Town data centres or in a mix of both, you get one team that is accountable for keeping them healthy and one report that shows exactly how they performed.',
  ],
  included: [
    '24/7 monitoring of servers, storage, hypervisors and network devices, with alerts routed to an on-call engineer',
    'Operating system and firmware patching in scheduled maintenance windows, tested before roll-out',
    'Backup management with daily job checks and quarterly test restores',
    'UPS monitoring with controlled shutdown and restart sequences for load-shedding and power failures',
    'Capacity and performance tracking, with early warning before disks, memory or licences run out',
    'Hardware lifecycle and warranty tracking, with replacements budgeted ahead of time',
    'An up-to-date asset register, network diagram and secured administrator password vault',
    'A monthly service report covering uptime, incidents, patches and open recommendations',
  ],
  audience: [
    'Small and medium businesses with on-premises servers and no full-time systems administrator',
    'Multi-branch organisations that need the same standards at every site',
    'Companies whose internal IT team needs after-hours monitoring and extra hands',
    'Accounting, legal and medical practices whose records must always be available',
  ],
  engagement: [
    'Free consultation: we discuss your systems, pain points and priorities, at your office or online.',
    'Onboarding audit: we document every device, fix urgent risks and install our monitoring agents.',
    'Service agreement: we agree response times, maintenance windows and a fixed monthly fee per device.',
    'Ongoing management: our engineers monitor, patch and maintain your infrastructure day to day.',
    'Quarterly reviews: we walk through the reports with you and plan upgrades before they become urgent.',
  ],
};
