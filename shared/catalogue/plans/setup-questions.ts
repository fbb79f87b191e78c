/**
 * What staff need to set up each kind of plan, asked in the order dialog the way billing systems
 * ask for configurable options: nothing is required, every question has a default that lets the
 * visitor leave it to us, and only the ordered kind's questions appear. The dialog, the browser
 * and server validation, the outbox record, the staff e-mail and its JSON attachment, and the
 * visitor's confirmation all read them here. Adding a question is one entry and its words.
 */
import { formatSastDate, reviewDay } from '../../format-date';
import { slug } from '../../slug';
import type { Plan, PlanKind } from './types';
import { endOfLifeCopy, isPastEndOfLife, releaseLabel, vpsOperatingSystems, type OperatingSystemRelease } from './vps';

interface SetupOption {
  value: string;
  label: string;
  /** Options of a long list are grouped under a heading (an operating system's family). */
  group?: string;
}

/** What a typed answer must be; the rules live in shared/validation/setup-answer-rules.ts. */
export type SetupTextRule = 'hostname' | 'domain' | 'ssh-public-key';

export type SetupAnswers = Record<string, string>;

interface QuestionBase {
  id: string;
  label: string;
  /** Shown under the field; may depend on the other answers (a transfer's guidance). */
  hint?: (answers: SetupAnswers) => string | undefined;
  /** Asked only when this holds; otherwise hidden in the dialog and refused by the server. */
  askedWhen?: (answers: SetupAnswers) => boolean;
  /** The help article that explains it (static/help/<slug>.md), linked after the hint. */
  help?: (answers: SetupAnswers) => SetupHelp | undefined;
}

/** A help article a question links to, and the link's words. */
export interface SetupHelp {
  article: string;
  label: string;
}

/** One of a fixed list: shown in the visitor's confirmation, since nothing in it was typed. */
interface ChoiceQuestion extends QuestionBase {
  type: 'choice';
  options: (plan: Plan) => readonly SetupOption[];
  default: string;
}

/** A yes or no, drawn as a checkbox that starts unticked. */
interface YesNoQuestion extends QuestionBase {
  type: 'yes-no';
}

/** Typed text, optional: never repeated to the visitor, whose address anyone can type. */
interface TextQuestion extends QuestionBase {
  type: 'text';
  rule: SetupTextRule;
  multiline?: boolean;
  placeholder?: string;
  autoComplete?: string;
}

export type SetupQuestion = ChoiceQuestion | YesNoQuestion | TextQuestion;

export const YES = 'yes';
export const NO = 'no';
const yesNoLabel = (value: string): string => (value === YES ? 'Yes' : 'No');

/** The legend of the dialog's group, and the heading of the e-mails' section. */
export const setupCopy = {
  legend: 'Set-up',
  intro: "Optional: leave anything you're unsure of and we'll advise.",
  notGiven: '(not given)',
} as const;

/* ---- VPS ---- */

const NO_PREFERENCE = 'no-preference';
const ADVISE_ME = 'advise';
/** Under the choice of a family offered on request (Windows Server): what happens next. */
const onRequestHint = (name: string) => `We contact you with licence pricing for ${name} before we set it up.`;

const dataCentre: ChoiceQuestion = {
  id: 'dataCentre',
  type: 'choice',
  label: 'Data centre',
  options: (plan) => [
    { value: NO_PREFERENCE, label: 'No preference' },
    ...('locations' in plan ? plan.locations : []).map((place) => ({ value: slug(place), label: place })),
  ],
  default: NO_PREFERENCE,
};

/** Each 1-click release's answer: its value, and the release with its family's name. */
const releaseChoices = vpsOperatingSystems.systems.flatMap(({ name, releases }) =>
  releases.map((release) => ({ value: slug(`${name} ${release.version}`), name, release })),
);

/**
 * The VPS page's one-click list, grouped by family, each release past its end of life marked (as
 * of when the list is read); a family without releases is one option, with the VPS page's note
 * (Windows Server: 'contact us'); choosing it says what happens next.
 */
const operatingSystemOptions = (): readonly SetupOption[] => [
  { value: ADVISE_ME, label: 'Advise me' },
  ...vpsOperatingSystems.systems.flatMap(({ name, releases, note = 'on request' }) =>
    releases.length > 0
      ? releases.map((release) => ({
          value: slug(`${name} ${release.version}`),
          label: `${name} ${releaseLabel(release)}`,
          group: name,
        }))
      : [{ value: slug(name), label: `${name} (${note.toLowerCase()})`, group: name }],
  ),
];

