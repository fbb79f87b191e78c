import type { ServiceDetail } from '../services';

export const connectivityDetail: ServiceDetail = {
  overview: [
    'Connectivity covers the internet links your business depends on: business fibre, fixed wireless and LTE or 5G, with the routers and failover that tie them together. We work with several network operators, so we recommend the best option for your building and budget instead of pushing a single product.',
    'When the internet goes down most businesses stop: no email, no cloud applications, no card payments, no calls. Cable theft or roadworks can take a fibre line down for days, so we pair your main link with a backup on a different technology that takes over automatically.',
    'Power is the other half of the picture. Your router and fibre terminal need power to stay online, so we size UPS and battery backup for them and check how each link behaves during load-shedding, keeping your business connected when the lights go out.',
  ],
  included: [
    'An assessment of the fibre, fixed wireless and LTE options available at your premises',
    'Business fibre with uncapped data and a service-level agreement',
    'LTE or 5G backup with automatic failover and failback',
    'Supply, configuration and management of routers and firewalls',
    'UPS and battery backup for connectivity equipment through load-shedding',
    'Static IP addresses and secure remote access for staff and branches',
    'Link monitoring, with faults logged and escalated to the network operator on your behalf',
    'One monthly invoice for all your links',
  ],
  audience: [
    'Offices that cannot afford to lose internet access during business hours',
    'Businesses in areas with frequent cable theft or slow fibre repairs',
    'Shops and restaurants that rely on card machines and cloud point-of-sale',
    'Multi-branch organisations that want one provider for every site',
  ],
  engagement: [
    'Free consultation: we discuss how you use the internet and what an outage costs you.',
    'Coverage check: we confirm which fibre, wireless and LTE options reach your premises.',
    'Proposal: we recommend a main link, a backup link and the equipment to combine them.',
    'Installation: we coordinate the network operators, install the equipment and test failover.',
    'Monitoring and reviews: we monitor your links, chase faults and review speeds and costs with you every year.',
  ],
};
