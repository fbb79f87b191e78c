import { INSTITUTIONS, PLATFORMS } from '../../shared/catalogue/claimed-senders';
import { genuineEmailCopy as copy } from '../../shared/catalogue/genuine-email-copy';
import type { Outcome, Reason, Stake } from '../../shared/genuine-email/answer';

/** "What to do next" for every answer: each piece of advice given once, never the same words twice. */

const stakes: Stake[] = [
  { kind: 'supplier' },
  { kind: 'colleague', name: 'Thandi' },
  ...INSTITUTIONS.map((one): Stake => ({ kind: 'institution', name: one.name, institution: one.kind })),
  ...PLATFORMS.map((one): Stake => ({ kind: 'platform', name: one.name, platform: one.kind })),
];
const outcomes: Outcome[] = ['genuine', 'not-from', 'cant-tell'];
const colleagueOutside: Reason = { id: 'colleague-outside', name: 'Thandi', domain: 'kopano-it.com', yours: 'kopano-it.co.za' };
const nobodyNamed: Reason = { id: 'nobody-named', domain: 'kopanoit.co.za' };
const answers = outcomes.flatMap((outcome) =>
  stakes.flatMap((stake) =>
    [false, true].flatMap((asksForMoney) =>
      [false, true].flatMap((asksToSignIn) =>
        [[], [colleagueOutside], [nobodyNamed]].map((reasons) => ({ outcome, stake, asksForMoney, asksToSignIn, reasons })),
      ),
    ),
  ),
);

/** Seven words in a row, as a clerk would read them twice. */
const RUN = 7;
const runsOf = (step: string) => {
  const words = step.toLowerCase().match(/[\p{L}\p{N}’']+/gu) ?? [];
  return new Set(words.slice(0, words.length - RUN + 1).map((_, at) => words.slice(at, at + RUN).join(' ')));
};

it('when any answer lists its next steps, then no two of them repeat seven words in a row', () => {
  const repeated = answers.flatMap((answer) => {
    const steps = copy.nextSteps(answer);
    return steps.flatMap((step, at) =>
      steps
        .slice(at + 1)
        .flatMap((later) => [...runsOf(step)].filter((run) => runsOf(later).has(run)))
        .map((run) => `${answer.outcome} ${answer.stake.kind} money ${answer.asksForMoney}: "${run}"`),
    );
  });
  expect([...new Set(repeated)]).toEqual([]);
});

it('when a proven sender attaches a file marked dangerous, then the steps say not to open it rather than to answer as usual', () => {
  const genuine = {
    outcome: 'genuine',
    stake: { kind: 'supplier' },
    asksForMoney: false,
    asksToSignIn: false,
    reasons: [],
  } as const;
  const steps = copy.nextSteps({ ...genuine, attachments: [{ danger: 'locked' }] });
  expect(steps).toEqual([copy.step.dangerousAttachment]);
});
