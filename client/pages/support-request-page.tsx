import { css } from '@emotion/react';
import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import {
  supportFixPrefill,
  supportFixQuery,
  supportPriorities,
  supportRequestCopy as copy,
  supportServices,
} from '../../shared/catalogue/support-request-copy';
import { paths } from '../../shared/routes';
import {
  SUPPORT_FIELDS as fields,
  SUPPORT_PRIORITIES,
  supportFieldErrors,
  type SupportFieldErrors,
  type SupportPosted,
} from '../../shared/support/request';
import { contentMeta, type PageRoute } from '../app/page-types';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { CaptchaIdle, CaptchaLoading } from '../lib/captcha/captcha-placeholders';
import type { CaptchaStatus, CaptchaWidgetHandle } from '../lib/captcha/captcha-types';
import { retryImport } from '../lib/retry-import';
import { requestAnswered, requestSent, selectSupportRequest } from '../state/support-request-slice';
import { answerStyles } from './support-request/answer-styles';
import { PROBLEMS_ID, Problems, Received } from './support-request/answers';
import type { ChosenFile } from './support-request/chosen-files';
import type { Progress } from './support-request/time-left';
import { Button } from '../ui/button';
import { Container, Section } from '../ui/container';
import { formCardStyles } from '../ui/form-card';
import { fieldStyles, FormField, useDescribedControl } from '../ui/form-field';
import { PageHero } from '../ui/page-hero';
import { PrivacyNotice } from '../ui/privacy-notice';
import { SelectField } from '../ui/select-field';
import { Spinner } from '../ui/spinner';

export const meta = contentMeta((metas) => metas.supportRequestMeta);

type Script = typeof import('./support-request/send-request');
const FILES_ID = 'support-files-input';

/** "Ask us to fix this" (`?domain=&fix=`, known checks only) opens the form with them: made for that request, never kept. */
export const route: PageRoute = {
  search: ({ query }) => {
    const fix = supportFixQuery(query);
    return fix ? `?${fix}` : '';
  },
  perRequest: (search) => search !== '',
};

const styles = css`
  ${answerStyles}
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.5rem;
  }
  legend {
    font-weight: 600;
    margin-bottom: 0.25rem;
    /* A legend's own inline padding would set it 2 px in from the labels above and below it. */
    padding: 0;
  }
  .priority {
    display: flex;
    gap: 0.6rem;
    align-items: baseline;
  }
  .priority span {
    color: var(--fg-muted);
  }
  input[type='file'] {
    padding: 1rem;
    border: 2px dashed var(--border);
    border-radius: 0.5rem;
    background: var(--bg-muted);
  }
  /* Without a script the captcha cannot run: the post has a budget of its own instead. */
  @media (scripting: none) {
    .captcha {
      display: none;
    }
  }
  .problems {
    display: grid;
    gap: 0.5rem;
    padding: 1rem;
    border: 2px solid var(--destructive);
    border-radius: 0.5rem;
  }
  .problems h2 {
    font-size: 1.15rem;
    margin: 0;
  }
  .problems ul {
    margin: 0;
    padding-left: 1.25rem;
  }
`;

/** The files' input, posted as it is without the script; with it, the list of files chosen below it. */
function FilesField({ error, list }: { error?: string; list: ReactNode }) {
  const { id, control, below } = useDescribedControl({ hint: copy.filesHint, error, id: FILES_ID });
  return (
    <div css={fieldStyles} className="wide">
      <label htmlFor={id}>{copy.labels.files}</label>
      <input
        {...control}
        type="file"
        multiple
        name={fields.files}
        accept="image/png,image/jpeg,image/gif,image/webp,application/pdf,text/plain,.log,.txt"
      />
      {below}
      {list}
    </div>
  );
}

/**
 * The form, posted as the browser does without JavaScript (the page answers it); with JavaScript,
 * its captcha and sending come in a chunk of their own at the form's first touch, and the answer
 * shows in place. Without that chunk, the browser's own post stands.
 */
