import { Link } from '../../ui/link';
import { helpsWith, providerWords, topFixWords } from '../../../shared/catalogue/email-result-copy';
import { emailSecurityCopy as copy } from '../../../shared/catalogue/email-security-page-copy';
import { EMAIL_SECURITY_REPORT_PATH, emailCheckNames } from '../../../shared/catalogue/email-security-report-copy';
import {
  byCheckOrder,
  EMAIL_SECURITY_PARAM,
  type EmailSecurityResult,
  type Finding,
} from '../../../shared/email-security/result';
import { summarise } from '../../../shared/email-security/summarise';
import { formatSastDate } from '../../../shared/format-date';
import { ButtonAnchor } from '../../ui/button';
import { DnsHostSteps } from './dns-host-steps';
import { FindingList } from './finding-list';
import { LiveCheckPart } from './live-check';
import { PassOnForm } from './pass-on-form';

/** The findings so far of a check that runs, in the page's order; how we help comes with the result. */
export function CheckingFindings({ findings }: { findings: readonly Finding[] }) {
  return <FindingList findings={[...findings].sort(byCheckOrder)} helps={false} />;
}

export interface ResultBodyProps {
  result: EmailSecurityResult;
  selector?: string;
}

/**
 * A domain's result but for its forms that run scripts: the summary, the fixes that matter most,
 * the report, where to publish and whether it is live, the link to pass on and every finding. It
 * has nothing to press but links, plain forms and copy buttons, so the page keeps it as the server
 * drew it (result-view.tsx).
 */
export function ResultBody({ result, selector }: ResultBodyProps) {
  const { passed, judged, topFixes } = summarise(result.findings);
  const checkedAt = <p className="privacy">{copy.checkedAt(formatSastDate(new Date(result.checkedAt)))}</p>;
  if (!result.exists || !judged)
    return (
      <>
        {checkedAt}
        <p className="problem">{result.exists ? copy.nothingJudged : copy.notFound(result.shown)}</p>
      </>
    );
  return (
    <>
      {checkedAt}
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
      <FindingList findings={result.findings} dns={result.dns} provider={result.provider} domain={result.domain} />
    </>
  );
}
