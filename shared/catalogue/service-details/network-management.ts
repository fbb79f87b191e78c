import type { ServiceDetail } from '../services';

export const networkManagementDetail: ServiceDetail = {
  overview: [
    'Network Management covers the switches, routers, firewalls and wireless access points that connect your people to each other, to your servers and to the internet. We design networks that suit your premises, install and configure the equipment, then monitor it continuously so faults are found and fixed quickly.',
    'A slow or unreliable network is often blamed on the internet line when the real cause is an overloaded switch, a badly placed access point or a firewall rule nobody remembers adding. Proper design, segmentation and documentation make a network faster, safer and far easier to troubleshoot.',
    'For businesses with more than one site we link branches with secure site-to-site VPNs or SD-WAN, and we put core network equipment on a UPS so that phones, Wi-Fi and card machines keep working through load-shedding.',
  ],
  included: [
    'Network design and site surveys, including Wi-Fi coverage mapping',
    'Supply, installation and configuration of switches, routers, firewalls and access points',
    'Network segmentation, with separate VLANs for staff, guests, voice and CCTV',
    'Secure site-to-site VPN or SD-WAN between branches',
    '24/7 monitoring of network devices, links and bandwidth use',
    'Firmware updates and configuration backups',
    'UPS sizing for core network equipment to ride through load-shedding',
    'Up-to-date network documentation and diagrams',
  ],
  audience: [
    'Offices with unreliable Wi-Fi or unexplained slowdowns',
    'Multi-branch businesses that need their sites securely connected',
    'Retailers, restaurants and warehouses whose tills and scanners depend on the network',
    'Companies moving into or refitting new premises',
  ],
  engagement: [
    'Free consultation: we hear what is going wrong and what your network must support.',
    'Site survey: we inspect cabling, equipment and Wi-Fi coverage and document the current network.',
    'Design and proposal: we recommend improvements with a clear quote and installation plan.',
    'Installation: we install and configure the equipment, usually after hours to avoid disruption.',
    'Monitoring and reviews: we monitor the network continuously and review performance and capacity with you every quarter.',
  ],
};
