import { css } from '@emotion/react';
import { dmarcDigestCopy } from '../../shared/catalogue/dmarc-digest-copy';
import { DIGEST_KEPT_DAYS, type DigestPageAnswer } from '../../shared/email-security/dmarc-digest';
import { answerOnlyRoute, contentMeta } from '../app/page-types';
import { useAppSelector } from '../app/hooks';
import { selectDmarcDigestAnswer } from '../state/dmarc-digest-slice';
import { LinkAnswerPage } from '../ui/link-answer-page';
import { DailyChart, dayParts } from './dmarc-digest/daily-chart';
import { ToPublish } from './email-security/record-box';

const copy = dmarcDigestCopy;

export const meta = contentMeta((metas) => metas.dmarcDigestMeta);

/** Only the server's answer for the link: made for one request, never kept. */
export const route = answerOnlyRoute;

const styles = css`
  ul {
    margin: 0;
    padding-left: 1.25rem;
    display: grid;
    gap: 0.4rem;
  }
  table {
    border-collapse: collapse;
    max-width: 36rem;
  }
  th,
  td {
    padding: 0.3rem 0 0.3rem 1rem;
    text-align: right;
    border-bottom: 1px solid var(--border);
  }
  th:first-child {
    padding-left: 0;
    text-align: left;
    white-space: nowrap;
  }
`;

type Found = Extract<DigestPageAnswer, { step: 'digest' }>;

const dayName = (day: string) => {
  const { weekday, date } = dayParts(day);
  return `${weekday} ${date}`;
};

/** The chart, with each day's numbers in a table beside it. */
function Days({ days }: { days: Found['days'] }) {
  return (
    <section aria-labelledby="digest-days">
      <h2 id="digest-days">{copy.page.chartHeading}</h2>
      <DailyChart days={days} />
      <table data-testid="digest-days">
        <thead>
          <tr>
            <th scope="col">{copy.page.day}</th>
            <th scope="col">{copy.page.passed}</th>
            <th scope="col">{copy.page.failed}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <th scope="row">{dayName(day.day)}</th>
              <td>{day.passed.toLocaleString('en-ZA')}</td>
              <td>{day.failed.toLocaleString('en-ZA')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Body({ answer: { view, days } }: { answer: Found }) {
  return (
    <>
      <Days days={days} />
      {view.sections.map(({ heading, items }) => (
        <section key={heading}>
          <h2>{heading}</h2>
          <ul>
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      ))}
      <section data-testid="digest-verdict">
        <h2>{view.verdictHeading}</h2>
        <p>{view.verdict}</p>
        {view.record && <ToPublish records={[view.record]} />}
      </section>
    </>
  );
}

/**
 * The page a weekly DMARC digest's link opens: the same as the e-mail, with a chart of each day's
 * mail; a link whose digest is no longer kept says so.
 */
export default function DmarcDigestPage() {
  const answer = useAppSelector(selectDmarcDigestAnswer);
  const found = answer?.step === 'digest' ? answer : null;
  return (
    <LinkAnswerPage
      title={found ? copy.page.heading(found.view.shown) : copy.page.unknownHeading}
      intro={found ? found.view.intro : copy.page.unknownText(DIGEST_KEPT_DAYS)}
      testId="dmarc-digest"
      bodyStyles={styles}
      gone={copy.page.unknownLink}
    >
      {found ? <Body answer={found} /> : undefined}
    </LinkAnswerPage>
  );
}
