/** The words of "Where to publish these records" under a result with records to publish (shared/catalogue/dns-hosts.ts). */
export const dnsHostCopy = {
  heading: 'Where to publish these records',
  servedBy: (host: string, servers: string) =>
    `Your domain’s DNS is served by ${host} (${servers}), so that is where the records below go. Each is shown as ${host}’s form takes it.`,
  unknown: (servers: string) =>
    `Your domain’s DNS is served by ${servers}. We have no steps for that DNS host, so each record below is shown as most forms take it: the name without your domain, @ for the domain itself.`,
  none: 'We could not tell who serves your domain’s DNS; whoever registered the domain for you can say. Each record below is shown as most forms take it: the name without your domain, @ for the domain itself.',
  general: [
    'Sign in where your domain’s DNS is managed and open its DNS records (zone) editor.',
    'Add a record, choosing {type}.',
    'Type {name} as its name.',
    'Paste {value} as its value.',
    'Save it. Where a record of that type and name is there already, change that one instead of adding a second.',
  ],
  /** Under a record to publish where records of its kind are at its name already (one: edit it; several: keep one). */
  // Named by their place, never quoted: a record's value is anyone's words, never the company's advice.
  existing: (count: number) =>
    count === 1
      ? 'A record is at this name already: the one shown at the top. Edit it to the value in the box above; do not add a second, as two break both.'
      : `${count} records are at this name, shown at the top, where only one may be. Edit the first of them to the value in the box above, and delete the ${count === 2 ? 'other' : 'others'}.`,
  /** How to edit it where the host's own help gives no steps. */
  editGeneral: [
    'Find the record of the type and name shown in your DNS editor and open it to edit.',
    'Replace its value with {value}.',
    'Save it.',
  ],
  /** Beside the general steps: cPanel's own. */
  cpanelEdit: (steps: string) => `In cPanel’s Zone Editor: ${steps}`,
  /** What stands for the record's own type, name and value in a host's steps. */
  placeholders: { type: 'the type shown', name: 'the name shown', value: 'the value shown' },
  stepsHeading: 'For each record',
  /** Beside the general steps: many hosts' shared hosting has cPanel, whose editor is named so. */
  cpanel: (editor: string) => `On shared hosting with cPanel: ${editor}`,
  quirks: 'Watch out for',
  source: (host: string) => `${host}’s own help on DNS records`,
  /** cPanel's row comes from hosting companies' guides, not from cPanel. */
  guide: (editor: string) => `A hosting company’s guide to ${editor}’s DNS editor`,
  /** "Is it live?": each record asked of the domain's own name servers, not a resolver's cache. */
  live: {
    heading: 'Is it live?',
    intro: 'Once you have published them, ask your domain’s own name servers, not a cache, whether each record is there.',
    button: 'Is it live?',
    again: 'Ask again',
    asked: (servers: string, time: string) => `Asked of ${servers} at ${time}.`,
    noServers: 'None of your domain’s name servers answered (we only ask servers at public addresses).',
    states: {
      live: 'Live',
      'not-live': 'Not live yet',
      beside: 'Published beside the old one: remove the old one, as two break both',
      unknown: 'Could not be asked',
    },
    /** Why an MTA-STS record is not live although published: senders cannot fetch its policy file. */
    unserved: (why: string) => `Senders cannot read its policy file yet: ${why}.`,
    cached: (time: string) =>
      `Resolvers that asked before may give the old answer until ${time}, so some senders see the change only then.`,
  },
  /** A name the host's form wants left empty (the domain itself). */
  blankName: '(leave empty)',
} as const;
