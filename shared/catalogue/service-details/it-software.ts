import type { ServiceDetail } from '../services';

export const itSoftwareDetail: ServiceDetail = {
  overview: [
    'Software Solutions covers the applications your business uses every day: productivity suites, accounting packages such as Sage Pastel, line-of-business systems and the integrations that connect them. We help you choose the right software, license it correctly, deploy it cleanly and keep it up to date.',
    'Poorly managed software costs money in quiet ways: licences paid for but never used, versions that no longer receive security updates and manual work that a simple integration would remove. We keep a licence register, plan upgrades ahead of time and automate repetitive processes where it makes sense.',
    'Where an off-the-shelf product does not fit, we build and support integrations, reports and small custom applications, and can host them in our South African data centres so your data stays local and backed up.',
  ],
  included: [
    'Analysis of your software needs and help selecting products',
    'Microsoft 365, Sage Pastel and other business software licensing at competitive rates',
    'Installation, configuration and data migration',
    'A licence register and renewal management to avoid paying for too many or too few licences',
    'Patch and version management so applications stay supported and secure',
    'Integrations between your accounting, CRM and operational systems',
    'Custom reports, workflow automation and small bespoke applications',
    'User training and ongoing application support',
  ],
  audience: [
    'Businesses choosing or replacing accounting, CRM or ERP software',
    'Companies unsure whether they are correctly licensed',
    'Teams that spend hours copying data between systems by hand',
    'Organisations that need their applications hosted securely in South Africa',
  ],
  engagement: [
    'Free consultation: we discuss your processes, current software and where time is being lost.',
    'Requirements and recommendation: we document what you need and recommend products or a custom approach.',
    'Implementation: we license and install the software, migrate your data and build any integrations.',
    'Training and handover: we train your users and document the set-up.',
    'Ongoing support and reviews: we support the applications, manage renewals and review your software every year.',
  ],
};
