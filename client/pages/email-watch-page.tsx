import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { emailWatchCopy as copy } from '../../shared/catalogue/email-watch-copy';
import { byCheckOrder } from '../../shared/email-security/result';
import { EMAIL_WATCH_TOKEN_PARAM, type EmailWatchAnswer } from '../../shared/email-security/watch';
import { paths, type RouteMatch } from '../../shared/routes';
import { contentMeta, type PageRoute } from '../app/page-types';
import { useAppSelector } from '../app/hooks';
import { selectEmailWatchAnswer } from '../state/email-watch-slice';
import { Button, ButtonLink } from '../ui/button';
import { Container, Section } from '../ui/container';
import { PageHero } from '../ui/page-hero';
import { emailCheckAddress } from './email-security/check-address';
import { FindingList } from './email-security/finding-list';

/** The three watch pages: the form's answer, the confirmation link's and the stop link's. */
export const meta = (match: RouteMatch) =>
  contentMeta((metas) =>
    match.page === 'email-watch-confirm'
      ? metas.emailWatchConfirmMeta
      : match.page === 'email-watch-stop'
        ? metas.emailWatchStopMeta
        : metas.emailWatchMeta,
  )();

/** What a watch page shows is the server's answer to the post or the link (preloaded), never its query: made for one request, never kept. */
export const route: PageRoute = {
  search: () => '',
  perRequest: () => true,
};

const styles = css`
  max-width: 52rem;
  display: grid;
  gap: 1.5rem;
  justify-items: start;
  p {
    margin: 0;
  }
  h2 {
    margin: 0;
  }
  > ul {
    justify-self: stretch;
  }
`;

interface StepView {
  title: string;
  intro: string;
  body: ReactNode;
}

const checkAgain = (label: string) => <ButtonLink to={paths['email-security']}>{label}</ButtonLink>;

/** Each step's title, introduction and what follows them. */
function viewOf(answer: EmailWatchAnswer | null): StepView {
  if (!answer) return { title: copy.none.heading, intro: copy.none.text, body: checkAgain(copy.none.link) };
  switch (answer.step) {
    case 'asked':
      return {
        title: copy.asked.heading,
        intro: copy.asked.text(answer.email, answer.shown),
        body: (
          <p>
            <Link to={emailCheckAddress(answer.shown, true)}>{copy.asked.notReceived}</Link>
          </p>
        ),
      };
    case 'refused':
      return {
        title: copy.refused.heading,
        intro: answer.problem,
        body: <ButtonLink to={emailCheckAddress(answer.domain, true)}>{copy.refused.back}</ButtonLink>,
      };
    case 'confirmed':
      return {
        title: copy.confirmed.heading(answer.result.shown),
        intro: copy.confirmed.sent,
        body: (
          <>
            <p>{copy.confirmed.stop}</p>
            <h2>{copy.confirmed.findings}</h2>
            <FindingList findings={[...answer.result.findings].sort(byCheckOrder)} />
          </>
        ),
      };
    case 'unknown':
      return { title: copy.unknown.heading, intro: copy.unknown.text, body: checkAgain(copy.unknown.link) };
    case 'stop':
      return {
        title: copy.stop.heading(answer.shown),
        intro: copy.stop.text,
        body: (
          <form
            method="post"
            action={`${paths['email-watch-stop']}?${new URLSearchParams({ [EMAIL_WATCH_TOKEN_PARAM]: answer.token })}`}
          >
            <Button type="submit" variant="destructive" size="lg">
              {copy.stop.button(answer.shown)}
            </Button>
          </form>
        ),
      };
    case 'stopped':
      return { title: copy.stopped.heading(answer.shown), intro: copy.stopped.text, body: checkAgain(copy.stopped.link) };
  }
}

/**
 * "E-mail me if this gets worse", answered: check your inbox, why not, the watch confirmed with the
 * findings it starts from, a link that no longer works, the one button that stops a watch, stopped.
 */
export default function EmailWatchPage() {
  const { title, intro, body } = viewOf(useAppSelector(selectEmailWatchAnswer));
  return (
    <>
      <PageHero title={title} intro={intro} />
      <Section>
        <Container css={styles} data-testid="email-watch">
          {body}
        </Container>
      </Section>
    </>
  );
}
