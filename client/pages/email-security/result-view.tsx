import { Link } from 'react-router-dom';
import { helpsWith, providerWords, topFixWords } from '../../../shared/catalogue/email-result-copy';
import { emailSecurityCopy as copy } from '../../../shared/catalogue/email-security-page-copy';
import { EMAIL_SECURITY_REPORT_PATH, emailCheckNames } from '../../../shared/catalogue/email-security-report-copy';
import {
  byCheckOrder,
  EMAIL_SECURITY_PARAM,
  summarise,
  type EmailSecurityResult,
  type Finding,
} from '../../../shared/email-security/result';
import { takesNoMail } from '../../../shared/email-security/takes-no-mail';
import { usePublicConfig } from '../../app/public-config-context';
import { LazyEmailSecurityReviewForm } from '../../features/email-security-review/lazy-review-form';
import { ButtonAnchor } from '../../ui/button';
import { WATCH_SECTION_ID } from './check-address';
import { DnsHostSteps } from './dns-host-steps';
import { FindingList } from './finding-list';
import { LiveCheckPart } from './live-check';
import { NothingToWatch } from './nothing-to-watch';
import { PassOnForm } from './pass-on-form';
import { EmailWatchPart } from './watch-part';

/** The findings so far of a check that runs, in the page's order. */
export function CheckingFindings({ findings }: { findings: readonly Finding[] }) {
  return <FindingList findings={[...findings].sort(byCheckOrder)} />;
}

/**
 * A domain's result: the summary, the fixes that matter most, the report, where to publish and
 * whether it is live, the link to pass on, every finding, the review and the watch.
 */
export function Result({ result, selector }: { result: EmailSecurityResult; selector?: string }) {
  const { emailWatch } = usePublicConfig();
  const { passed, judged, topFixes } = summarise(result.findings);
  if (!result.exists) return <p className="problem">{copy.notFound(result.shown)}</p>;
  if (!judged) return <p className="problem">{copy.nothingJudged}</p>;
  return (
    <>
      <p className="summary" data-testid="email-summary">
        {copy.summary(passed, judged, result.findings.length)}
      </p>
      {result.provider && (
        <p>
          {providerWords[result.provider]} <Link to={helpsWith.mail.path}>{helpsWith.mail.label}</Link>
        </p>
      )}
      <section aria-labelledby="top-fixes">
        <h3 id="top-fixes">{copy.topFixes}</h3>
        {topFixes.length ? (
          <ol>
            {topFixes.map((finding) => (
              <li key={finding.check}>
                <a href={`#check-${finding.check}`}>{emailCheckNames[finding.check]}</a>: {topFixWords(finding)}
              </li>
            ))}
          </ol>
        ) : (
          <p>{copy.allGood}</p>
        )}
      </section>
      <div className="report">
        <ButtonAnchor
          variant="outline"
          href={`${EMAIL_SECURITY_REPORT_PATH}?${new URLSearchParams({ [EMAIL_SECURITY_PARAM]: result.domain })}`}
          download
        >
          {copy.report}
        </ButtonAnchor>
        <p>{copy.reportHint}</p>
      </div>
      {result.findings.some((found) => found.publish?.length) && (
        <>
          <DnsHostSteps dns={result.dns} />
          <LiveCheckPart result={result} selector={selector} />
        </>
      )}
      <PassOnForm result={result} />
      <FindingList findings={result.findings} dns={result.dns} />
      <section aria-labelledby="review-heading">
        <h2 id="review-heading">{copy.reviewHeading}</h2>
        <p>{copy.reviewIntro}</p>
        <div className="review-form">
          <LazyEmailSecurityReviewForm domain={result.domain} />
        </div>
      </section>
      {emailWatch &&
        (takesNoMail(result) ? (
          <NothingToWatch id={WATCH_SECTION_ID} shown={result.shown} />
        ) : (
          <EmailWatchPart id={WATCH_SECTION_ID} domain={result.domain} shown={result.shown} />
        ))}
    </>
  );
}
