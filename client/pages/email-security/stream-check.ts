import { emailSecurityCopy as copy } from '../../../shared/catalogue/email-security-page-copy';
import { EMAIL_SECURITY_API_PATH, type EmailSecurityLine } from '../../../shared/email-security/result';
import type { AppDispatch } from '../../app/store';
import { checkAbandoned, checkAnswered, checkNamed, checkStarted, findingArrived } from '../../state/email-security-slice';

/**
 * Runs the check of a question (emailSecurityQuestion) through GET /api/email-security and shows each finding as its line arrives; the
 * page's progress shows at once. A refused name (400) or a busy site (503) is the answer itself.
 */
export async function streamCheck(asked: string, dispatch: AppDispatch, signal: AbortSignal) {
  dispatch(checkStarted(asked));
  try {
    const response = await fetch(`${EMAIL_SECURITY_API_PATH}?${asked}`, {
      headers: { Accept: 'application/x-ndjson' },
      credentials: 'same-origin',
      signal,
    });
    if (response.status === 503) return dispatch(checkAnswered({ asked, busy: true }));
    if (!response.ok || !response.body) {
      const error =
        response.status === 400 ? ((await response.json().catch(() => null)) as { error?: string } | null)?.error : undefined;
      return dispatch(checkAnswered({ asked, problem: error ?? copy.failed }));
    }
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffered = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffered += value;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines.filter(Boolean)) {
        const read = JSON.parse(line) as EmailSecurityLine;
        if (read.type === 'start') dispatch(checkNamed({ asked, shown: read.shown }));
        else if (read.type === 'finding') dispatch(findingArrived({ asked, finding: read.finding }));
        else return dispatch(checkAnswered({ asked, result: read.result }));
      }
    }
    dispatch(checkAnswered({ asked, problem: copy.failed }));
  } catch {
    // Left (the visitor went elsewhere): nothing is running for this question any more.
    dispatch(signal.aborted ? checkAbandoned(asked) : checkAnswered({ asked, problem: copy.failed }));
  }
}