function RequestForm() {
  const dispatch = useAppDispatch();
  const { answer, sending, posted, chosen } = useAppSelector(selectSupportRequest);
  const [script, setScript] = useState<Script | 'loading' | 'failed' | null>(null);
  const [waiting, setWaiting] = useState(false);
  /** The code, and a press that waits for the captcha, for the widget's stable callback. */
  const loaded = useRef<Script | null>(null);
  const pending = useRef(false);
  /** The code could not come: the browser's own post stands (also for the press that waited, posted as it fails). */
  const failed = useRef(false);
  const captcha = useRef<CaptchaWidgetHandle>(null);
  const token = useRef<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const [files, setFiles] = useState<readonly ChosenFile[]>([]);
  const filesNow = useRef(files);
  useEffect(() => {
    filesNow.current = files;
  }, [files]);
  const [progress, setProgress] = useState<Progress | null>(null);
  const prefill = supportFixPrefill(useLocation().search.slice(1));

  const onTouch = () => {
    if (script !== null) return;
    setScript('loading');
    retryImport(() => import(/* webpackChunkName: "support-request-send" */ './support-request/send-request')).then(
      (code) => {
        loaded.current = code;
        setScript(code);
      },
      () => {
        failed.current = true;
        setScript('failed');
        // A press that waited for code that cannot come is posted as the browser does.
        if (!pending.current) return;
        pending.current = false;
        setWaiting(false);
        form.current?.requestSubmit();
      },
    );
  };
  const send = useCallback(
    async (loaded: Script, solved: string) => {
      pending.current = false;
      setWaiting(false);
      dispatch(requestSent());
      dispatch(requestAnswered(await loaded.sendRequest(form.current!, solved, filesNow.current, setProgress)));
      setProgress(null);
      token.current = null;
      captcha.current?.reset();
    },
    [dispatch],
  );
  // A press that waited for the code: once it has come, the captcha is asked (it also starts itself
  // where the form holds focus).
  useEffect(() => {
    if (pending.current && script && typeof script === 'object') captcha.current?.verify();
  }, [script]);
  // Stable: the widget listens with the callbacks it was first given.
  const onToken = useCallback(
    (solved: string | null) => {
      token.current = solved;
      if (solved && pending.current && loaded.current) void send(loaded.current, solved);
    },
    [send],
  );
  // A captcha that fails or expires while a press waits says so at the form, and Send can be pressed again.
  const onStatus = useCallback(
    (status: CaptchaStatus) => {
      if (!pending.current || (status !== 'error' && status !== 'expired')) return;
      pending.current = false;
      setWaiting(false);
      dispatch(requestAnswered({ step: 'refused', refusal: 'captcha', problems: [copy.refusals.captcha] }));
    },
    [dispatch],
  );
  /** A press before the code has come or the captcha is solved waits for them, the button saying so. */
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (failed.current || script === null) return;
    event.preventDefault();
    if (sending || waiting) return;
    if (typeof script === 'object' && token.current) return void send(script, token.current);
    pending.current = true;
    setWaiting(true);
    captcha.current?.verify();
  };

  const refusal = answer?.step === 'refused' ? answer : null;
  const errors = refusal ? supportFieldErrors(refusal) : {};
  /** A text field's name, what the refused post held (else `given`) and its error. */
  const field = (key: keyof SupportPosted & keyof SupportFieldErrors, given?: string) => ({
    name: fields[key],
    defaultValue: posted?.[key] ?? given,
    error: errors[key],
  });
  // With the script, a refusal of the fields moves focus to the first one that says why.
  useEffect(() => {
    if (refusal && !chosen) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusal, chosen]);

  if (answer?.step === 'received') return <Received answer={answer} />;
  const code = typeof script === 'object' ? script : null;
  const Captcha = code?.SupportCaptcha ?? null;
  // With the script, the list of files says its own problems as it changes.
  const filesError = code ? code.filesError(files, refusal) : errors.files;
  return (
    <form
      css={formCardStyles}
      ref={form}
      method="post"
      action={`${paths['support-request']}#${PROBLEMS_ID}`}
      encType="multipart/form-data"
      // The captcha's own checkbox is required until solved: the press waits for it here, not in the browser.
      noValidate={Captcha !== null}
      onSubmit={onSubmit}
      onFocus={onTouch}
      onPointerDown={onTouch}
      aria-busy={sending}
      data-testid="support-form"
    >
      {refusal && chosen && <Problems problems={refusal.problems} chosen={chosen} />}
      <FormField label={copy.labels.name} autoComplete="name" required {...field('name')} />
      <FormField label={copy.labels.company} autoComplete="organization" {...field('company')} />
      <FormField label={copy.labels.email} type="email" autoComplete="email" required {...field('email')} />
      <FormField label={copy.labels.phone} type="tel" autoComplete="tel" {...field('phone')} />
      <SelectField
        className="wide"
        label={copy.labels.service}
        name={fields.service}
        required
        defaultValue={posted?.service ?? ''}
        error={errors.service}
        options={[{ value: '', label: copy.choose }, ...supportServices]}
      />
      <fieldset className="wide">
        <legend>{copy.labels.priority}</legend>
        {SUPPORT_PRIORITIES.map((priority) => {
          const { label, meaning, responseTime } = supportPriorities[priority];
          return (
            <label className="priority" key={priority}>
              <input
                type="radio"
                name={fields.priority}
                value={priority}
                defaultChecked={priority === (posted?.priority ?? 'question')}
              />
              <strong>{label}</strong>
              <span>
                {meaning}
                {responseTime ? ` ${responseTime}` : ''}
              </span>
            </label>
          );
        })}
      </fieldset>
      <FormField className="wide" label={copy.labels.subject} required maxLength={150} {...field('subject', prefill?.subject)} />
      <FormField
        className="wide"
        multiline
        rows={7}
        label={copy.labels.description}
        hint={copy.descriptionHint}
        required
        {...field('description', prefill?.description)}
      />
      <FilesField
        error={filesError}
        list={code && <code.ChosenFilesList inputId={FILES_ID} files={files} onFiles={setFiles} sending={sending} />}
      />
      {script !== 'failed' && (
        <div className="wide captcha">
          {/* Its code comes at the form's first touch: until then the box says so, as the other forms' do. */}
          {Captcha ? (
            <Captcha ref={captcha} onToken={onToken} onStatus={onStatus} />
          ) : script === null ? (
            <CaptchaIdle />
          ) : (
            <CaptchaLoading />
          )}
        </div>
      )}
      {/* With the script, what no field says is said here, beside Send. */}
      {refusal && !chosen && Object.keys(errors).length === 0 && (
        <div className="wide" role="alert" data-testid="support-refused">
          {refusal.problems.map((problem) => (
            <p className="problem" key={problem}>
              {problem}
            </p>
          ))}
        </div>
      )}
      <div className="wide">
        <Button type="submit" size="lg" className="send" disabled={sending}>
          {(sending || waiting) && <Spinner />}
          {sending ? copy.sending : copy.send}
        </Button>
      </div>
      {code && sending && progress && <code.UploadProgress {...progress} />}
      <PrivacyNotice className="wide" text={copy.privacy} />
    </form>
  );
}

/** "Log a support request" (/support/request). */
export default function SupportRequestPage() {
  return (
    <>
      <PageHero title={copy.title} intro={copy.intro} />
      <Section>
        <Container css={styles}>
          <RequestForm />
        </Container>
      </Section>
    </>
  );
}
