import { checkAnswers, scoreAssessment } from '../../shared/assessment/score';
import {
  assessmentBands,
  assessmentFunctions,
  assessmentQuestions,
  MAX_ACTIONS,
  type AnswerId,
} from '../../shared/catalogue/assessment';
import { serviceIds } from '../../shared/catalogue/service-ids';

const all = (answer: AnswerId) => Object.fromEntries(assessmentQuestions.map((q) => [q.id, answer]));

describe('The self-assessment catalogue', () => {
  it('asks 20 to 24 questions, in every function, each with its CSF ids, a weight, an action and a service of the catalogue', () => {
    expect(assessmentQuestions.length).toBeGreaterThanOrEqual(20);
    expect(assessmentQuestions.length).toBeLessThanOrEqual(24);
    for (const fn of assessmentFunctions) expect(assessmentQuestions.some((q) => q.function === fn.id)).toBe(true);
    expect(new Set(assessmentQuestions.map((q) => q.id)).size).toBe(assessmentQuestions.length);
    for (const q of assessmentQuestions) {
      expect(q.csf.length).toBeGreaterThan(0);
      for (const id of q.csf) expect(id).toMatch(/^(GV|ID|PR|DE|RS|RC)\.[A-Z]{2}-\d{2}$/);
      expect(serviceIds).toContain(q.service);
      expect(q.action.length).toBeGreaterThan(20);
    }
  });

  it('asks about POPIA s19 safeguards, s22 notification through the eServices portal, and the Information Officer', () => {
    const laws = assessmentQuestions.map((q) => q.law ?? '');
    expect(laws.some((law) => law.includes('s19'))).toBe(true);
    expect(assessmentQuestions.find((q) => q.law?.includes('s22'))?.why).toMatch(/eServices portal/);
    expect(assessmentQuestions.some((q) => /Information Officer/.test(q.text))).toBe(true);
  });
});

describe('Scoring', () => {
  it('scores a business that answers Yes throughout 100 in every function, Strong, with no actions', () => {
    const result = scoreAssessment(all('yes'));
    expect(result.score).toBe(100);
    expect(result.functions.map((fn) => fn.score)).toEqual(assessmentFunctions.map(() => 100));
    expect(result.band.name).toBe(assessmentBands.at(-1)!.name);
    expect(result.actions).toEqual([]);
  });

  it('scores No throughout 0, At risk, with the heaviest gaps first as the actions', () => {
    const result = scoreAssessment(all('no'));
    expect(result.score).toBe(0);
    expect(result.band.name).toBe(assessmentBands[0].name);
    expect(result.actions).toHaveLength(MAX_ACTIONS);
    const heaviest = assessmentQuestions.filter((q) => q.weight === 3).slice(0, MAX_ACTIONS);
    expect(result.actions.map((q) => q.id)).toEqual(heaviest.map((q) => q.id));
    expect(result.notSure).toBe(0);
  });

  it('scores Not sure throughout as gaps, the same as No, and counts them so the result says to find out', () => {
    const result = scoreAssessment(all('not-sure'));
    expect(result.score).toBe(0);
    expect(result.notSure).toBe(assessmentQuestions.length);
    expect(result.actions.map((q) => q.id)).toEqual(scoreAssessment(all('no')).actions.map((q) => q.id));
  });

  it('weighs each answer by its question: Partly throughout is half, and one heavy No costs more than one light one', () => {
    expect(scoreAssessment(all('partly')).score).toBe(50);
    const heavy = assessmentQuestions.find((q) => q.weight === 3)!;
    const light = assessmentQuestions.find((q) => q.weight === 1)!;
    const total = assessmentQuestions.reduce((sum, q) => sum + q.weight, 0);
    expect(scoreAssessment({ ...all('yes'), [heavy.id]: 'no' }).score).toBe(Math.round((100 * (total - 3)) / total));
    expect(scoreAssessment({ ...all('yes'), [light.id]: 'no' }).score).toBe(Math.round((100 * (total - 1)) / total));
    // A Partly on a heavy question is a larger gap than a No on a light one.
    const mixed = scoreAssessment({ ...all('yes'), [heavy.id]: 'partly', [light.id]: 'no' });
    expect(mixed.actions.map((q) => q.id)).toEqual([heavy.id, light.id]);
  });
});

describe('Reading posted answers', () => {
  it('accepts every question answered with one of the four', () => {
    expect(checkAnswers(all('partly'))).toEqual({ ok: true, answers: all('partly') });
  });

  it('names the questions left out or left empty, in their order', () => {
    const { [assessmentQuestions[3]!.id]: _left, ...rest } = all('yes');
    const checked = checkAnswers({ ...rest, [assessmentQuestions[7]!.id]: '' });
    expect(checked).toEqual({ ok: false, unanswered: [assessmentQuestions[3]!.id, assessmentQuestions[7]!.id], problems: [] });
  });

  it.each([
    ['an unknown question', { ...all('yes'), 'not-a-question': 'yes' }, /Unknown question: not-a-question/],
    ['an answer outside the four', { ...all('yes'), [assessmentQuestions[0]!.id]: 'maybe' }, /must be one of/],
    ['not an object', ['yes'], /must be an object/],
    ['nothing', undefined, /must be an object/],
    ['a prototype key', JSON.parse('{"__proto__": {"x": 1}}') as unknown, /must be an object|Unknown question/],
  ])('refuses %s, never throwing', (_what, body, problem) => {
    const checked = checkAnswers(body);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect([...checked.problems, ...checked.unanswered].join(' ')).toMatch(problem);
  });
});
