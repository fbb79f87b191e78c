/**
 * The IT self-assessment: its questions, grouped by the six functions of NIST CSF 2.0 (NIST
 * Cybersecurity Framework 2.0, public domain; NIST does not endorse this assessment), with South
 * African law (POPIA) where it asks the same. Adding or rewording a question is one edit here:
 * the page, the score, the report and the staff e-mail all read this list. Change `version` when
 * the questions change, so a kept report says which set it answered.
 */
import type { ServiceId } from './service-ids';

export const ASSESSMENT_VERSION = '2026.11';

/** The report: the answers posted (a form or JSON), the PDF back. */
export const ASSESSMENT_REPORT_PATH = '/it-assessment/report';

export const answerChoices = [
  { id: 'yes', label: 'Yes', points: 1 },
  { id: 'partly', label: 'Partly', points: 0.5 },
  { id: 'no', label: 'No', points: 0 },
  // Not knowing is a gap too: the result says to find out.
  { id: 'not-sure', label: 'Not sure', points: 0 },
] as const;

export type AnswerId = (typeof answerChoices)[number]['id'];

export const assessmentFunctions = [
  { id: 'govern', code: 'GV', name: 'Govern', about: 'Who owns IT risk, the law you answer to and the suppliers you rely on.' },
  { id: 'identify', code: 'ID', name: 'Identify', about: 'What you have, what matters most and what could go wrong.' },
  { id: 'protect', code: 'PR', name: 'Protect', about: 'Passwords, updates, backups and your people.' },
  { id: 'detect', code: 'DE', name: 'Detect', about: 'Noticing an attack or a fault while it is still small.' },
  { id: 'respond', code: 'RS', name: 'Respond', about: 'What happens in the first hours of an incident.' },
  { id: 'recover', code: 'RC', name: 'Recover', about: 'Getting the business running again afterwards.' },
] as const;

export type FunctionId = (typeof assessmentFunctions)[number]['id'];

export interface AssessmentQuestion {
  /** Its form field's name and its key in a posted answer set: stable, lower case. */
  id: string;
  function: FunctionId;
  text: string;
  /** Why it matters, in one line. */
  why: string;
  /** NIST CSF 2.0 outcome ids it asks about. */
  csf: readonly string[];
  /** The law it also asks about, where there is one. */
  law?: string;
  /** 1 (good practice) to 3 (a gap here alone can close the business). */
  weight: 1 | 2 | 3;
  /** What to do this week when the answer is not Yes. */
  action: string;
  /** The company service that helps. */
  service: ServiceId;
}

