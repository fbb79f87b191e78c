import cases from '../fixtures/spf-suite-cases.json';

/**
 * Address-independent cases from the RFC 7208 test suite: SPF records whose verdict is the same for
 * every client address, so the e-mail check (which reads a domain's SPF record with no sender address)
 * can be held to them.
 *
 * Source: pyspf's test/rfc7208-tests.yml (the openspf.org suite, release 2014.04, as pyspf keeps it),
 * https://github.com/sdgathman/pyspf at commit 1042e9e15dd29047dc9b0a1bb77437e2fd81e775. Each case
 * names its test as '<scenario description> / <test name>' and carries the test's RFC section (spec)
 * and, in suiteResult, the result the suite expects for its own client.
 *
 * Picked: (a) 'permerror' -- tests whose only expected result is permerror and whose error arises for
 * every client address: a syntax error anywhere in the record (RFC 7208 4.6: the whole record is
 * parsed first), an invalid domain-spec or macro, a repeated exp= or redirect=, two SPF records at the
 * name, an include or redirect reached before any term that could match whose target has no or an
 * invalid record, a lookup or void-lookup limit exceeded before any term that could match. (b) 'valid'
 * -- tests expecting pass, fail, softfail, neutral or none (one of them or a list of them) whose
 * record parses and evaluates without a permanent error for every client, IPv4 or IPv6 (the lookup
 * limit of 10 and the void-lookup limit of 2 counted per term over the worst path). 'none' cases
 * (suiteResult 'none') publish no SPF record at all: no error, and nothing to read either. Where
 * several tests check the same name with the same records (they differ only in the client address or
 * HELO name), the first one stands for all.
 *
 * Names: each scenario lives in its own zone rfc7208-NN.co.za, NN its position in the file counting
 * from 01. The suite's registered domains are rewritten as suffixes, in the zone data's names and
 * inside SPF record texts (a:, mx:, ptr:, include:, exists:, redirect=, exp=): the scenario's main
 * domain (example.com; example.net in 02; example.org in 16) becomes the zone itself (e1.example.com
 * -> e1.rfc7208-05.co.za), any other becomes a label under it (example.net ->
 * example-net.rfc7208-01.co.za, example1.com -> example1-com.rfc7208-03.co.za, pair.com ->
 * pair-com.rfc7208-16.co.za). Text that is itself the point of a test is kept as written: a:foo-bar,
 * a:abc.123, a:111.222.33.44, a:museum, a:example.-com, a:foo.example.xn--zckzah, and every macro
 * (%{d}, %(ir), %{D2}, ...). Explanation texts are not rewritten. The public addresses of A and
 * AAAA records (1.2.3.N, 1.1.1.1, 1234::N, CAFE:BABE::1) become documentation ones (203.0.113.N,
 * 203.0.113.101, 2001:db8:1234::N, 2001:db8:cafe:babe::1): the check never connects to those, so
 * its probes of the mail and web servers stay on this machine (the cases do not depend on them).
 *
 * Records: only those a case needs -- every record at the checked name (PTR records are skipped),
 * then, following the record's terms, the TXT records of include:/redirect= targets (recursively;
 * redirect= only when the record has no all term), A and AAAA records of a:/exists: targets, MX
 * records of mx: targets and the A and AAAA records of their hosts, TXT records of exp= targets,
 * CNAMEs on the way. Targets written with macros are followed only for %{d} and %{o} (the checked
 * name); the others depend on the sender and are not. Lines are zone-file syntax, fully qualified: a
 * type SPF entry of the suite becomes TXT, except at a name where the suite also lists TXT records (or
 * TXT: NONE), where it stays type SPF (99) as the suite's driver serves it (RFC 7208 readers ignore
 * it). Strings longer than 255 bytes would be split (none are). TXT texts are the UTF-8 bytes of the
 * suite's strings (as pyspf's driver serves them: the suite's \xEF\xBB\xBF is the three characters
 * U+00EF U+00BB U+00BF, so bytes \195\175\194\187\194\191), with \" and \\ escaped and every byte
 * outside printable ASCII written \DDD (CR \013, LF \010, NUL \000). Characters in owner names other
 * than letters, digits, '-', '_' and '.' are written \DDD too (foo:bar/baz -> foo\058bar\047baz), as
 * knot's zone loader requires. The cause of a permerror is the offending term as it stands in the
 * rewritten record -- in the included record where the error lies there -- and is left out where no
 * single term is at fault (two SPF records).
 *
 * The cases are data, one a line, in test/fixtures/spf-suite-cases.json.
 *
 * Left out (45 tests):
 *   - Initial processing / toolonglabel: the checked name has a 64-character label: no lookup is made
 *     (result none), no record to read
 *   - Initial processing / emptylabel: the checked name has an empty label (A...example.com): result
 *     none, no record to read
 *   - Initial processing / helo-not-fqdn: HELO identity is not a domain name (A2345678): result none, no
 *     record to read
 *   - Initial processing / helo-domain-literal: HELO identity is an address literal: result none, no
 *     record to read
 *   - Initial processing / domain-literal: MAIL FROM domain is an address literal: result none, no
 *     record to read
 *   - Record lookup / spftimeout: needs a DNS timeout (TIMEOUT in the zone data), which a zone file
 *     cannot reproduce
 *   - Record lookup / txttimeout: needs a DNS timeout (TIMEOUT in the zone data), which a zone file
 *     cannot reproduce (temperror)
 *   - Record lookup / nospftxttimeout: needs a DNS timeout (TIMEOUT in the zone data), which a zone file
 *     cannot reproduce (temperror)
 *   - Record lookup / alltimeout: needs a DNS timeout (TIMEOUT in the zone data), which a zone file
 *     cannot reproduce (temperror)
 *   - Selecting records / multispf1: suite allows permerror or fail: the two records are identical and
 *     DNS merges identical records into one
 *   - Record evaluation / invalid-domain-empty-label: suite allows fail or permerror (RFC 7208 leaves a
 *     target with an empty label undefined)
 *   - Record evaluation / invalid-domain-long: suite allows fail or permerror (RFC 7208 leaves a target
 *     with a 64-character label undefined)
 *   - Record evaluation / invalid-domain-long-via-macro: suite allows fail or permerror, and the label
 *     comes from the HELO name through %{H}
 *   - PTR mechanism syntax / ptr-match-ip6: same name and records as ptr-match-implicit (only the client
 *     address or HELO differs)
 *   - A mechanism syntax / a-dual-cidr-ip6-match: same name and records as a-dual-cidr-ip4-match (only
 *     the client address or HELO differs)
 *   - A mechanism syntax / a-multi-ip2: same name and records as a-multi-ip1 (only the client address or
 *     HELO differs)
 *   - A mechanism syntax / a-cidr4-0-ip6: same name and records as a-cidr4-0 (only the client address or
 *     HELO differs)
 *   - A mechanism syntax / a-cidr6-0-ip4mapped: same name and records as a-cidr6-0-ip4 (only the client
 *     address or HELO differs)
 *   - A mechanism syntax / a-cidr6-0-ip6: same name and records as a-cidr6-0-ip4 (only the client
 *     address or HELO differs)
 *   - A mechanism syntax / a-colon-domain-ip4mapped: same name and records as a-colon-domain (only the
 *     client address or HELO differs)
 *   - Include mechanism semantics and syntax / include-temperror: needs a DNS timeout (TIMEOUT in the
 *     zone data), which a zone file cannot reproduce (temperror)
 *   - MX mechanism syntax / mx-multi-ip2: same name and records as mx-multi-ip1 (only the client address
 *     or HELO differs)
 *   - MX mechanism syntax / mx-cidr4-0-ip6: same name and records as mx-cidr4-0 (only the client address
 *     or HELO differs)
 *   - MX mechanism syntax / mx-cidr6-0-ip4mapped: same name and records as mx-cidr6-0-ip4 (only the
 *     client address or HELO differs)
 *   - MX mechanism syntax / mx-cidr6-0-ip6: same name and records as mx-cidr6-0-ip4 (only the client
 *     address or HELO differs)
 *   - MX mechanism syntax / mx-colon-domain-ip4mapped: same name and records as mx-colon-domain (only
 *     the client address or HELO differs)
 *   - EXISTS mechanism syntax / exists-ip6: same name and records as exists-ip4 (only the client address
 *     or HELO differs)
 *   - EXISTS mechanism syntax / exists-dnserr: needs a DNS timeout (TIMEOUT in the zone data), which a
 *     zone file cannot reproduce (temperror)
 *   - IP6 mechanism syntax / cidr6-ip4: same name and records as cidr6-0-ip4 (only the client address or
 *     HELO differs)
 *   - IP6 mechanism syntax / cidr6-0: same name and records as cidr6-0-ip4 (only the client address or
 *     HELO differs)
 *   - IP6 mechanism syntax / cidr6-33-ip4: same name and records as cidr6-33 (only the client address or
 *     HELO differs)
 *   - Semantics of exp and other modifiers / exp-dns-error: needs a DNS timeout (TIMEOUT in the zone
 *     data), which a zone file cannot reproduce (the exp= target times out)
 *   - Macro expansion rules / v-macro-ip6: same name and records as v-macro-ip4 (only the client address
 *     or HELO differs)
 *   - Macro expansion rules / p-macro-ip4-valid: same name and records as p-macro-ip4-novalid (only the
 *     client address or HELO differs)
 *   - Macro expansion rules / p-macro-ip6-novalid: same name and records as p-macro-ip4-novalid (only
 *     the client address or HELO differs)
 *   - Macro expansion rules / p-macro-ip6-valid: same name and records as p-macro-ip4-novalid (only the
 *     client address or HELO differs)
 *   - Macro expansion rules / invalid-hello-macro: same name and records as hello-macro (only the client
 *     address or HELO differs)
 *   - Macro expansion rules / hello-domain-literal: same name and records as hello-macro (only the
 *     client address or HELO differs)
 *   - Macro expansion rules / require-valid-helo: -include:_spfh.%{d2} would include _spfh.co.za once
 *     the names are rewritten (the last two labels): no record there, so the rewritten case would be a
 *     permerror the suite never meant
 *   - Processing limits / redirect-loop: depends on the address: "ip4:1.1.1.1" comes before the looping
 *     redirect=, so 1.1.1.1 passes
 *   - Processing limits / ptr-limit: suite allows neutral or pass (which 10 of 11 PTR records are
 *     tried); depends on the address
 *   - Processing limits / mech-at-limit: depends on the address family: the name has an A but no AAAA
 *     record, so for an IPv6 client each of the five "a" terms is a void lookup, and the third one exceeds
 *     the void limit of two (permerror); IPv4 clients stay at exactly 10 lookups
 *   - Processing limits / mech-over-limit: depends on the address: the 11th lookup term comes after "a"
 *     terms that match the name's own address (1.2.3.20 passes on the first "a")
 *   - Processing limits / include-at-limit: depends on the address: 1.2.3.4 passes on the first "a", but
 *     a client matching nothing reaches "mx" as the 11th lookup (permerror)
 *   - Processing limits / include-over-limit: depends on the address: the 11th lookup comes after "a"
 *     terms that can match (1.2.3.21 passes on the first "a", 1.2.3.10 inside the include)
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