/** The release an answer names, where it is one past its end of life. */
const endedRelease = (value: string | undefined): { name: string; release: OperatingSystemRelease } | undefined =>
  releaseChoices.find((choice) => choice.value === value && isPastEndOfLife(choice.release));

const operatingSystem: ChoiceQuestion = {
  id: 'operatingSystem',
  type: 'choice',
  label: 'Operating system',
  options: operatingSystemOptions,
  default: ADVISE_ME,
  help: () => ({ article: 'choose-an-operating-system', label: 'Choosing an operating system' }),
  hint: (answers) => {
    const ended = endedRelease(answers.operatingSystem);
    if (ended)
      return endOfLifeCopy.hint(`${ended.name} ${ended.release.version}`, formatSastDate(reviewDay(ended.release.endOfLife)));
    const onRequest = vpsOperatingSystems.systems.find(
      ({ name, releases }) => releases.length === 0 && slug(name) === answers.operatingSystem,
    );
    return onRequest ? onRequestHint(onRequest.name) : undefined;
  },
};

const hostname: TextQuestion = {
  id: 'hostname',
  type: 'text',
  label: 'Hostname (optional)',
  rule: 'hostname',
  placeholder: 'server1.example.co.za',
};

const sshPublicKey: TextQuestion = {
  id: 'sshPublicKey',
  type: 'text',
  label: 'SSH public key (optional)',
  rule: 'ssh-public-key',
  multiline: true,
  placeholder: 'ssh-ed25519 AAAA… you@laptop',
  hint: () => 'The one line in your .pub file. We never ask for a password or a private key.',
  help: () => ({ article: 'make-an-ssh-key', label: 'How to make an SSH key' }),
};

/* ---- Domains: hosting and Microsoft 365 ---- */

const NOT_SURE = 'not-sure';
const TRANSFER = 'transfer';

const transferHint = (domain: string): string => {
  const zaOnly = 'For a .co.za domain, the registrant approves the move in an e-mail from the registry.';
  const code = 'For other endings we will ask you for the transfer code: please do not type it into this form.';
  const name = domain.trim().toLowerCase();
  if (name.endsWith('.co.za')) return zaOnly;
  return name ? code : `${zaOnly} ${code}`;
};

const domainAction: ChoiceQuestion = {
  id: 'domainAction',
  type: 'choice',
  label: 'Domain',
  options: () => [
    { value: NOT_SURE, label: 'Not sure yet' },
    { value: 'register', label: 'Register a new domain' },
    { value: TRANSFER, label: 'Transfer a domain I own' },
    { value: 'existing', label: 'Use a domain I already have' },
  ],
  default: NOT_SURE,
  hint: (answers) => {
    if (answers.domainAction === TRANSFER) return transferHint(answers.domainName ?? '');
    if (answers.domainAction === 'existing') return 'We will send you the nameservers to set at your registrar.';
    return undefined;
  },
  help: (answers) => {
    if (answers.domainAction === TRANSFER) return { article: 'transfer-a-domain', label: 'How a transfer works' };
    if (answers.domainAction === 'existing') return { article: 'point-a-domain-at-us', label: 'Pointing a domain at us' };
    return undefined;
  },
};

const domainName: TextQuestion = {
  id: 'domainName',
  type: 'text',
  label: 'Domain name (optional)',
  rule: 'domain',
  placeholder: 'example.co.za',
  autoComplete: 'off',
  askedWhen: (answers) => (answers.domainAction ?? NOT_SURE) !== NOT_SURE,
};

const movingWebsite: YesNoQuestion = {
  id: 'movingWebsite',
  type: 'yes-no',
  label: 'I am moving an existing website from another host',
};

const hostingQuestions: readonly SetupQuestion[] = [domainAction, domainName, movingWebsite];

/** A question of one fixed list whose first option, 'not sure', is the default. */
const notSureFirst = (id: string, label: string, notSure: string, options: Record<string, string>): ChoiceQuestion => ({
  id,
  type: 'choice',
  label,
  options: () => [
    { value: NOT_SURE, label: notSure },
    ...Object.entries(options).map(([value, text]) => ({ value, label: text })),
  ],
  default: NOT_SURE,
});

