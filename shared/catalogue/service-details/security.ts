import type { ServiceDetail } from '../services';

export const securityDetail: ServiceDetail = {
  overview: [
    'Security Services covers the physical protection of your premises: IP CCTV cameras, access control, intruder alarms and intercoms. Because these systems now run on your network, we design and install them alongside your IT so they are secure, reliable and easy to manage.',
    'Cameras and door controllers installed with default passwords and never updated become a way into your network. We place them on a separate network segment, keep their firmware current and give you secure remote viewing on your phone.',
    'We protect the systems with UPS and battery backup, so cameras keep recording and doors behave predictably during load-shedding. Footage and access records are personal information, so we help you store, retain and delete them in line with POPIA.',
  ],
  included: [
    'A site security assessment and camera placement plan',
    'IP CCTV cameras with night vision and network video recorders',
    'Biometric and card access control for doors and gates',
    'Integration of intruder alarms and intercoms',
    'Secure remote viewing on mobile devices',
    'A separate network segment and hardened settings for security devices',
    'UPS and battery backup to keep systems running during load-shedding',
    'Maintenance, firmware updates and footage retention aligned with POPIA',
  ],
  audience: [
    'Offices, warehouses and factories protecting stock and equipment',
    'Retailers who need to see tills, aisles and entrances',
    'Businesses with several sites that want to monitor them centrally',
    'Estates, schools and medical practices that control who comes in',
  ],
  engagement: [
    'Free consultation: we discuss your security concerns and walk through your premises.',
    'Site assessment: we identify entry points, blind spots and power and network requirements.',
    'Proposal: we recommend cameras, access control and backup power with a detailed quote.',
    'Installation and handover: we install, configure and test the systems and train your staff.',
    'Maintenance and reviews: we maintain the equipment, update firmware and review coverage with you every year.',
  ],
};
