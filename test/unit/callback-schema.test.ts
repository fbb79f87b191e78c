import { ANY_WEEKDAY, callbackDayLabel } from '../../shared/catalogue/callback-copy';
import {
  CALLBACK_MESSAGES as M,
  callbackDaysOffered,
  callbackSchema,
  isCallbackDay,
  workingDaysAfter,
} from '../../shared/validation/callback-schema';
import type { ValidationError } from 'yup';
import { emptyCallbackForm } from '../../shared/validation/blank-forms';
import { validateForm } from '../../shared/validation/validate-form';

/** Moments in South Africa (UTC+2). */
const sast = (local: string) => new Date(`${local}+02:00`);

/** The form filled in as offered, with `overrides`, checked at `now`: each field's first message. */
function problemsAt(now: Date, overrides: Record<string, string>): Record<string, string> {
  const values = { name: 'Thandi', phone: '082 555 0199', day: ANY_WEEKDAY, time: 'any', topic: 'sales', ...overrides };
  try {
    callbackSchema.validateSync(values, { abortEarly: false, context: { now } });
    return {};
  } catch (error) {
    const problems: Record<string, string> = {};
    for (const failure of (error as ValidationError).inner) problems[failure.path ?? ''] ??= failure.message;
    return problems;
  }
}

describe('the days a call back may be asked for', () => {
  it('when it is a Thursday, then the form offers Friday and the next Monday to Thursday, skipping the weekend', () => {
    expect(workingDaysAfter(sast('2026-11-26T10:00:00'), 5)).toEqual([
      '2026-11-27',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
    ]);
  });

  it('when it is already Saturday in South Africa but still Friday in UTC, then the days start on Monday', () => {
    const lateFriday = new Date('2026-11-27T22:30:00Z'); // 00:30 on Saturday in Johannesburg
    expect(workingDaysAfter(lateFriday, 2)).toEqual(['2026-11-30', '2026-12-01']);
  });

  it.each([
    [ANY_WEEKDAY, true],
    ['2026-11-26', true], // today
    ['2026-12-10', true], // two weeks ahead
    ['2026-12-11', false], // past two weeks
    ['2026-11-25', false], // yesterday
    ['2026-11-28', false], // a Saturday
    ['2026-11-29', false], // a Sunday
    ['2026-02-30', false],
    ['26-11-2026', false],
    ['', false],
  ])('when the day is %j on Thursday 26 November, then it is taken: %s', (day, taken) => {
    expect(isCallbackDay(day, sast('2026-11-26T10:00:00'))).toBe(taken);
  });

  it('when it is a weekday in office hours, then the form offers today first; once they are over, from the next working day', () => {
    expect(callbackDaysOffered(sast('2026-11-26T16:30:00'))[0]).toBe('2026-11-26');
    expect(callbackDaysOffered(sast('2026-11-26T07:00:00'))[0]).toBe('2026-11-26');
    expect(callbackDaysOffered(sast('2026-11-26T17:00:00'))[0]).toBe('2026-11-27');
    expect(callbackDaysOffered(sast('2026-11-28T10:00:00'))[0]).toBe('2026-11-30');
    expect(callbackDaysOffered(sast('2026-11-26T10:00:00')).slice(1)).toEqual(workingDaysAfter(sast('2026-11-26T10:00:00'), 5));
  });

  it('when today is asked for after office hours (SAST), then it is not taken, and the form says today is over', () => {
    expect(isCallbackDay('2026-11-26', sast('2026-11-26T17:30:00'))).toBe(false);
    expect(problemsAt(sast('2026-11-26T17:30:00'), { day: '2026-11-26' })).toStrictEqual({ day: M.todayOver });
  });

  it('when today is asked for with a time of day that has passed, then the time is marked; a time still ahead is taken', () => {
    const afternoon = sast('2026-11-26T13:00:00');
    expect(problemsAt(afternoon, { day: '2026-11-26', time: 'morning' })).toStrictEqual({ time: M.timeOver });
    expect(problemsAt(afternoon, { day: '2026-11-26', time: 'afternoon' })).toEqual({});
    expect(problemsAt(afternoon, { day: '2026-11-27', time: 'morning' })).toEqual({});
  });

  it('when a day is shown, then it reads as a weekday and a date, and an open day as any weekday', () => {
    expect(callbackDayLabel('2026-11-27')).toBe('Friday 27 November');
    expect(callbackDayLabel(ANY_WEEKDAY)).toBe('Any weekday');
  });
});

describe('the call back form', () => {
  it('when it is sent empty, then the name and the phone number are marked, in the order they are drawn', () => {
    const checked = validateForm(callbackSchema, emptyCallbackForm('support'));
    expect(checked.valid).toBe(false);
    expect(checked.messages).toEqual([M.nameMin, M.phoneMin]);
    expect(Object.keys(checked.errors)).toEqual(['name', 'phone']);
  });

  it.each([
    ['call me maybe!!!', { phone: M.phoneCharacters }],
    ['082 555 O199', { phone: M.phoneCharacters }],
    ['+27 82 555 0199 #2', { phone: M.phoneCharacters }],
    ['082 555 01', { phone: M.phoneMin }],
    ['(--)  +  (--)', { phone: M.phoneMin }],
    ['+27 (0)82 555 0199 000', { phone: M.phoneMax }],
    ['082 555 0199', {}],
    ['+27 82 555 0199', {}],
    ['(011) 555-0199', {}],
    ['825550199', {}],
  ])('when the phone is %j, then the form marks %p', (phone, errors) => {
    expect(validateForm(callbackSchema, { ...emptyCallbackForm('sales'), name: 'Thandi', phone }).errors).toStrictEqual(errors);
  });

  it('when the page is the support page, then the topic starts as support, and the day and time are left open', () => {
    expect(emptyCallbackForm('support')).toMatchObject({ topic: 'support', day: ANY_WEEKDAY, time: 'any' });
  });

  it('when every field is filled with the choices offered, then it is valid, trimmed', () => {
    const day = workingDaysAfter(new Date(), 1)[0]!;
    const checked = validateForm(callbackSchema, {
      name: ' Thandi ',
      phone: '082 555 0199',
      day,
      time: 'afternoon',
      topic: 'billing',
    });
    expect(checked).toMatchObject({ valid: true, values: { name: 'Thandi', day, time: 'afternoon', topic: 'billing' } });
  });
});
