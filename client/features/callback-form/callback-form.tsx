import { useMemo } from 'react';
import { RequestFormCard } from '../../lib/request-form-card';
import { FormField } from '../../ui/form-field';
import { SelectField } from '../../ui/select-field';
import {
  ANY_WEEKDAY,
  callbackCopy as copy,
  callbackDayLabel,
  callbackTimes,
  callbackTopics,
  type CallbackTopic,
} from '../../../shared/catalogue/callback-copy';
import { callbackDaysOffered } from '../../../shared/validation/callback-schema';
import { useCallbackForm } from './use-callback-form';

const L = copy.labels;
const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));
const TIMES = options(callbackTimes);
const TOPICS = options(callbackTopics);

/** The call back form: name and number, a day and time, a topic, the captcha, one button, the POPIA line. */
export function CallbackForm({ topic }: { topic: CallbackTopic }) {
  const { captcha, ...form } = useCallbackForm(topic);
  const { field } = form;
  // Today while office hours last, then the next working days (in South Africa): the form is drawn in the browser only.
  const days = useMemo(
    () =>
      [ANY_WEEKDAY, ...callbackDaysOffered(new Date())].map((day) => ({
        value: day,
        label: callbackDayLabel(day),
      })),
    [],
  );

  return (
    <RequestFormCard
      form={form}
      captcha={captcha}
      testId="callback-form"
      copy={copy}
      label={copy.heading}
      privacy={copy.privacyNotice}
    >
      <FormField label={L.name} type="text" autoComplete="name" required {...field('name')} />
      <FormField label={L.phone} type="tel" autoComplete="tel" required {...field('phone')} />
      <SelectField label={L.day} options={days} {...field('day')} />
      <SelectField label={L.time} options={TIMES} {...field('time')} />
      <SelectField className="wide" label={L.topic} options={TOPICS} {...field('topic')} />
    </RequestFormCard>
  );
}