/* ---- Microsoft 365 ---- */

const existingTenant = notSureFirst('existingTenant', 'Do you already have Microsoft 365?', 'Not sure', {
  [NO]: 'No',
  [YES]: 'Yes',
});

const migrateFrom: ChoiceQuestion = {
  ...notSureFirst('migrateFrom', 'Mail to move from', 'Not sure yet', {
    none: 'None: new mailboxes',
    google: 'Google Workspace or Gmail',
    microsoft: 'Exchange or Microsoft 365',
    'other-host': "Another host's mailboxes",
  }),
  help: () => ({ article: 'move-mailboxes-to-microsoft-365', label: 'Moving mailboxes to Microsoft 365' }),
};

const mailboxDomainAction: ChoiceQuestion = { ...domainAction, label: 'Domain for the mailboxes' };

/* ---- Pastel ---- */

const pastelProduct = notSureFirst('pastelProduct', 'Which Sage Pastel?', 'Not sure', {
  partner: 'Sage Pastel Partner',
  xpress: 'Sage Pastel Xpress',
});

const pastelLicence = notSureFirst('licence', 'Pastel licence', 'Not sure', {
  have: 'I have one for these users',
  need: 'I need one',
});

const moveCompanyData: YesNoQuestion = {
  id: 'moveCompanyData',
  type: 'yes-no',
  label: 'Move our existing company data to the server',
};

/** Every kind must say what it asks; the type checker lists a new kind here. */
export const setupQuestions: Readonly<Record<PlanKind, readonly SetupQuestion[]>> = {
  vps: [dataCentre, operatingSystem, hostname, sshPublicKey],
  shared: hostingQuestions,
  reseller: hostingQuestions,
  cpanel: hostingQuestions,
  'microsoft-365': [mailboxDomainAction, domainName, existingTenant, migrateFrom],
  pastel: [pastelProduct, pastelLicence, moveCompanyData],
};

/** A question's starting answer: its default choice, 'no', or nothing typed. */
const defaultAnswer = (question: SetupQuestion): string =>
  question.type === 'choice' ? question.default : question.type === 'yes-no' ? NO : '';

export const isAsked = (question: SetupQuestion, answers: SetupAnswers): boolean =>
  question.askedWhen ? question.askedWhen(answers) : true;

/** The answers an order starts with: every question of the kind at its default. */
export const setupDefaults = (kind: PlanKind): SetupAnswers =>
  Object.fromEntries(setupQuestions[kind].map((question) => [question.id, defaultAnswer(question)]));

/** Every question of the kind answered: the given answers, the defaults for the rest. */
export const completeSetup = (kind: PlanKind, given: SetupAnswers = {}): SetupAnswers => ({
  ...setupDefaults(kind),
  ...Object.fromEntries(Object.entries(given).filter(([id]) => setupQuestions[kind].some((q) => q.id === id))),
});

export interface SetupLine {
  id: string;
  label: string;
  /** As stored: 'johannesburg', 'yes', what was typed. */
  value: string;
  /** In words: 'Johannesburg', 'Yes', or '(not given)'. */
  answer: string;
  /** Set where the visitor typed it (never repeated to the visitor): the rule it was checked by. */
  typed?: SetupTextRule;
}

/** The question without its '(optional)': 'Hostname', for messages and the e-mails. */
export const questionName = (question: SetupQuestion): string => question.label.replace(/ \(optional\)$/, '');

/** Each question asked, with its answer in words, for the e-mails: 'Data centre: No preference'. */
export function setupLines(kind: PlanKind, plan: Plan, answers: SetupAnswers): SetupLine[] {
  return setupQuestions[kind]
    .filter((question) => isAsked(question, answers))
    .map((question) => {
      const value = answers[question.id] ?? defaultAnswer(question);
      const base = { id: question.id, label: questionName(question), value };
      if (question.type === 'choice') {
        const option = question.options(plan).find((o) => o.value === value);
        return { ...base, answer: option?.label ?? value };
      }
      if (question.type === 'yes-no') return { ...base, answer: yesNoLabel(value) };
      return { ...base, answer: value || setupCopy.notGiven, typed: question.rule };
    });
}
