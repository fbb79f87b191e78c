import type { ServiceDetail } from '../services';

export const cloudServicesDetail: ServiceDetail = {
  overview: [
    'Cloud Services cover the planning, migration and day-to-day management of the workloads you want off your premises: email and files in Microsoft 365, business applications on virtual servers and backups stored off-site. We host in our own Johannesburg and Cape Town data centres and use the public cloud platforms where they fit better.',
    'Moving to the cloud is about more than where a server sits. It changes how your staff work from home, how you recover from a stolen laptop or a flooded office, and how well your business rides out load-shedding, because the systems your people need keep running in a data centre with generator power while your office is dark.',
    'Hosting locally keeps response times fast for South African users and keeps your data in the country, which makes the POPIA rules on cross-border transfers simpler to meet. We size the environment to what you actually use, so you pay for capacity you need rather than hardware that sits idle.',
  ],
  included: [
    'A cloud readiness review of your applications, data and internet connectivity',
    'Migration of email, files and servers with minimal downtime, done after hours where needed',
    'Virtual servers in our Johannesburg and Cape Town data centres, with your data kept in South Africa',
    'Microsoft 365 and Azure set-up, licensing and administration',
    'Off-site backup and disaster recovery with agreed recovery times',
    'Identity and access management, including single sign-on and multi-factor authentication',
    'Cost monitoring and right-sizing so cloud spend stays predictable',
    'Monthly reporting on availability, usage and spend',
  ],
  audience: [
    'Businesses replacing an ageing on-premises server',
    'Hybrid and remote teams that need secure access from anywhere',
    'Companies that want their systems to keep running during load-shedding',
    'Organisations that must keep data in South Africa for POPIA or client contracts',
    'Growing businesses that need to add users and capacity quickly',
  ],
  engagement: [
    'Free consultation: we talk through what you run today and what you want the cloud to improve.',
    'Readiness assessment: we map applications, data volumes and bandwidth and recommend what to move and where.',
    'Migration: we move workloads in planned stages, test each one and support your staff on the first day.',
    'Managed operation: we run, patch, back up and secure your cloud environment.',
    'Regular reviews: we check usage and costs and adjust the environment as your business changes.',
  ],
};
