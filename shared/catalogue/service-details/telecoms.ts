import type { ServiceDetail } from '../services';

export const telecomsDetail: ServiceDetail = {
  overview: [
    'Telecoms covers your business phone system. We replace ageing on-site PBX equipment and copper lines with a cloud-hosted PBX and VoIP calling, so calls travel over your internet connection and your phone system is managed from a simple web portal.',
    'With the copper network being switched off across South Africa, many businesses need a new phone solution anyway. A cloud PBX usually lowers call costs, lets you keep your existing numbers and allows staff to answer their extension on a desk phone, laptop or mobile app, whether they are at the office, at home or on the road.',
    'Because the system lives in the cloud, your phones keep working when the office loses power: calls divert to mobiles automatically, and with your network equipment on a UPS, desk phones stay up through load-shedding.',
  ],
  included: [
    'A cloud-hosted PBX with extensions, call groups, voicemail and an auto attendant',
    'Porting of your existing geographic and toll-free numbers',
    'VoIP calling with per-second billing to local and international numbers',
    'Desk phones, headsets and softphone apps for laptops and mobiles',
    'Call recording and reporting, managed in line with POPIA',
    'Business-hours routing and automatic diversion during outages',
    'Quality of service settings on your network for clear calls',
    'Moves, additions and changes handled by our support desk',
  ],
  audience: [
    'Businesses replacing an old PBX or copper lines',
    'Teams working from home or across several branches',
    'Sales teams, call centres and reception desks that need call queues and reporting',
    'Growing companies that need to add extensions quickly',
  ],
  engagement: [
    'Free consultation: we review your current phone system, call volumes and monthly costs.',
    'Design: we plan extensions, call flows, numbers and the handsets each person needs.',
    'Porting and set-up: we port your numbers, configure the PBX and deliver the handsets.',
    'Go-live and training: we switch over with minimal downtime and show your staff how to use the new system.',
    'Ongoing support and reviews: we manage changes and review call costs and usage with you.',
  ],
};
