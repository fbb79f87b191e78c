import type { ServiceDetail } from '../services';

export const cybersecurityDetail: ServiceDetail = {
  overview: [
    'Cybersecurity is the combination of controls, tools and habits that stops attackers from stealing your data, locking your systems with ransomware or tricking your staff into paying fake invoices. South African businesses are among the most targeted in Africa, and attackers no longer pick only large companies: a small firm with weak passwords is an easier payday.',
    'We build protection in layers: hardened devices, filtered email, multi-factor authentication, monitored endpoints and staff who recognise a phishing message when they see one. Each layer catches what the one before it missed, and our team watches the alerts, so a suspicious login at 2am is looked at that night instead of discovered weeks later.',
    'Good security also keeps you on the right side of POPIA, which requires reasonable technical and organisational measures to protect personal information and prompt notification when it is compromised. We help you put those measures in place and keep the evidence that you did.',
  ],
  included: [
    'Endpoint detection and response on every laptop, desktop and server',
    'Email filtering against phishing, spoofing and malicious attachments, with SPF, DKIM and DMARC configured',
    'Multi-factor authentication for email, remote access and cloud applications',
    'Firewall configuration review and vulnerability scanning of internet-facing systems',
    'Security awareness training and simulated phishing campaigns for your staff',
    'Monitoring of security alerts with escalation to our engineers',
    'An incident response plan, including the POPIA steps for notifying the Information Regulator and affected people',
    'A quarterly security report with prioritised recommendations',
  ],
  audience: [
    'Businesses that hold personal information about clients, patients or employees and must comply with POPIA',
    'Financial services providers, accountants and attorneys entrusted with confidential records',
    'Companies that have suffered phishing, business email compromise or ransomware',
    'Organisations whose insurers or clients ask for evidence of security controls',
  ],
  engagement: [
    'Free consultation: we discuss your concerns, past incidents and any compliance or insurance requirements.',
    'Security assessment: we review your devices, email, accounts and firewall and rank the risks we find.',
    'Remediation plan: we agree which controls to introduce first, with clear costs and timelines.',
    'Deployment and training: we roll out the tools, switch on multi-factor authentication and train your staff.',
    'Ongoing monitoring and reviews: we watch the alerts, test your people and report on your security every quarter.',
  ],
};
