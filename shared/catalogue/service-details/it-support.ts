import type { ServiceDetail } from '../services';

export const itSupportDetail: ServiceDetail = {
  overview: [
    'IT Support gives your staff one number, one email address and one chat channel for every technology question, from a printer that will not print to a laptop that will not start. Our South African help desk logs every request, resolves most of them remotely within minutes and sends an engineer on site when hands are needed.',
    'When one person cannot work you lose productivity; when a whole team cannot work you lose revenue. Responsive support keeps people working, and consistent support stops the same problem coming back, because we fix root causes and keep a record of every device we look after.',
    'Support is offered at a fixed monthly fee per user or as a block of hours, so you know your costs upfront. Every ticket is tracked against agreed response times, and your monthly report shows what was logged, how quickly it was resolved and where recurring issues point to a bigger fix.',
  ],
  included: [
    'A help desk by phone, email and live chat during business hours, with after-hours cover for critical issues',
    'Remote support sessions for quick fixes without waiting for a visit',
    'On-site support for hardware faults, new installations and office moves',
    'Onboarding of new staff and offboarding of leavers, including accounts, devices and access',
    'Set-up and management of laptops, desktops, printers and mobile devices',
    'Software installation, updates and licence tracking',
    'Liaison with your internet provider, printer supplier and software vendors on your behalf',
    'A monthly ticket report with response times and recurring issues',
  ],
  audience: [
    'Small and medium businesses without an in-house IT person',
    'Offices where a staff member has been fixing IT problems on the side',
    'Companies whose IT manager needs extra help desk capacity',
    'Professional practices and non-profit organisations that need dependable support at a predictable price',
  ],
  engagement: [
    'Free consultation: we learn how your team works and which problems cost you the most time.',
    'Onboarding: we document users, devices and software and install our remote support tools.',
    'Service agreement: we agree response times, support hours and a fixed monthly fee.',
    'Day-to-day support: your staff log requests by phone, email or chat and we resolve them.',
    'Monthly reviews: we go through ticket trends with you and recommend changes that reduce recurring problems.',
  ],
};
