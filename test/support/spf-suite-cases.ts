import cases from '../fixtures/spf-suite-cases.json';

/**
 * The RFC 7208 test suite's address-independent scenarios, as the e-mail check is held to them: where
 * they come from, how they were picked and rewritten, and the 45 tests left out, in test/fixtures/README.md.
 */

export interface SpfSuiteCase {
  /** '<scenario description> / <test name>' as the suite names them, and its RFC section (spec). */
  scenario: string;
  spec: string;
  /** The name checked (the suite's mailfrom domain or helo), rewritten as above. */
  domain: string;
  /** Zone-file lines for the DNS lab, each fully qualified with a final dot. */
  records: string[];
  /** 'permerror' for every sender, or 'valid' (no permanent error for any sender). */
  verdict: 'permerror' | 'valid';
  /** For a permerror: the offending term or cause as written in the record, e.g. 'ip4:1.2.3.4/33'. */
  cause?: string;
  /** The result the suite expects for its own client (alternatives joined by ' or '); 'none': no SPF record is published. */
  suiteResult: string;
  /** Why a case is written as it is, where that is not plain from the above. */
  note?: string;
}

export const SPF_SUITE_CASES: SpfSuiteCase[] = cases as SpfSuiteCase[];