export const assessmentQuestions: readonly AssessmentQuestion[] = [
  {
    id: 'owner',
    function: 'govern',
    text: 'Is one named person in charge of IT and cybersecurity risk, and do they report on it to the owners or directors?',
    why: 'When everyone owns a risk, nobody does: decisions and budgets stall until something breaks.',
    csf: ['GV.RR-01', 'GV.RR-02'],
    weight: 2,
    action: 'Name one person accountable for IT risk and put a ten-minute IT item on the next management meeting.',
    service: 'it-health',
  },
  {
    id: 'information-officer',
    function: 'govern',
    text: 'Is your Information Officer registered with the Information Regulator?',
    why: 'The head of every business is its Information Officer by law, and must be registered on the Regulator’s eServices portal.',
    csf: ['GV.OC-03', 'GV.RR-02'],
    law: 'POPIA s55–s56',
    weight: 2,
    action: 'Register your Information Officer (and any deputies) on the Information Regulator’s eServices portal.',
    service: 'cybersecurity',
  },
  {
    id: 'personal-information',
    function: 'govern',
    text: 'Do you know what personal information you keep (customers, staff, suppliers), where it is stored and who can see it?',
    why: 'The law asks for reasonable safeguards for personal information, which starts with knowing where it is.',
    csf: ['GV.OC-03', 'ID.AM-07'],
    law: 'POPIA s19',
    weight: 3,
    action: 'List the systems and folders that hold personal information and who has access to each.',
    service: 'cybersecurity',
  },
  {
    id: 'policy',
    function: 'govern',
    text: 'Do you have a short written IT security policy that staff have read (passwords, devices, e-mail, data)?',
    why: 'Staff follow rules they know; a written policy is also what POPIA’s “organisational measures” look like.',
    csf: ['GV.PO-01', 'GV.PO-02'],
    law: 'POPIA s19',
    weight: 1,
    action: 'Write a one-page acceptable-use and security policy and have every staff member sign it.',
    service: 'cybersecurity',
  },
  {
    id: 'suppliers',
    function: 'govern',
    text: 'Do your contracts with IT and cloud suppliers say how they protect your data and tell you about a breach?',
    why: 'Your suppliers process your data for you, and the law holds you responsible for what they do with it.',
    csf: ['GV.SC-05', 'GV.SC-07'],
    law: 'POPIA s20–s21',
    weight: 1,
    action: 'List your IT and cloud suppliers and check each contract for data protection and breach notice terms.',
    service: 'it-health',
  },
  {
    id: 'inventory',
    function: 'identify',
    text: 'Do you keep an up-to-date list of your computers, servers, phones and the software and cloud services you pay for?',
    why: 'You cannot patch, protect or insure what you do not know you have.',
    csf: ['ID.AM-01', 'ID.AM-02', 'ID.AM-04'],
    weight: 2,
    action: 'Start a simple register of every device and subscription, with its user, age and renewal date.',
    service: 'it-health',
  },
  {
    id: 'critical-systems',
    function: 'identify',
    text: 'Do you know which systems the business cannot run without, and how long it could manage without each?',
    why: 'Knowing what matters most tells you where to spend first and what to restore first.',
    csf: ['ID.AM-05', 'GV.OC-04'],
    weight: 2,
    action: 'Agree with management the three systems you cannot trade without and the longest outage each can bear.',
    service: 'it-health',
  },
  {
    id: 'risk-review',
    function: 'identify',
    text: 'Has anyone reviewed your IT for weaknesses (an assessment, a vulnerability scan or an audit) in the last year?',
    why: 'Weaknesses are cheap to fix when found by you and expensive when found by an attacker.',
    csf: ['ID.RA-01', 'ID.RA-05', 'ID.IM-01'],
    weight: 2,
    action: 'Book an IT health assessment or a vulnerability scan, and diarise the next one for a year from now.',
    service: 'it-health',
  },
  {
    id: 'mfa',
    function: 'protect',
    text: 'Is multi-factor authentication (a code or app prompt as well as a password) on for e-mail and every remote access?',
    why: 'Stolen passwords are the most common way in; a second factor stops nearly all of those attempts.',
    csf: ['PR.AA-01', 'PR.AA-03'],
    weight: 3,
    action: 'Turn on multi-factor authentication for every e-mail account this week, starting with directors and finance.',
    service: 'cybersecurity',
  },
  {
    id: 'admin-rights',
    function: 'protect',
    text: 'Do staff work without administrator rights, with access only to the files and systems their job needs?',
    why: 'Malware runs with the rights of whoever opened it; less access means less damage.',
    csf: ['PR.AA-05'],
    weight: 2,
    action: 'Remove administrator rights from everyday accounts and review who can open finance and HR folders.',
    service: 'it-support',
  },
  {
    id: 'leavers',
    function: 'protect',
    text: 'When someone leaves, are their accounts closed and company devices returned on their last day?',
    why: 'Accounts of people who left are an open door that nobody is watching.',
    csf: ['PR.AA-01', 'PR.AA-05'],
    weight: 1,
    action: 'Write a leaver checklist (accounts, devices, shared passwords) and run it for anyone who left this year.',
    service: 'it-support',
  },
  {
    id: 'updates',
    function: 'protect',
    text: 'Are updates installed on every computer, server, phone and firewall within two weeks, and unsupported systems replaced?',
    why: 'Most attacks use weaknesses for which an update was already available.',
    csf: ['PR.PS-02', 'PR.PS-03'],
    weight: 3,
    action: 'Turn on automatic updates everywhere and list any device running software its maker no longer supports.',
    service: 'managed-infrastructure',
  },
  {
    id: 'endpoint-protection',
    function: 'protect',
    text: 'Does every computer have managed antivirus or endpoint protection, and is e-mail filtered for phishing?',
    why: 'Ransomware and phishing reach small businesses first through laptops and inboxes.',
    csf: ['PR.PS-05', 'DE.CM-09'],
    weight: 2,
    action: 'Check that every computer reports to one managed antivirus console and that e-mail filtering is on.',
    service: 'cybersecurity',
  },
  {
    id: 'backups',
    function: 'protect',
    text: 'Are your important data backed up automatically, with one copy offline or off-site that ransomware cannot reach?',
    why: 'A backup that ransomware can reach is encrypted with everything else.',
    csf: ['PR.DS-11', 'PR.DS-01'],
    law: 'POPIA s19',
    weight: 3,
    action: 'Make sure one backup copy is off-site or offline, and check that last night’s backup ran.',
    service: 'cloud-services',
  },
  {
    id: 'training',
    function: 'protect',
    text: 'Have all staff had security awareness training (phishing, passwords, payment fraud) in the last year?',
    why: 'People are asked to click, pay and share every day; training is what makes them pause.',
    csf: ['PR.AT-01', 'PR.AT-02'],
    weight: 2,
    action: 'Run a short phishing and payment-fraud briefing for all staff, and agree how bank detail changes are verified.',
    service: 'cybersecurity',
  },
  {
    id: 'network',
    function: 'protect',
    text: 'Is your office network behind a managed firewall, with guest Wi-Fi kept apart from business systems?',
    why: 'A visitor’s phone or a compromised smart device should never see your accounting server.',
    csf: ['PR.IR-01', 'PR.DS-02'],
    weight: 1,
    action: 'Put guests on their own Wi-Fi and check that the firewall’s firmware and admin password were changed from new.',
    service: 'network-management',
  },
  {
    id: 'monitoring',
    function: 'detect',
    text: 'Is someone alerted when backups fail, disks fill up, or antivirus finds something?',
    why: 'Faults and attacks that nobody sees grow until they stop the business.',
    csf: ['DE.CM-09', 'DE.AE-06'],
    weight: 2,
    action: 'Send backup, antivirus and server alerts to a person who reads them daily, not to an unread mailbox.',
    service: 'managed-infrastructure',
  },
  {
    id: 'sign-ins',
    function: 'detect',
    text: 'Would you notice an unusual sign-in to e-mail or cloud accounts, such as from another country or at 3 a.m.?',
    why: 'A stolen e-mail account is often used for weeks to redirect payments before anyone notices.',
    csf: ['DE.CM-03', 'DE.AE-02'],
    weight: 2,
    action: 'Turn on sign-in alerts in Microsoft 365 or Google Workspace and check for forwarding rules you did not set.',
    service: 'cybersecurity',
  },
  {
    id: 'reporting-suspicions',
    function: 'detect',
    text: 'Do staff know how and to whom to report a suspicious e-mail, a lost device or a possible breach, straight away?',
    why: 'The first person to notice is usually a staff member; minutes count.',
    csf: ['DE.AE-06', 'DE.AE-08'],
    weight: 1,
    action: 'Tell all staff one number and one address for reporting anything suspicious, and thank those who do.',
    service: 'it-support',
  },
  {
    id: 'incident-plan',
    function: 'respond',
    text: 'Do you have a written plan for a cyber incident: who decides, who to call, and how to keep working?',
    why: 'In the first hours of ransomware, a plan replaces panic with a checklist.',
    csf: ['RS.MA-01', 'ID.IM-04'],
    weight: 2,
    action: 'Write a one-page incident plan: who decides, your IT partner’s and insurer’s numbers, and how to trade offline.',
    service: 'cybersecurity',
  },
  {
    id: 'breach-notification',
    function: 'respond',
    text: 'Do you know that a security compromise of personal information must be reported to the Information Regulator and to the people affected, as soon as reasonably possible?',
    why: 'The law requires it; since 1 April 2025 the Regulator takes these reports only through its eServices portal, not by e-mail.',
    csf: ['RS.CO-02', 'GV.OC-03'],
    law: 'POPIA s22',
    weight: 2,
    action: 'Add POPIA s22 notification to your incident plan: the Regulator’s eServices portal, and who tells affected people.',
    service: 'cybersecurity',
  },
  {
    id: 'outside-help',
    function: 'respond',
    text: 'Do you have an IT partner or cyber insurer you can call at any hour to help contain an incident?',
    why: 'Containing an attack fast limits what is lost; searching for help at midnight wastes hours.',
    csf: ['RS.MA-01', 'RS.MI-01'],
    weight: 1,
    action: 'Agree now who you would call for help in an incident, and keep their number where the plan is.',
    service: 'it-support',
  },
  {
    id: 'restore-test',
    function: 'recover',
    text: 'Have you restored files or a whole system from backup in the last six months, to prove it works?',
    why: 'Untested backups fail when they are needed most.',
    csf: ['RC.RP-03', 'PR.DS-11'],
    weight: 3,
    action: 'Restore one important folder from backup this week and time how long it takes.',
    service: 'managed-infrastructure',
  },
  {
    id: 'continuity',
    function: 'recover',
    text: 'Could the business keep trading through a long outage, such as load-shedding, a failed server or a lost office?',
    why: 'Power and connectivity failures are more common in South Africa than attacks, and just as costly.',
    csf: ['RC.RP-02', 'PR.IR-03'],
    weight: 2,
    action: 'Check the UPS covers your network and servers, and agree where and how staff would work if the office were closed.',
    service: 'cloud-services',
  },
];

