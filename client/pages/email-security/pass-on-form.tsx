import { css } from '@emotion/react';
import { passOnCopy as copy } from '../../../shared/catalogue/pass-on-copy';
import { PASS_ON_DOMAIN_FIELD, PASS_ON_PATH, recordsToPassOn } from '../../../shared/email-security/pass-on';
import type { EmailSecurityResult } from '../../../shared/email-security/result';
import { Button } from '../../ui/button';

const styles = css`
  p {
    margin: 0 0 0.75rem;
  }
`;

/** The button keeps its own width wherever the page lays forms out as grids. */
const formStyles = css`
  justify-items: start;
`;

/**
 * "Send these to whoever manages your DNS", under a result with records to publish: one button, a
 * plain form (it works without JavaScript), whose post is answered with the link's page.
 */
export function PassOnForm({ result }: { result: EmailSecurityResult }) {
  if (!recordsToPassOn(result)) return null;
  return (
    <section css={styles} aria-labelledby="pass-on-heading" data-testid="pass-on-form">
      <h3 id="pass-on-heading">{copy.form.heading}</h3>
      <p>{copy.form.intro}</p>
      <form method="post" action={PASS_ON_PATH} css={formStyles}>
        <input type="hidden" name={PASS_ON_DOMAIN_FIELD} value={result.domain} />
        <Button type="submit" variant="outline">
          {copy.form.button}
        </Button>
      </form>
    </section>
  );
}
