import type { ServiceDetail } from '../services';

export const itHealthDetail: ServiceDetail = {
  overview: [
    'An IT Health Assessment is a structured review of your whole technology environment: servers, workstations, network, cloud services, security, backups, licensing and support arrangements. Our engineers gather the facts on site and remotely, then turn them into a clear picture of where you stand.',
    'Many businesses discover their weaknesses only when something breaks: a backup that cannot be restored, a server out of warranty, licences that fail an audit or a firewall that was never configured. An assessment finds these issues while they are still cheap to fix and gives directors the information they need to budget sensibly.',
    'You receive a written report in plain language, with each finding rated by risk and paired with a recommendation and an estimated cost. The report is yours to act on with us, with your current provider or with your own team.',
  ],
  included: [
    'An inventory of servers, workstations, network equipment and cloud subscriptions',
    'A security review of patching, antivirus, firewall, passwords and multi-factor authentication',
    'A backup and disaster recovery check, including a test restore',
    'A power resilience review of UPS capacity and behaviour during load-shedding',
    'A software licensing compliance check',
    'A POPIA readiness review of how personal information is stored and protected',
    'An assessment of internet connectivity and network performance',
    'A written report with prioritised recommendations and estimated costs, presented to management',
  ],
  audience: [
    'Businesses unsure of the state of their IT or of what they are paying for',
    'New owners or directors after an acquisition or a change of management',
    'Companies preparing a budget, an audit or a cyber insurance application',
    'Organisations considering a change of IT provider',
  ],
  engagement: [
    'Free consultation: we agree the scope of the assessment and who we need to speak to.',
    'Discovery: our engineers review your systems on site and remotely, with minimal disruption to your staff.',
    'Analysis: we compare what we find against good practice and rate each finding by risk.',
    'Report and presentation: we walk you through the report and the prioritised improvement plan.',
    'Follow-up review: we reassess after six to twelve months to measure progress.',
  ],
};