/** The bands a score falls in, from the lowest: the first whose `from` the score reaches, reading from the top. */
export const assessmentBands = [
  {
    from: 0,
    name: 'At risk',
    text: 'Important safeguards are missing. An attack or a failure now could stop the business; start with the actions below.',
  },
  {
    from: 40,
    name: 'Getting there',
    text: 'Some foundations are in place, but gaps remain that attackers look for first. The actions below close the biggest.',
  },
  {
    from: 70,
    name: 'Good foundations',
    text: 'Most basics are covered. The actions below would move you from good to resilient.',
  },
  {
    from: 90,
    name: 'Strong',
    text: 'You cover the basics well. Keep testing them, and review again in a year or after any big change.',
  },
] as const;

/** How many actions the result shows: the largest gaps, at most this many. */
export const MAX_ACTIONS = 5;

export const assessmentCopy = {
  title: 'IT self-assessment',
  intro: (count: number) =>
    `Where do you stand? Answer ${count} plain questions about your business’s IT in about five minutes and see your score at once, with the actions that would help most. No contact details needed.`,
  basis:
    'Built on the six functions of the NIST Cybersecurity Framework 2.0 (NIST CSF 2.0) and the Protection of Personal Information Act (POPIA). NIST does not endorse this assessment.',
  notAnAudit: 'This is a self-assessment from your own answers, not an audit: a starting point for a conversation.',
  notSure: 'You answered “Not sure” to some questions. Those count as gaps: finding out is the first action.',
  privacy: 'Your answers stay in your browser and are not stored unless you send them to us.',
  unanswered: (count: number) => `${count} question${count === 1 ? ' is' : 's are'} not answered yet`,
  submit: 'See my result',
  next: 'Next',
  back: 'Back',
  startAgain: 'Start again',
  change: 'Change my answers',
  resultTitle: 'Your result',
  scoreOf: 'out of 100',
  byFunction: 'Score by function',
  actionsTitle: 'What would help most',
  thisWeek: 'This week',
  howWeHelp: 'How we help',
  noActions: 'Every answer was Yes. Keep it that way: test your backups and review this assessment in a year.',
  report: 'Download your report (PDF)',
  reviewTitle: 'Send my results for a free review',
  reviewIntro:
    'One of our engineers will read your answers and call you to talk through what to do first. Free, with no obligation.',
  book: 'To book a review, send your results from the page or call us',
  step: (at: number, of: number) => `Step ${at} of ${of}`,
  choose: 'Choose an answer',
  problem: 'Some answers could not be read. Please answer again.',
  answered: (count: number, of: number) => `${count} of ${of} answered`,
};
