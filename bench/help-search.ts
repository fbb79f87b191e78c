/**
 * What a help search costs, whoever sends it: the time of searchHelp (the function the server's
 * /help?q= and the browser's search-as-you-type both run) for a one-word query and for a 60-word
 * one, as a visitor could send it, interleaved in rounds on this process; the medians and their
 * ratio (target: the long query at most 3× the short).
 */
import { searchHelp } from '../shared/help/search';

export interface HelpSearchFigures {
  oneWordUs: number;
  sixtyWordsUs: number;
  ratio: number;
}

export const HELP_SEARCH_TARGET_RATIO = 3;

const ONE_WORD = 'transfer';
/** 60 words from the articles, long and short, some repeated, as a pasted paragraph would be. */
const SIXTY_WORDS = (
  'how do I move my website and email to you from another host with cpanel and keep the same domain ' +
  'name co za transfer epp code nameservers dns records mx outlook phone backups restore vps ssh key ' +
  'windows linux ubuntu load shedding uptime billing cancel invoice popia data remote support anydesk ' +
  'pastel cloud microsoft 365 mailbox whm accounts operating system'
).trim();

const ROUNDS = 15;
const PER_ROUND = 200;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function timePerSearch(query: string): number {
  const started = process.hrtime.bigint();
  for (let i = 0; i < PER_ROUND; i += 1) searchHelp(query);
  return Number(process.hrtime.bigint() - started) / 1e3 / PER_ROUND;
}

export function measureHelpSearch(log: (line: string) => void): HelpSearchFigures {
  if (SIXTY_WORDS.split(' ').length !== 60) throw new Error('the long query must have 60 words');
  for (let i = 0; i < 50; i += 1) searchHelp(i % 2 ? ONE_WORD : SIXTY_WORDS);
  const one: number[] = [];
  const sixty: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    one.push(timePerSearch(ONE_WORD));
    sixty.push(timePerSearch(SIXTY_WORDS));
  }
  const oneWordUs = median(one);
  const sixtyWordsUs = median(sixty);
  const ratio = sixtyWordsUs / oneWordUs;
  log(`  help search: one word ${oneWordUs.toFixed(1)} µs, 60 words ${sixtyWordsUs.toFixed(1)} µs (${ratio.toFixed(2)}×)`);
  return { oneWordUs, sixtyWordsUs, ratio };
}
