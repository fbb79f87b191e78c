import { css } from '@emotion/react';
import { Fragment, type ReactNode } from 'react';
import {
  isAsked,
  setupCopy,
  setupQuestions,
  YES,
  NO,
  type SetupAnswers,
  type SetupHelp,
  type SetupQuestion,
} from '../../../shared/catalogue/plans/setup-questions';
import { helpArticlePath } from '../../../shared/help/paths';
import { CheckboxField } from '../../ui/checkbox-field';
import { FormField } from '../../ui/form-field';
import { SelectField } from '../../ui/select-field';
import type { ChosenOrderPlan } from './order-request';

const styles = css`
  display: grid;
  gap: 0.9rem;
  margin: 0;
  padding: 0.9rem 1rem 1rem;
  border: 1px solid var(--border);
  border-radius: 0.75rem;
  min-width: 0;
  legend {
    padding: 0 0.35rem;
    font-weight: 700;
  }
  .intro {
    margin: -0.35rem 0 0;
    font-size: 0.875rem;
    color: var(--fg-muted);
  }
  /* On a phone the group gives its fields the room it can: a long choice (a release past its end of life) shows whole. */
  @media (max-width: 420px) {
    padding-inline: 0.5rem;
  }
  textarea {
    min-height: 4.5rem;
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    /* A key is one long word: it wraps anywhere, but the placeholder's words stay whole. */
    overflow-wrap: anywhere;
  }
`;

/**
 * A question's hint, and the help article that explains it: the article opens in a new tab, so
 * nothing typed in the dialog is lost.
 */
function setupHint(text: string | undefined, help: SetupHelp | undefined): ReactNode {
  if (!help) return text;
  return (
    <>
      {text && `${text} `}
      <a href={helpArticlePath(help.article)} target="_blank" rel="noopener" data-testid="setup-help-link">
        {help.label}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </>
  );
}

/** The name a set-up answer's control carries, which is also the path of its error. */
const setupFieldName = (id: string): string => `setup.${id}`;

interface SetupFieldsProps {
  chosen: ChosenOrderPlan;
  answers: SetupAnswers;
  errors: Partial<Record<string, string>>;
  onAnswer: (id: string, value: string) => void;
  /** Shown right under a question's field (the domain check under the domain name). */
  after?: Partial<Record<string, ReactNode>>;
  /** The visitor left a typed answer's field. */
  onLeave?: (id: string) => void;
}

/**
 * The ordered kind's set-up questions (shared/catalogue/plans/setup-questions.ts), in a group of
 * their own: each at its default, none required, and those the other answers leave unasked hidden.
 */
export function SetupFields({ chosen, answers, errors, onAnswer, after = {}, onLeave }: SetupFieldsProps) {
  const field = (question: SetupQuestion) => {
    const name = setupFieldName(question.id);
    const value = answers[question.id] ?? '';
    const common = { name, hint: setupHint(question.hint?.(answers), question.help?.(answers)), error: errors[name] };
    if (question.type === 'choice') {
      return (
        <SelectField
          key={question.id}
          label={question.label}
          options={question.options(chosen.plan)}
          value={value}
          onChange={(event) => onAnswer(question.id, event.target.value)}
          {...common}
        />
      );
    }
    if (question.type === 'yes-no') {
      return (
        <CheckboxField
          key={question.id}
          name={name}
          label={question.label}
          checked={value === YES}
          onChange={(event) => onAnswer(question.id, event.target.checked ? YES : NO)}
        />
      );
    }
    const text = { label: question.label, value, placeholder: question.placeholder, ...common };
    const onChange = (event: { target: { value: string } }) => onAnswer(question.id, event.target.value);
    return question.multiline ? (
      <FormField key={question.id} multiline rows={2} spellCheck={false} onChange={onChange} {...text} />
    ) : (
      <FormField
        key={question.id}
        type="text"
        autoComplete={question.autoComplete ?? 'off'}
        autoCapitalize="none"
        spellCheck={false}
        onChange={onChange}
        onBlur={() => onLeave?.(question.id)}
        {...text}
      />
    );
  };
  const withAfter = (question: SetupQuestion) => (
    <Fragment key={question.id}>
      {field(question)}
      {after[question.id]}
    </Fragment>
  );
  const questions = setupQuestions[chosen.kind].filter((question) => isAsked(question, answers));
  return (
    <fieldset css={styles} data-testid="order-setup">
      <legend>{setupCopy.legend}</legend>
      <p className="intro">{setupCopy.intro}</p>
      {questions.map(withAfter)}
    </fieldset>
  );
}
