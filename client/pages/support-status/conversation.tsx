/**
 * A request's conversation on its status page, and the reply form under it: server HTML that works
 * without a script (the form posts to the page's own address, multipart, and is sent on to it),
 * shown only to the receipt e-mail's link, whose reply proof it carries in a hidden field.
 * Every message's words are text, never markup.
 */
import { css } from '@emotion/react';
import { supportStatusCopy as copy } from '../../../shared/catalogue/support-status-copy';
import { formatSastMinute } from '../../../shared/format-date';
import {
  SUPPORT_FIELDS,
  SUPPORT_REPLY_CHARS_MAX,
  SUPPORT_REPLY_FIELD,
  SUPPORT_REPLY_PROOF_PARAM,
  SUPPORT_THREAD_ID,
  type SupportStatus,
} from '../../../shared/support/request';
import { Button } from '../../ui/button';
import { FormField } from '../../ui/form-field';

const styles = css`
  display: grid;
  gap: 1rem;
  margin-top: 1.5rem;
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.75rem;
  }
  li {
    border: 1px solid var(--border);
    border-radius: 0.5rem;
    padding: 0.75rem 1rem;
  }
  li[data-from='helpdesk'] {
    background: var(--muted, transparent);
  }
  .said {
    white-space: pre-wrap;
    margin: 0.5rem 0 0;
  }
  form {
    display: grid;
    gap: 0.75rem;
  }
`;

export function Conversation({ status }: { status: SupportStatus }) {
  const { thread, reply } = status;
  return (
    <section css={styles} id={SUPPORT_THREAD_ID} aria-labelledby={`${SUPPORT_THREAD_ID}-heading`}>
      <h2 id={`${SUPPORT_THREAD_ID}-heading`}>{copy.thread}</h2>
      {status.subject && (
        <p>
          {copy.subject}: <strong>{status.subject}</strong>
        </p>
      )}
      {status.replies === 'email' || status.replies === 'from-email-link' ? null : thread === null ? (
        <p className="problem" data-testid="support-thread-unavailable">
          {copy.threadUnavailable}
        </p>
      ) : thread.length === 0 ? (
        <p>{copy.threadEmpty}</p>
      ) : (
        <ol data-testid="support-thread">
          {thread.map((message, at) => (
            <li key={at} data-from={message.from}>
              <strong>{message.from === 'client' ? copy.fromClient : copy.fromHelpdesk}</strong>,{' '}
              <time dateTime={message.at}>{formatSastMinute(new Date(message.at))}</time>
              <p className="said">{message.text ?? copy.htmlOnly}</p>
              {message.cut && <p>{copy.cut}</p>}
              {message.files.length > 0 && (
                <p>
                  {copy.files}: {message.files.join(', ')}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
      {reply?.step === 'sent' && (
        <p role="status" data-testid="support-reply-sent">
          {copy.replySent}
        </p>
      )}
      {status.replies === 'page' ? (
        <form method="post" encType="multipart/form-data" data-testid="support-reply">
          <h3>{copy.replyHeading}</h3>
          <input type="hidden" name={SUPPORT_REPLY_PROOF_PARAM} value={status.proof ?? ''} />
          {reply?.step === 'refused' && (
            <p className="problem" role="alert">
              {reply.problems.join(' ')}
            </p>
          )}
          <FormField
            multiline
            label={copy.replyLabel}
            name={SUPPORT_REPLY_FIELD}
            maxLength={SUPPORT_REPLY_CHARS_MAX}
            defaultValue={reply?.step === 'refused' ? reply.text : ''}
          />
          <FormField label={copy.replyFiles} name={SUPPORT_FIELDS.files} type="file" multiple />
          <div>
            <Button type="submit">{copy.replySend}</Button>
          </div>
        </form>
      ) : (
        <p data-testid="support-reply-elsewhere">
          {status.replies === 'not-yet'
            ? copy.replyNotYet
            : status.replies === 'from-email-link'
              ? copy.replyFromEmailLink
              : copy.replyByEmail}
        </p>
      )}
    </section>
  );
}
