import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { Link } from '../ui/link';
import { emailWatchCopy as copy } from '../../shared/catalogue/email-watch-copy';
import { byCheckOrder } from '../../shared/email-security/result';
import { watchLink, type EmailWatchAnswer, type WatchPosted } from '../../shared/email-security/watch';
import { paths, type RouteMatch } from '../../shared/routes';
import { answerOnlyRoute, contentMeta } from '../app/page-types';
import { useAppSelector } from '../app/hooks';
import { selectEmailWatchAnswer, selectEmailWatchPosted } from '../state/email-watch-slice';
import { EmailWatchSection } from '../features/email-watch-form/email-watch-form';
import { WATCH_SECTION_ID, emailCheckAddress } from './email-security/check-address';
import { Button, ButtonLink } from '../ui/button';
import { Container, Section } from '../ui/container';
import { PageHero } from '../ui/page-hero';
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

/** Only the server's answer for the link (or the post): made for one request, never kept. */
export const route = answerOnlyRoute;

const styles = css`
  display: grid;
  gap: 1.5rem;
  justify-items: start;
  /* A reading width, from where the page's title starts. */
  > * {
    max-width: 52rem;
  }
  p {
    margin: 0;
  }
  h2 {
    margin: 0;
  }
  > ul {
    justify-self: stretch;
  }
  /* The form again, after a post without JavaScript was refused: its heading, words and card apart. */
  > section {
    justify-self: stretch;
    display: grid;
    gap: 1rem;
  }
`;

interface StepView {
  title: string;
  intro: string;
  body: ReactNode;
}

const checkAgain = (label: string) => <ButtonLink to={paths['email-security']}>{label}</ButtonLink>;

/** A link's one button: a form that posts back to the link, with its token (opening the link changes nothing). */
function PressToAct({ path, token, label, destructive }: { path: string; token: string; label: string; destructive?: true }) {
  return (
    <form method="post" action={watchLink('', path, token)}>
      <Button type="submit" variant={destructive ? 'destructive' : 'default'} size="lg">
        {label}
      </Button>
    </form>
  );
}

/** Each step's title, introduction and what follows them; a refused post without JavaScript, with the form again. */
function viewOf(answer: EmailWatchAnswer | null, posted: WatchPosted | null): StepView {
  if (!answer) return { title: copy.none.heading, intro: copy.none.text, body: checkAgain(copy.none.link) };
  switch (answer.step) {
    case 'asked':
      return {
        title: copy.asked.heading,
        intro: copy.asked.text(answer.email, answer.shown),
        body: (
          <>
            <p>{copy.asked.noLink}</p>
            <p>
              <Link to={emailCheckAddress(answer.shown, true)}>{copy.asked.notReceived}</Link>
            </p>
          </>
        ),
      };
    case 'refused':
      if (posted && answer.domain)
        return {
          title: copy.refused.heading,
          intro: copy.refused.again,
          body: (
            <>
              <EmailWatchSection
                id={WATCH_SECTION_ID}
                domain={answer.domain}
                shown={answer.domain}
                refused={{ ...posted, problem: answer.problem, field: answer.field }}
              />
              <Link to={emailCheckAddress(answer.domain, false)}>{copy.refused.result}</Link>
            </>
          ),
        };
      return {
        title: copy.refused.heading,
        intro: answer.problem,
        body: <ButtonLink to={emailCheckAddress(answer.domain, true)}>{copy.refused.back}</ButtonLink>,
      };
    case 'confirm':
      return {
        title: copy.confirm.heading(answer.shown),
        intro: copy.confirm.text,
        body: <PressToAct path={paths['email-watch-confirm']} token={answer.token} label={copy.confirm.button(answer.shown)} />,
      };
    case 'already-confirmed':
      return {
        title: copy.alreadyConfirmed.heading(answer.shown),
        intro: copy.alreadyConfirmed.text,
        body: checkAgain(copy.alreadyConfirmed.link),
      };
    case 'confirmed':
      return {
        title: copy.confirmed.heading(answer.result.shown),
        intro: copy.confirmed.sent,
        body: (
          <>
            <p>{copy.confirmed.stop}</p>
            <h2>{copy.confirmed.findings}</h2>
            <FindingList findings={[...answer.result.findings].sort(byCheckOrder)} provider={answer.result.provider} />
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
          <PressToAct path={paths['email-watch-stop']} token={answer.token} label={copy.stop.button(answer.shown)} destructive />
        ),
      };
    case 'stopped':
      return { title: copy.stopped.heading(answer.shown), intro: copy.stopped.text, body: checkAgain(copy.stopped.link) };
    case 'already-stopped':
      return { title: copy.alreadyStopped.heading, intro: copy.alreadyStopped.text, body: checkAgain(copy.alreadyStopped.link) };
  }
}

/**
 * "E-mail me if this gets worse", answered: check your inbox, why not, the one button that
 * confirms a watch, the watch confirmed with the findings it starts from (or already), a link that
 * no longer works, the one button that stops a watch, stopped (or already).
 */
export default function EmailWatchPage() {
  const { title, intro, body } = viewOf(useAppSelector(selectEmailWatchAnswer), useAppSelector(selectEmailWatchPosted));
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
