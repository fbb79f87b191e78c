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
 * (%{d}, %(ir), %{D2}, ...). Explanation texts are not rewritten.
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
}

export const SPF_SUITE_CASES: SpfSuiteCase[] = [
  {
    scenario: 'Initial processing / longlabel',
    spec: '4.3/1',
    domain: 'A12345678901234567890123456789012345678901234567890123456789012.rfc7208-01.co.za',
    records: ['a12345678901234567890123456789012345678901234567890123456789012.rfc7208-01.co.za. TXT "v=spf1 -all"'],
    verdict: 'valid',
    suiteResult: 'fail',
  },
  {
    scenario: 'Initial processing / nolocalpart',
    spec: '4.3/2',
    domain: 'example-net.rfc7208-01.co.za',
    records: [
      'example-net.rfc7208-01.co.za. TXT "v=spf1 -all exp=exp.example-net.rfc7208-01.co.za"',
      'exp.example-net.rfc7208-01.co.za. TXT "%{l}"',
    ],
    verdict: 'valid',
    suiteResult: 'fail',
  },
  {
    scenario: 'Initial processing / non-ascii-policy',
    spec: '3.1/1',
    domain: 'hosed.rfc7208-01.co.za',
    records: ['hosed.rfc7208-01.co.za. TXT "v=spf1 a:\\195\\175\\194\\187\\194\\191garbage.example-net.rfc7208-01.co.za -all"'],
    verdict: 'permerror',
    cause: 'a:\u00ef\u00bb\u00bfgarbage.example-net.rfc7208-01.co.za',
    suiteResult: 'permerror',
  },
  {
    scenario: 'Initial processing / non-ascii-mech',
    spec: '3.1/1',
    domain: 'hosed2.rfc7208-01.co.za',
    records: ['hosed2.rfc7208-01.co.za. TXT "v=spf1 \\194\\128a:example-net.rfc7208-01.co.za -all"'],
    verdict: 'permerror',
    cause: '\u0080a:example-net.rfc7208-01.co.za',
    suiteResult: 'permerror',
  },
  {
    scenario: 'Initial processing / non-ascii-result',
    spec: '3.1/1',
    domain: 'hosed3.rfc7208-01.co.za',
    records: ['hosed3.rfc7208-01.co.za. TXT "v=spf1 a:example-net.rfc7208-01.co.za \\194\\150all"'],
    verdict: 'permerror',
    cause: '\u0096all',
    suiteResult: 'permerror',
  },
  {
    scenario: 'Initial processing / non-ascii-non-spf',
    spec: '4.5/1',
    domain: 'nothosed.rfc7208-01.co.za',
    records: [
      'nothosed.rfc7208-01.co.za. TXT "v=spf1 a:example-net.rfc7208-01.co.za -all"',
      'nothosed.rfc7208-01.co.za. TXT "\\194\\150"',
    ],
    verdict: 'valid',
    suiteResult: 'fail',
  },
  {
    scenario: 'Initial processing / control-char-policy',
    spec: '4.6.1/2',
    domain: 'ctrl.rfc7208-01.co.za',
    records: ['ctrl.rfc7208-01.co.za. TXT "v=spf1 a:ctrl.rfc7208-01.co.za\\013ptr -all"', 'ctrl.rfc7208-01.co.za. A 192.0.2.3'],
    verdict: 'permerror',
    cause: 'a:ctrl.rfc7208-01.co.za\rptr',
    suiteResult: 'permerror',
  },
  {
    scenario: 'Initial processing / two-spaces',
    spec: '4.6.1',
    domain: 'fine.rfc7208-01.co.za',
    records: ['fine.rfc7208-01.co.za. TXT "v=spf1 a  -all"'],
    verdict: 'valid',
    suiteResult: 'fail',
  },
  {
    scenario: 'Initial processing / trailing-space',
    spec: '4.5/2',
    domain: 'trail.rfc7208-01.co.za',
    records: ['trail.rfc7208-01.co.za. TXT "v=spf1 a -all "'],
    verdict: 'valid',
    suiteResult: 'fail',
  },
  // The suite also publishes a TXT record with no strings at all here; a zone file cannot express one
  // (knot refuses `TXT \# 0`), so it is left out.
  {
    scenario: 'Initial processing / null-text',
    spec: '3.3',
    domain: 'null.rfc7208-01.co.za',
    records: ['null.rfc7208-01.co.za. TXT "v=spf1 ip4:" "192.0.2.5 -all"'],
    verdict: 'valid',
    suiteResult: 'pass',
  },
  {
    scenario: 'Initial processing / badip4',
    spec: '4.6.1/2',
    domain: 'badip.rfc7208-01.co.za',
    records: ['badip.rfc7208-01.co.za. TXT "v=spf1 ip4:192.0.2.5\\010 include:spf.protection.outlook-com.rfc7208-01.co.za ~all"'],
    verdict: 'permerror',
    cause: 'ip4:192.0.2.5\n',
    suiteResult: 'permerror',
  },
  // The type-SPF (99) record beside the TXT one is kept as type SPF: RFC 7208 readers ignore it.
  {
    scenario: 'Record lookup / both',
    spec: '4.4/1',
    domain: 'both.rfc7208-02.co.za',
    records: ['both.rfc7208-02.co.za. TXT "v=spf1 -all"', 'both.rfc7208-02.co.za. SPF "v=spf1 -all"'],
    verdict: 'valid',
    suiteResult: 'fail',
  },
  {
    scenario: 'Record lookup / txtonly',
    spec: '4.4/1',
    domain: 'txtonly.rfc7208-02.co.za',
    records: ['txtonly.rfc7208-02.co.za. TXT "v=spf1 -all"'],
    verdict: 'valid',
    suiteResult: 'fail',
  },
  // Only a type-SPF (99) record: no TXT record, so no SPF record (suite result none).
  {
    scenario: 'Record lookup / spfonly',
    spec: '4.4/1',
    domain: 'spfonly.rfc7208-02.co.za',
    records: ['spfonly.rfc7208-02.co.za. SPF "v=spf1 -all"'],
    verdict: 'valid',
    suiteResult: 'none',
  },
  // "v=spf1" "mx" join to "v=spf1mx": not an SPF record (suite result none).
  {
    scenario: 'Selecting records / nospace1',
    spec: '4.5/4',
    domain: 'example2-com.rfc7208-03.co.za',
    records: ['example2-com.rfc7208-03.co.za. TXT "v=spf1" "mx"'],
    verdict: 'valid',
    suiteResult: 'none',
  },
  {
    scenario: 'Selecting records / empty',
    spec: '4.5/4',
    domain: 'example1-com.rfc7208-03.co.za',
    records: ['example1-com.rfc7208-03.co.za. TXT "v=spf1"'],
    verdict: 'valid',
    suiteResult: 'neutral',
  },
  // "v=spf10" is not an SPF record, so only "v=spf1 mx" counts.
  {
    scenario: 'Selecting records / nospace2',
    spec: '4.5/4',
    domain: 'example3-com.rfc7208-03.co.za',
    records: [
      'example3-com.rfc7208-03.co.za. TXT "v=spf10"',
      'example3-com.rfc7208-03.co.za. TXT "v=spf1 mx"',
      'example3-com.rfc7208-03.co.za. MX 0 mail.example1-com.rfc7208-03.co.za.',
      'mail.example1-com.rfc7208-03.co.za. A 1.2.3.4',
    ],
    verdict: 'valid',
    suiteResult: 'pass',
  },
  // The type-SPF (99) record is ignored; the TXT one rules.
  {
    scenario: 'Selecting records / spfoverride',
    spec: '4.5/5',
    domain: 'example4-com.rfc7208-03.co.za',
    records: ['example4-com.rfc7208-03.co.za. SPF "v=spf1 +all"', 'example4-com.rfc7208-03.co.za. TXT "v=spf1 -all"'],
    verdict: 'valid',
    suiteResult: 'fail',
  },
  // Two TXT records start v=spf1 (the type-SPF one is ignored): no single term is at fault, so no cause.
  {
    scenario: 'Selecting records / multitxt1',
    spec: '4.5/5',
    domain: 'example5-com.rfc7208-03.co.za',
    records: [
      'example5-com.rfc7208-03.co.za. SPF "v=spf1 +all"',
      'example5-com.rfc7208-03.co.za. TXT "v=spf1 -all"',
      'example5-com.rfc7208-03.co.za. TXT "v=spf1 +all"',
    ],
    verdict: 'permerror',
    suiteResult: 'permerror',
  },
  // Two records start v=spf1 (the version is case-insensitive): no single term is at fault, so no cause.
  {
    scenario: 'Selecting records / multitxt2',
    spec: '4.5/6',
    domain: 'example6-com.rfc7208-03.co.za',
    records: ['example6-com.rfc7208-03.co.za. TXT "v=spf1 -all"', 'example6-com.rfc7208-03.co.za. TXT "V=sPf1 +all"'],
    verdict: 'permerror',
    suiteResult: 'permerror',
  },
  // Type-SPF (99) records are ignored; the one TXT record rules.
  {
    scenario: 'Selecting records / multispf2',
    spec: '4.5/6',
    domain: 'example8-com.rfc7208-03.co.za',
    records: [
      'example8-com.rfc7208-03.co.za. SPF "V=spf1 -all"',
      'example8-com.rfc7208-03.co.za. SPF "v=spf1 -all"',
      'example8-com.rfc7208-03.co.za. TXT "v=spf1 +all"',
    ],
    verdict: 'valid',
    suiteResult: 'pass',
  },
  // No TXT record at all (suite result none).
  {
    scenario: 'Selecting records / nospf',
    spec: '4.5/7',
    domain: 'mail.example1-com.rfc7208-03.co.za',
    records: ['mail.example1-com.rfc7208-03.co.za. A 1.2.3.4'],
    verdict: 'valid',
    suiteResult: 'none',
  },
  {
    scenario: 'Selecting records / case-insensitive',
    spec: '4.5/6',
    domain: 'example9-com.rfc7208-03.co.za',
    records: ['example9-com.rfc7208-03.co.za. TXT "v=SpF1 ~all"'],
    verdict: 'valid',
    suiteResult: 'softfail',
  },
  {
    scenario: 'Record evaluation / detect-errors-anywhere',
    spec: '4.6',
    domain: 't1.rfc7208-04.co.za',
    records: ['t1.rfc7208-04.co.za. TXT "v=spf1 ip4:1.2.3.4 -all moo"'],
    verdict: 'permerror',
    cause: 'moo',
    suiteResult: 'permerror',
  },
  {
    scenario: 'Record evaluation / modifier-charset-good',
    spec: '4.6.1/2',
    domain: 't2.rfc7208-04.co.za',
    records: ['t2.rfc7208-04.co.za. TXT "v=spf1 moo.cow-far_out=man:dog/cat ip4:1.2.3.4 -all"'],
    verdict: 'valid',
    suiteResult: 'pass',
  },
  {
    scenario: 'Record evaluation / modifier-charset-bad1',
    spec: '4.6.1/4',
    domain: 't3.rfc7208-04.co.za',
    records: ['t3.rfc7208-04.co.za. TXT "v=spf1 moo.cow/far_out=man:dog/cat ip4:1.2.3.4 -all"'],
    verdict: 'permerror',
    cause: 'moo.cow/far_out=man:dog/cat',
    suiteResult: 'permerror',
  },
  {
    scenario: 'Record evaluation / modifier-charset-bad2',
    spec: '4.6.1/4',
    domain: 't4.rfc7208-04.co.za',
    records: ['t4.rfc7208-04.co.za. TXT "v=spf1 moo.cow:far_out=man:dog/cat ip4:1.2.3.4 -all"'],
    verdict: 'permerror',
    cause: 'moo.cow:far_out=man:dog/cat',
    suiteResult: 'permerror',
  },
  // redirect= is ignored because the record has an all term (RFC 7208 6.1), so the self-redirect never
  // loops.
  {
    scenario: 'Record evaluation / redirect-after-mechanisms1',
    spec: '4.6.3',
    domain: 't5.rfc7208-04.co.za',
    records: ['t5.rfc7208-04.co.za. TXT "v=spf1 redirect=t5.rfc7208-04.co.za ~all"'],
    verdict: 'valid',
    suiteResult: 'softfail',
  },
  {
    scenario: 'Record evaluation / redirect-after-mechanisms2',
    spec: '4.6.3',
    domain: 't6.rfc7208-04.co.za',
    records: [
      't6.rfc7208-04.co.za. TXT "v=spf1 ip4:1.2.3.4 redirect=t2.rfc7208-04.co.za"',
      't2.rfc7208-04.co.za. TXT "v=spf1 moo.cow-far_out=man:dog/cat ip4:1.2.3.4 -all"',
    ],
    verdict: 'valid',
    suiteResult: 'fail',
  },
  {
    scenario: 'Record evaluation / default-result',
    spec: '4.7/1',
    domain: 't7.rfc7208-04.co.za',
    records: ['t7.rfc7208-04.co.za. TXT "v=spf1 ip4:1.2.3.4"'],
    verdict: 'valid',
    suiteResult: 'neutral',
  },
  {
    scenario: 'Record evaluation / redirect-is-modifier',
    spec: '4.6.1/4',
    domain: 't8.rfc7208-04.co.za',
    records: ['t8.rfc7208-04.co.za. TXT "v=spf1 ip4:1.2.3.4 redirect:t2.rfc7208-04.co.za"'],
    verdict: 'permerror',
    cause: 'redirect:t2.rfc7208-04.co.za',
    suiteResult: 'permerror',
  },
  {
    scenario: 'Record evaluation / invalid-domain',
    spec: '7.1/2',
    domain: 't9.rfc7208-04.co.za',
    records: ['t9.rfc7208-04.co.za. TXT "v=spf1 a:foo-bar -all"'],
    verdict: 'permerror',
    cause: 'a:foo-bar',
    suiteResult: 'permerror',
  },
  {
    scenario: 'ALL mechanism syntax / all-dot',
    spec: '5.1/1',
    domain: 'e1.rfc7208-05.co.za',
    records: ['e1.rfc7208-05.co.za. TXT "v=spf1 -all."'],
    verdict: 'permerror',
    cause: '-all.',
    suiteResult: 'permerror',
  },
  {
    scenario: 'ALL mechanism syntax / all-arg',
    spec: '5.1/1',
    domain: 'e2.rfc7208-05.co.za',
    records: ['e2.rfc7208-05.co.za. TXT "v=spf1 -all:foobar"'],
    verdict: 'permerror',
    cause: '-all:foobar',
    suiteResult: 'permerror',
  },
  {
    scenario: 'ALL mechanism syntax / all-cidr',
    spec: '5.1/1',
    domain: 'e3.rfc7208-05.co.za',
    records: ['e3.rfc7208-05.co.za. TXT "v=spf1 -all/8"'],
    verdict: 'permerror',
    cause: '-all/8',
    suiteResult: 'permerror',
  },
  {
    scenario: 'ALL mechanism syntax / all-neutral',
    spec: '5.1/1',
    domain: 'e4.rfc7208-05.co.za',
    records: ['e4.rfc7208-05.co.za. TXT "v=spf1 ?all"'],
    verdict: 'valid',
    suiteResult: 'neutral',
  },
  {
    scenario: 'ALL mechanism syntax / all-double',
    spec: '5.1/1',
    domain: 'e5.rfc7208-05.co.za',
    records: ['e5.rfc7208-05.co.za. TXT "v=spf1 all -all"'],
    verdict: 'valid',
    suiteResult: 'pass',
  },
  {
    scenario: 'PTR mechanism syntax / ptr-cidr',
    spec: '5.5/2',
    domain: 'e1.rfc7208-06.co.za',
    records: ['e1.rfc7208-06.co.za. TXT "v=spf1 ptr/0 -all"'],
    verdict: 'permerror',
    cause: 'ptr/0',
    suiteResult: 'permerror',
  },
  {
    scenario: 'PTR mechanism syntax / ptr-match-target',
    spec: '5.5/5',
    domain: 'e2.rfc7208-06.co.za',
    records: ['e2.rfc7208-06.co.za. TXT "v=spf1 ptr:rfc7208-06.co.za -all"'],
    verdict: 'valid',
    suiteResult: 'pass',
  },
  {
    scenario: 'PTR mechanism syntax / ptr-match-implicit',
    spec: '5.5/5',
    domain: 'e3.rfc7208-06.co.za',
    records: [
      'e3.rfc7208-06.co.za. TXT "v=spf1 ptr -all"',
      'e3.rfc7208-06.co.za. A 1.2.3.4',
      'e3.rfc7208-06.co.za. AAAA CAFE:BABE::1',
    ],
    verdict: 'valid',
    suiteResult: 'pass',
  },
  {
    scenario: 'PTR mechanism syntax / ptr-nomatch-invalid',
    spec: '5.5/5',
    domain: 'e4.rfc7208-06.co.za',
    records: ['e4.rfc7208-06.co.za. TXT "v=spf1 ptr -all"'],
    verdict: 'valid',
    suiteResult: 'fail',
  },
  {
    scenario: 'PTR mechanism syntax / ptr-empty-domain',
    spec: '5.5/2',
    domain: 'e5.rfc7208-06.co.za',
    records: ['e5.rfc7208-06.co.za. TXT "v=spf1 ptr:"'],
    verdict: 'permerror',
    cause: 'ptr:',
    suiteResult: 'permerror',
  },
  {
    scenario: 'PTR mechanism syntax / ptr-case-change',
    spec: '5.5/2',
    domain: 'e6.rfc7208-06.co.za',
    records: ['e6.rfc7208-06.co.za. TXT "v=spf1 ptr:rfc7208-06.co.za -all"'],
    verdict: 'valid',
    suiteResult: 'pass',
  },
  {
    scenario: 'PTR mechanism syntax / ptr-cname-loop',
    spec: '5.5/7',
    domain: 'loop.rfc7208-06.co.za',
    records: ['loop.rfc7208-06.co.za. TXT "v=spf1 ptr"'],
    verdict: 'valid',
    suiteResult: 'neutral',
  },
  {
    scenario: 'A mechanism syntax / a-cidr6',
    spec: '5.3/2',
    domain: 'e6.rfc7208-07.co.za',
    records: ['e6.rfc7208-07.co.za. TXT "v=spf1 a//33 -all"'],
    verdict: 'valid',
    suiteResult: 'fail',
  },
  {
    scenario: 'A mechanism syntax / a-bad-cidr4',
    spec: '5.3/2',
    domain: 'e6a.rfc7208-07.co.za',
    records: ['e6a.rfc7208-07.co.za. TXT "v=spf1 a/33 -all"'],
    verdict: 'permerror',
    cause: 'a/33',
    suiteResult: 'permerror',
  },
  {
    scenario: 'A mechanism syntax / a-bad-cidr6',
    spec: '5.3/2',
    domain: 'e7.rfc7208-07.co.za',
    records: ['e7.rfc7208-07.co.za. TXT "v=spf1 a//129 -all"'],
    verdict: 'permerror',
    cause: 'a//129',
    suiteResult: 'permerror',
  },
  {
    scenario: 'A mechanism syntax / a-dual-cidr-ip4-match',
    spec: '5.3/2',
    domain: 'e8.rfc7208-07.co.za',
    records: [
      'e8.rfc7208-07.co.za. A 1.2.3.5',
      'e8.rfc7208-07.co.za. AAAA 2001:db8:1234::dead:beef',
      'e8.rfc7208-07.co.za. TXT "v=spf1 a/24//64 -all"',
    ],
    verdict: 'valid',
    suiteResult: 'pass',
  },
  {
    scenario: 'A mechanism syntax / a-dual-cidr-ip4-err',
    spec: '5.3/2',
    domain: 'e8e.rfc7208-07.co.za',
    records: [
      'e8e.rfc7208-07.co.za. A 1.2.3.5',
      'e8e.rfc7208-07.co.za. AAAA 2001:db8:1234::dead:beef',
      'e8e.rfc7208-07.co.za. TXT "v=spf1 a/24/64 -all"',
    ],
    verdict: 'permerror',
    cause: 'a/24/64',
    suiteResult: 'permerror',
  },
  {
    scenario: 'A mechanism syntax / a-dual-cidr-ip4-default',
    spec: '5.3/2',
    domain: 'e8b.rfc7208-07.co.za',
    records: [
      'e8b.rfc7208-07.co.za. A 1.2.3.5',
      'e8b.rfc7208-07.co.za. AAAA 2001:db8:1234::dead:beef',
      'e8b.rfc7208-07.co.za. TXT "v=spf1 a//64 -all"',
    ],
    verdict: 'valid',
    suiteResult: 'fail',
  },
  {
    scenario: 'A mechanism syntax / a-dual-cidr-ip6-default',
    spec: '5.3/2',
    domain: 'e8a.rfc7208-07.co.za',
    records: [
      'e8a.rfc7208-07.co.za. A 1.2.3.5',
      'e8a.rfc7208-07.co.za. AAAA 2001:db8:1234::dead:beef',
      'e8a.rfc7208-07.co.za. TXT "v=spf1 a/24 -all"',
    ],
    verdict: 'valid',
    suiteResult: 'fail',
  },
  {
    scenario: 'A mechanism syntax / a-multi-ip1',
    spec: '5.3/3',
    domain: 'e10.rfc7208-07.co.za',
    records: [
      'e10.rfc7208-07.co.za. TXT "v=spf1 a:foo.rfc7208-07.co.za/24"',
      'foo.rfc7208-07.co.za. A 1.1.1.1',
      'foo.rfc7208-07.co.za. A 1.2.3.5',
    ],
    verdict: 'valid',
    suiteResult: 'pass',
  },
  {
    scenario: 'A mechanism syntax / a-bad-domain',
    spec: '7.1/2',
    domain: 'e9.rfc7208-07.co.za',
    records: ['e9.rfc7208-07.co.za. TXT "v=spf1 a:rfc7208-07.co.za:8080"'],
    verdict: 'permerror',
    cause: 'a:rfc7208-07.co.za:8080',
    suiteResult: 'permerror',
  },
  {
    scenario: 'A mechanism syntax / a-nxdomain',
    spec: '5.3/3',
    domain: 'e1.rfc7208-07.co.za',
    records: ['e1.rfc7208-07.co.za. TXT "v=spf1 a/0 -all"'],
    verdict: 'valid',
    suiteResult: 'fail',
  },
  {
    scenario: 'A mechanism syntax / a-cidr4-0',
    spec: '5.3/3',
    domain: 'e2.rfc7208-07.co.za',
    records: [
      'e2.rfc7208-07.co.za. A 1.1.1.1',
      'e2.rfc7208-07.co.za. AAAA 1234::2',
      'e2.rfc7208-07.co.za. TXT "v=spf1 a/0 -all"',
    ],
    verdict: 'valid',
    suiteResult: 'pass',
  },
  {
    scenario: 'A mechanism syntax / a-cidr6-0-ip4',
    spec: '5.3/3',
    domain: 'e2a.rfc7208-07.co.za',
    records: ['e2a.rfc7208-07.co.za. AAAA 1234::1', 'e2a.rfc7208-07.co.za. TXT "v=spf1 a//0 -all"'],
    verdict: 'valid',
    suiteResult: 'fail',
  },
  {
    scenario: 'A mechanism syntax / a-ip6-dualstack',
    spec: '5.3/3',
    domain: 'ipv6.rfc7208-07.co.za',
    records: [
      'ipv6.rfc7208-07.co.za. AAAA 1234::1',
      'ipv6.rfc7208-07.co.za. A 1.1.1.1',
      'ipv6.rfc7208-07.co.za. TXT "v=spf1 a -all"',
    ],
    verdict: 'valid',
    suiteResult: 'pass',
  },
  {
    scenario: 'A mechanism syntax / a-cidr6-0-nxdomain',
    spec: '5.3/3',
    domain: 'e2b.rfc7208-07.co.za',
    records: ['e2b.rfc7208-07.co.za. A 1.1.1.1', 'e2b.rfc7208-07.co.za. TXT "v=spf1 a//0 -all"'],
    verdict: 'valid',
    suiteResult: 'fail',
  },
  {
    scenario: 'A mechanism syntax / a-null',
    spec: '7.1/2',
    domain: 'e3.rfc7208-07.co.za',
    records: ['e3.rfc7208-07.co.za. TXT "v=spf1 a:foo.rfc7208-07.co.za\\000"'],
    verdict: 'permerror',
    cause: 'a:foo.rfc7208-07.co.za\u0000',
    suiteResult: 'permerror',
  },
  {
    scenario: 'A mechanism syntax / a-numeric',
    spec: '7.1/2',
    domain: 'e4.rfc7208-07.co.za',
    records: ['e4.rfc7208-07.co.za. TXT "v=spf1 a:111.222.33.44"'],
    verdict: 'permerror',
    cause: 'a:111.222.33.44',
    suiteResult: 'permerror',
  },
  {
    scenario: 'A mechanism syntax / a-numeric-toplabel',
    spec: '7.1/2',
    domain: 'e5.rfc7208-07.co.za',
    records: ['e5.rfc7208-07.co.za. TXT "v=spf1 a:abc.123"'],
    verdict: 'permerror',
    cause: 'a:abc.123',
    suiteResult: 'permerror',
  },
  // foo.example.xn--zckzah is kept as the suite wrote it (its dashed top label is the point); its A
  // record (1.2.3.4) lies outside the lab's zones and is left out, so in the lab the a: term finds
  // nothing.
  {
    scenario: 'A mechanism syntax / a-dash-in-toplabel',
    spec: '7.1/2',
    domain: 'e14.rfc7208-07.co.za',
    records: ['e14.rfc7208-07.co.za. TXT "v=spf1 a:foo.example.xn--zckzah -all"'],
    verdict: 'valid',
    suiteResult: 'pass',
  },
  {
    scenario: 'A mechanism syntax / a-bad-toplabel',
    spec: '7.1/2',
    domain: 'e12.rfc7208-07.co.za',
    records: ['e12.rfc7208-07.co.za. TXT "v=spf1 a:example.-com"'],
    verdict: 'permerror',
    cause: 'a:example.-com',
    suiteResult: 'permerror',
  },
  {
    scenario: 'A mechanism syntax / a-only-toplabel',
    spec: '7.1/2',
    domain: 'e5a.rfc7208-07.co.za',
    records: ['e5a.rfc7208-07.co.za. TXT "v=spf1 a:museum"'],
    verdict: 'permerror',
    cause: 'a:museum',
    suiteResult: 'permerror',
  },
  {
    scenario: 'A mechanism syntax / a-only-toplabel-trailing-dot',
    spec: '7.1/2',
    domain: 'e5b.rfc7208-07.co.za',
    records: ['e5b.rfc7208-07.co.za. TXT "v=spf1 a:museum."'],
    verdict: 'permerror',
    cause: 'a:museum.',
    suiteResult: 'permerror',
  },
  {
    scenario: 'A mechanism syntax / a-colon-domain',
    spec: '7.1/2',
    domain: 'e11.rfc7208-07.co.za',
    records: [
      'e11.rfc7208-07.co.za. TXT "v=spf1 a:foo:bar/baz.rfc7208-07.co.za"',
      'foo\\058bar\\047baz.rfc7208-07.co.za. A 1.2.3.4',
    ],
    verdict: 'valid',
    suiteResult: 'pass',
  },
  {
    scenario: 'A mechanism syntax / a-empty-domain',
    spec: '5.3/2',
    domain: 'e13.rfc7208-07.co.za',
    records: ['e13.rfc7208-07.co.za. TXT "v=spf1 a:"'],
    verdict: 'permerror',
    cause: 'a:',
    suiteResult: 'permerror',
  },
  {
    scenario: 'Include mechanism semantics and syntax / include-fail',
    spec: '5.2/9',
    domain: 'e1.rfc7208-08.co.za',
    records: [
      'e1.rfc7208-08.co.za. TXT "v=spf1 include:ip5.rfc7208-08.co.za ~all"',
      'ip5.rfc7208-08.co.za. TXT "v=spf1 ip4:1.2.3.5 -all"',
    ],
    verdict: 'valid',
    suiteResult: 'softfail',
  },
  {
    scenario: 'Include mechanism semantics and syntax / include-softfail',
    spec: '5.2/9',
    domain: 'e2.rfc7208-08.co.za',
    records: [
      'e2.rfc7208-08.co.za. TXT "v=spf1 include:ip6.rfc7208-08.co.za all"',
      'ip6.rfc7208-08.co.za. TXT "v=spf1 ip4:1.2.3.6 ~all"',
    ],
    verdict: 'valid',
    suiteResult: 'pass',
  },
  {
    scenario: 'Include mechanism semantics and syntax / include-neutral',
    spec: '5.2/9',
    domain: 'e3.rfc7208-08.co.za',
    records: [
      'e3.rfc7208-08.co.za. TXT "v=spf1 include:ip7.rfc7208-08.co.za -all"',
      'ip7.rfc7208-08.co.za. TXT "v=spf1 ip4:1.2.3.7 ?all"',
    ],
    verdict: 'valid',
    suiteResult: 'fail',
  },
  // The record itself is fine; its first term includes e6, whose record has the bare "include" syntax
  // error.
  {
    scenario: 'Include mechanism semantics and syntax / include-permerror',
    spec: '5.2/9',
    domain: 'e5.rfc7208-08.co.za',
    records: [
      'e5.rfc7208-08.co.za. TXT "v=spf1 include:e6.rfc7208-08.co.za -all"',
      'e6.rfc7208-08.co.za. TXT "v=spf1 include +all"',
    ],
    verdict: 'permerror',
    cause: 'include',
    suiteResult: 'permerror',
  },
  {
    scenario: 'Include mechanism semantics and syntax / include-syntax-error',
    spec: '5.2/1',
    domain: 'e6.rfc7208-08.co.za',
    records: ['e6.rfc7208-08.co.za. TXT "v=spf1 include +all"'],
    verdict: 'permerror',
    cause: 'include',
    suiteResult: 'permerror',
  },
  {
    scenario: 'Include mechanism semantics and syntax / include-cidr',
    spec: '5.2/1',
    domain: 'e9.rfc7208-08.co.za',
    records: ['e9.rfc7208-08.co.za. TXT "v=spf1 include:ip5.rfc7208-08.co.za/24 -all"'],
    verdict: 'permerror',
    cause: 'include:ip5.rfc7208-08.co.za/24',
    suiteResult: 'permerror',
  },
  // The first term includes a name whose only TXT record is not an SPF record.
  {
    scenario: 'Include mechanism semantics and syntax / include-none',
    spec: '5.2/9',
    domain: 'e7.rfc7208-08.co.za',
    records: [
      'e7.rfc7208-08.co.za. TXT "v=spf1 include:erehwon.rfc7208-08.co.za -all"',
      'erehwon.rfc7208-08.co.za. TXT "v=spfl am not an SPF record"',
    ],
    verdict: 'permerror',
    cause: 'include:erehwon.rfc7208-08.co.za',
    suiteResult: 'permerror',
  },
  {
    scenario: 'Include mechanism semantics and syntax / include-empty-domain',
    spec: '5.2/1',
    domain: 'e8.rfc7208-08.co.za',
    records: ['e8.rfc7208-08.co.za. TXT "v=spf1 include: -all"'],
    verdict: 'permerror',
    cause: 'include:',
    suiteResult: 'permerror',
  },
  {
    scenario: 'MX mechanism syntax / mx-cidr6',
    spec: '5.4/2',
    domain: 'e6.rfc7208-09.co.za',
    records: ['e6.rfc7208-09.co.za. TXT "v=spf1 mx//33 -all"'],
    verdict: 'valid',
    suiteResult: 'fail',
  },
  {
    scenario: 'MX mechanism syntax / mx-bad-cidr4',
    spec: '5.4/2',
    domain: 'e6a.rfc7208-09.co.za',
    records: ['e6a.rfc7208-09.co.za. TXT "v=spf1 mx/33 -all"'],
    verdict: 'permerror',
    cause: 'mx/33',
    suiteResult: 'permerror',
  },
  {
    scenario: 'MX mechanism syntax / mx-bad-cidr6',
    spec: '5.4/2',
    domain: 'e7.rfc7208-09.co.za',
    records: ['e7.rfc7208-09.co.za. TXT "v=spf1 mx//129 -all"'],
    verdict: 'permerror',
    cause: 'mx//129',
    suiteResult: 'permerror',
  },
  {
    scenario: 'MX mechanism syntax / mx-multi-ip1',
    spec: '5.4/3',
    domain: 'e10.rfc7208-09.co.za',
    records: [
      'e10.rfc7208-09.co.za. TXT "v=spf1 mx:foo.rfc7208-09.co.za/24"',
      'foo.rfc7208-09.co.za. MX 0 foo1.rfc7208-09.co.za.',
      'foo1.rfc7208-09.co.za. A 1.1.1.1',
      'foo1.rfc7208-09.co.za. A 1.2.3.5',
    ],
    verdict: 'valid',
    suiteResult: 'pass',
  },
  {
    scenario: 'MX mechanism syntax / mx-bad-domain',
    spec: '7.1/2',
    domain: 'e9.rfc7208-09.co.za',
    records: ['e9.rfc7208-09.co.za. TXT "v=spf1 mx:rfc7208-09.co.za:8080"'],
    verdict: 'permerror',
    cause: 'mx:rfc7208-09.co.za:8080',
    suiteResult: 'permerror',
  },
  {
    scenario: 'MX mechanism syntax / mx-nxdomain',
    spec: '5.4/3',
    domain: 'e1.rfc7208-09.co.za',
    records: ['e1.rfc7208-09.co.za. TXT "v=spf1 mx/0 -all"', 'e1.rfc7208-09.co.za. MX 0 e1.rfc7208-09.co.za.'],
    verdict: 'valid',
    suiteResult: 'fail',
  },
  {
    scenario: 'MX mechanism syntax / mx-cidr4-0',
    spec: '5.4/3',
    domain: 'e2.rfc7208-09.co.za',
    records: [
      'e2.rfc7208-09.co.za. A 1.1.1.1',
      'e2.rfc7208-09.co.za. AAAA 1234::2',
      'e2.rfc7208-09.co.za. MX 0 e2.rfc7208-09.co.za.',
      'e2.rfc7208-09.co.za. TXT "v=spf1 mx/0 -all"',
    ],
    verdict: 'valid',
    suiteResult: 'pass',
  },
  {
    scenario: 'MX mechanism syntax / mx-cidr6-0-ip4',
    spec: '5.4/3',
    domain: 'e2a.rfc7208-09.co.za',
    records: [
      'e2a.rfc7208-09.co.za. AAAA 1234::1',
      'e2a.rfc7208-09.co.za. MX 0 e2a.rfc7208-09.co.za.',
      'e2a.rfc7208-09.co.za. TXT "v=spf1 mx//0 -all"',
    ],
    verdict: 'valid',
    suiteResult: 'fail',
  },
  {
    scenario: 'MX mechanism syntax / mx-cidr6-0-nxdomain',
    spec: '5.4/3',
    domain: 'e2b.rfc7208-09.co.za',
    records: [
      'e2b.rfc7208-09.co.za. A 1.1.1.1',
      'e2b.rfc7208-09.co.za. MX 0 e2b.rfc7208-09.co.za.',
      'e2b.rfc7208-09.co.za. TXT "v=spf1 mx//0 -all"',
    ],
    verdict: 'valid',
    suiteResult: 'fail',
  },
  {
    scenario: 'MX mechanism syntax / mx-null',
    spec: '7.1/2',
    domain: 'e3.rfc7208-09.co.za',
    records: ['e3.rfc7208-09.co.za. TXT "v=spf1 mx:foo.rfc7208-09.co.za\\000"'],
    verdict: 'permerror',
    cause: 'mx:foo.rfc7208-09.co.za\u0000',
    suiteResult: 'permerror',
  },
  {
    scenario: 'MX mechanism syntax / mx-numeric-top-label',
    spec: '7.1/2',
    domain: 'e5.rfc7208-09.co.za',
    records: ['e5.rfc7208-09.co.za. TXT "v=spf1 mx:abc.123"'],
    verdict: 'permerror',
    cause: 'mx:abc.123',
    suiteResult: 'permerror',
  },
  {
    scenario: 'MX mechanism syntax / mx-colon-domain',
    spec: '7.1/2',
    domain: 'e11.rfc7208-09.co.za',
    records: [
      'e11.rfc7208-09.co.za. TXT "v=spf1 mx:foo:bar/baz.rfc7208-09.co.za"',
      'foo\\058bar\\047baz.rfc7208-09.co.za. MX 0 foo\\058bar\\047baz.rfc7208-09.co.za.',
      'foo\\058bar\\047baz.rfc7208-09.co.za. A 1.2.3.4',
    ],
    verdict: 'valid',
    suiteResult: 'pass',
  },
  {
    scenario: 'MX mechanism syntax / mx-bad-toplab',
    spec: '7.1/2',
    domain: 'e12.rfc7208-09.co.za',
    records: ['e12.rfc7208-09.co.za. TXT "v=spf1 mx:example.-com"'],
    verdict: 'permerror',
    cause: 'mx:example.-com',
    suiteResult: 'permerror',
  },
  // Checked as the HELO name (empty MAIL FROM); its MX is a null MX (RFC 7505, "MX 0 .").
  {
    scenario: 'MX mechanism syntax / mx-empty',
    spec: '5.4/3',
    domain: 'mail.rfc7208-09.co.za',
    records: ['mail.rfc7208-09.co.za. A 1.2.3.4', 'mail.rfc7208-09.co.za. MX 0 .', 'mail.rfc7208-09.co.za. TXT "v=spf1 mx"'],
    verdict: 'valid',
    suiteResult: 'neutral',
  },
  {
    scenario: 'MX mechanism syntax / mx-implicit',
    spec: '5.4/4',
    domain: 'e4.rfc7208-09.co.za',
    records: ['e4.rfc7208-09.co.za. TXT "v=spf1 mx"', 'e4.rfc7208-09.co.za. A 1.2.3.4'],
    verdict: 'valid',
    suiteResult: 'neutral',
  },
  {
    scenario: 'MX mechanism syntax / mx-empty-domain',
    spec: '5.2/1',
    domain: 'e13.rfc7208-09.co.za',
    records: ['e13.rfc7208-09.co.za. TXT "v=spf1 mx: -all"'],
    verdict: 'permerror',
    cause: 'mx:',
    suiteResult: 'permerror',
  },
  {
    scenario: 'EXISTS mechanism syntax / exists-empty-domain',
    spec: '5.7/2',
    domain: 'e1.rfc7208-10.co.za',
    records: ['e1.rfc7208-10.co.za. TXT "v=spf1 exists:"'],
    verdict: 'permerror',
    cause: 'exists:',
    suiteResult: 'permerror',
  },
  {
    scenario: 'EXISTS mechanism syntax / exists-implicit',
    spec: '5.7/2',
    domain: 'e2.rfc7208-10.co.za',
    records: ['e2.rfc7208-10.co.za. TXT "v=spf1 exists"'],
    verdict: 'permerror',
    cause: 'exists',
    suiteResult: 'permerror',
  },
  {
    scenario: 'EXISTS mechanism syntax / exists-cidr',
    spec: '5.7/2',
    domain: 'e3.rfc7208-10.co.za',
    records: ['e3.rfc7208-10.co.za. TXT "v=spf1 exists:mail.rfc7208-10.co.za/24"'],
    verdict: 'permerror',
    cause: 'exists:mail.rfc7208-10.co.za/24',
    suiteResult: 'permerror',
  },
  {
    scenario: 'EXISTS mechanism syntax / exists-ip4',
    spec: '5.7/3',
    domain: 'e4.rfc7208-10.co.za',
    records: ['e4.rfc7208-10.co.za. TXT "v=spf1 exists:mail.rfc7208-10.co.za"', 'mail.rfc7208-10.co.za. A 1.2.3.4'],
    verdict: 'valid',
    suiteResult: 'pass',
  },
  {
    scenario: 'EXISTS mechanism syntax / exists-ip6only',
    spec: '5.7/3',
    domain: 'e5.rfc7208-10.co.za',
    records: ['e5.rfc7208-10.co.za. TXT "v=spf1 exists:mail6.rfc7208-10.co.za -all"'],
    verdict: 'valid',
    suiteResult: 'fail',
  },
  {
    scenario: 'IP4 mechanism syntax / cidr4-0',
    spec: '5.6/2',
    domain: 'e1.rfc7208-11.co.za',
    records: ['e1.rfc7208-11.co.za. TXT "v=spf1 ip4:1.1.1.1/0 -all"'],
    verdict: 'valid',
    suiteResult: 'pass',
  },
  {
    scenario: 'IP4 mechanism syntax / cidr4-32',
    spec: '5.6/2',
    domain: 'e2.rfc7208-11.co.za',
    records: ['e2.rfc7208-11.co.za. TXT "v=spf1 ip4:1.2.3.4/32 -all"'],
    verdict: 'valid',
    suiteResult: 'pass',
  },
  {
    scenario: 'IP4 mechanism syntax / cidr4-33',
    spec: '5.6/2',
    domain: 'e3.rfc7208-11.co.za',
    records: ['e3.rfc7208-11.co.za. TXT "v=spf1 ip4:1.2.3.4/33 -all"'],
    verdict: 'permerror',
    cause: 'ip4:1.2.3.4/33',
    suiteResult: 'permerror',
  },
  {
    scenario: 'IP4 mechanism syntax / cidr4-032',
    spec: '5.6/2',
    domain: 'e4.rfc7208-11.co.za',
    records: ['e4.rfc7208-11.co.za. TXT "v=spf1 ip4:1.2.3.4/032 -all"'],
    verdict: 'permerror',
    cause: 'ip4:1.2.3.4/032',
    suiteResult: 'permerror',
  },
  {
    scenario: 'IP4 mechanism syntax / bare-ip4',
    spec: '5.6/2',
    domain: 'e5.rfc7208-11.co.za',
    records: ['e5.rfc7208-11.co.za. TXT "v=spf1 ip4"'],
    verdict: 'permerror',
    cause: 'ip4',
    suiteResult: 'permerror',
  },
  {
    scenario: 'IP4 mechanism syntax / bad-ip4-port',
    spec: '5.6/2',
    domain: 'e8.rfc7208-11.co.za',
    records: ['e8.rfc7208-11.co.za. TXT "v=spf1 ip4:1.2.3.4:8080"'],
    verdict: 'permerror',
    cause: 'ip4:1.2.3.4:8080',
    suiteResult: 'permerror',
  },
  {
    scenario: 'IP4 mechanism syntax / bad-ip4-short',
    spec: '5.6/4',
    domain: 'e9.rfc7208-11.co.za',
    records: ['e9.rfc7208-11.co.za. TXT "v=spf1 ip4:1.2.3"'],
    verdict: 'permerror',
    cause: 'ip4:1.2.3',
    suiteResult: 'permerror',
  },
  {
    scenario: 'IP4 mechanism syntax / ip4-dual-cidr',
    spec: '5.6/2',
    domain: 'e6.rfc7208-11.co.za',
    records: ['e6.rfc7208-11.co.za. TXT "v=spf1 ip4:1.2.3.4//32"'],
    verdict: 'permerror',
    cause: 'ip4:1.2.3.4//32',
    suiteResult: 'permerror',
  },
  {
    scenario: 'IP4 mechanism syntax / ip4-mapped-ip6',
    spec: '5/9/2',
    domain: 'e7.rfc7208-11.co.za',
    records: ['e7.rfc7208-11.co.za. TXT "v=spf1 -ip4:1.2.3.4 ip6:::FFFF:1.2.3.4"'],
    verdict: 'valid',
    suiteResult: 'fail',
  },
  {
    scenario: 'IP6 mechanism syntax / bare-ip6',
    spec: '5.6/2',
    domain: 'e1.rfc7208-12.co.za',
    records: ['e1.rfc7208-12.co.za. TXT "v=spf1 -all ip6"'],
    verdict: 'permerror',
    cause: 'ip6',
    suiteResult: 'permerror',
  },
  {
    scenario: 'IP6 mechanism syntax / cidr6-0-ip4',
    spec: '5/9/2',
    domain: 'e2.rfc7208-12.co.za',
    records: ['e2.rfc7208-12.co.za. TXT "v=spf1 ip6:::1.1.1.1/0"'],
    verdict: 'valid',
    suiteResult: 'neutral',
  },
  {
    scenario: 'IP6 mechanism syntax / cidr6-129',
    spec: '5.6/2',
    domain: 'e3.rfc7208-12.co.za',
    records: ['e3.rfc7208-12.co.za. TXT "v=spf1 ip6:::1.1.1.1/129"'],
    verdict: 'permerror',
    cause: 'ip6:::1.1.1.1/129',
    suiteResult: 'permerror',
  },
  {
    scenario: 'IP6 mechanism syntax / cidr6-bad',
    spec: '5.6/2',
    domain: 'e4.rfc7208-12.co.za',
    records: ['e4.rfc7208-12.co.za. TXT "v=spf1 ip6:::1.1.1.1//33"'],
    verdict: 'permerror',
    cause: 'ip6:::1.1.1.1//33',
    suiteResult: 'permerror',
  },
  {
    scenario: 'IP6 mechanism syntax / cidr6-33',
    spec: '5.6/2',
    domain: 'e5.rfc7208-12.co.za',
    records: ['e5.rfc7208-12.co.za. TXT "v=spf1 ip6:Cafe:Babe:8000::/33"'],
    verdict: 'valid',
    suiteResult: 'pass',
  },
  {
    scenario: 'IP6 mechanism syntax / ip6-bad1',
    spec: '5.6/2',
    domain: 'e6.rfc7208-12.co.za',
    records: ['e6.rfc7208-12.co.za. TXT "v=spf1 ip6::CAFE::BABE"'],
    verdict: 'permerror',
    cause: 'ip6::CAFE::BABE',
    suiteResult: 'permerror',
  },
  // The redirect is the only term, and its target publishes no SPF record.
  {
    scenario: 'Semantics of exp and other modifiers / redirect-none',
    spec: '6.1/4',
    domain: 'e10.rfc7208-13.co.za',
    records: ['e10.rfc7208-13.co.za. TXT "v=spf1 redirect=erehwon.rfc7208-13.co.za"'],
    verdict: 'permerror',
    cause: 'redirect=erehwon.rfc7208-13.co.za',
    suiteResult: 'permerror',
  },
  {
    scenario: 'Semantics of exp and other modifiers / redirect-cancels-exp',
    spec: '6.2/13',
    domain: 'e1.rfc7208-13.co.za',
    records: [
      'e1.rfc7208-13.co.za. TXT "v=spf1 exp=exp1.rfc7208-13.co.za redirect=e2.rfc7208-13.co.za"',
      'exp1.rfc7208-13.co.za. TXT "No-see-um"',
      'e2.rfc7208-13.co.za. TXT "v=spf1 -all"',
    ],
    verdict: 'valid',
    suiteResult: 'fail',
  },
  {
    scenario: 'Semantics of exp and other modifiers / redirect-syntax-error',
    spec: '6.1/2',
    domain: 'e17.rfc7208-13.co.za',
    records: ['e17.rfc7208-13.co.za. TXT "v=spf1 redirect=-all ?all"'],
    verdict: 'permerror',
    cause: 'redirect=-all',
    suiteResult: 'permerror',
  },
  {
    scenario: 'Semantics of exp and other modifiers / include-ignores-exp',
    spec: '6.2/13',
    domain: 'e7.rfc7208-13.co.za',
    records: [
      'e7.rfc7208-13.co.za. TXT "v=spf1 include:e3.rfc7208-13.co.za -all exp=exp3.rfc7208-13.co.za"',
      'e3.rfc7208-13.co.za. TXT "v=spf1 exp=exp1.rfc7208-13.co.za redirect=e4.rfc7208-13.co.za"',
      'exp1.rfc7208-13.co.za. TXT "No-see-um"',
      'e4.rfc7208-13.co.za. TXT "v=spf1 -all exp=exp2.rfc7208-13.co.za"',
      'exp2.rfc7208-13.co.za. TXT "See me."',
      'exp3.rfc7208-13.co.za. TXT "Correct!"',
    ],
    verdict: 'valid',
    suiteResult: 'fail',
  },
  {
    scenario: 'Semantics of exp and other modifiers / redirect-cancels-prior-exp',
    spec: '6.2/13',
    domain: 'e3.rfc7208-13.co.za',
    records: [
      'e3.rfc7208-13.co.za. TXT "v=spf1 exp=exp1.rfc7208-13.co.za redirect=e4.rfc7208-13.co.za"',
      'exp1.rfc7208-13.co.za. TXT "No-see-um"',
      'e4.rfc7208-13.co.za. TXT "v=spf1 -all exp=exp2.rfc7208-13.co.za"',
      'exp2.rfc7208-13.co.za. TXT "See me."',
    ],
    verdict: 'valid',
    suiteResult: 'fail',
  },
  {
    scenario: 'Semantics of exp and other modifiers / invalid-modifier',
    spec: 'A/3',
    domain: 'e5.rfc7208-13.co.za',
    records: ['e5.rfc7208-13.co.za. TXT "v=spf1 1up=foo"'],
    verdict: 'permerror',
    cause: '1up=foo',
    suiteResult: 'permerror',
  },
  {
    scenario: 'Semantics of exp and other modifiers / empty-modifier-name',
    spec: 'A/3',
    domain: 'e6.rfc7208-13.co.za',
    records: ['e6.rfc7208-13.co.za. TXT "v=spf1 =all"'],
    verdict: 'permerror',
    cause: '=all',
    suiteResult: 'permerror',
  },
  {
    scenario: 'Semantics of exp and other modifiers / dorky-sentinel',
    spec: '7.1/6',
    domain: 'e8.rfc7208-13.co.za',
    records: [
      'e8.rfc7208-13.co.za. TXT "v=spf1 -all exp=exp4.rfc7208-13.co.za"',
      'exp4.rfc7208-13.co.za. TXT "%{l} in implementation"',
    ],
    verdict: 'valid',
    suiteResult: 'fail',
  },
  {
    scenario: 'Semantics of exp and other modifiers / exp-multiple-txt',
    spec: '6.2/4',
    domain: 'e11.rfc7208-13.co.za',
    records: [
      'e11.rfc7208-13.co.za. TXT "v=spf1 -all exp=e11msg.rfc7208-13.co.za"',
      'e11msg.rfc7208-13.co.za. TXT "Answer a fool according to his folly."',
      'e11msg.rfc7208-13.co.za. TXT "Do not answer a fool according to his folly."',
    ],
    verdict: 'valid',
    suiteResult: 'fail',
  },
  {
    scenario: 'Semantics of exp and other modifiers / exp-no-txt',
    spec: '6.2/4',
    domain: 'e22.rfc7208-13.co.za',
    records: ['e22.rfc7208-13.co.za. TXT "v=spf1 exp=mail.rfc7208-13.co.za -all"'],
    verdict: 'valid',
    suiteResult: 'fail',
  },
  {
    scenario: 'Semantics of exp and other modifiers / exp-empty-domain',
    spec: '6.2/4',
    domain: 'e12.rfc7208-13.co.za',
    records: ['e12.rfc7208-13.co.za. TXT "v=spf1 exp= -all"'],
    verdict: 'permerror',
    cause: 'exp=',
    suiteResult: 'permerror',
  },
  {
    scenario: 'Semantics of exp and other modifiers / explanation-syntax-error',
    spec: '6.2/4',
    domain: 'e13.rfc7208-13.co.za',
    records: [
      'e13.rfc7208-13.co.za. TXT "v=spf1 exp=e13msg.rfc7208-13.co.za -all"',
      'e13msg.rfc7208-13.co.za. TXT "The %{x}-files."',
    ],
    verdict: 'valid',
    suiteResult: 'fail',
  },
  {
    scenario: 'Semantics of exp and other modifiers / exp-syntax-error',
    spec: '6.2/1',
    domain: 'e16.rfc7208-13.co.za',
    records: ['e16.rfc7208-13.co.za. TXT "v=spf1 exp=-all"'],
    verdict: 'permerror',
    cause: 'exp=-all',
    suiteResult: 'permerror',
  },
  // The second exp= modifier.
  {
    scenario: 'Semantics of exp and other modifiers / exp-twice',
    spec: '6/2',
    domain: 'e14.rfc7208-13.co.za',
    records: ['e14.rfc7208-13.co.za. TXT "v=spf1 exp=e13msg.rfc7208-13.co.za -all exp=e11msg.rfc7208-13.co.za"'],
    verdict: 'permerror',
    cause: 'exp=e11msg.rfc7208-13.co.za',
    suiteResult: 'permerror',
  },
  {
    scenario: 'Semantics of exp and other modifiers / redirect-empty-domain',
    spec: '6.2/4',
    domain: 'e18.rfc7208-13.co.za',
    records: ['e18.rfc7208-13.co.za. TXT "v=spf1 ?all redirect="'],
    verdict: 'permerror',
    cause: 'redirect=',
    suiteResult: 'permerror',
  },
  // The second redirect= modifier.
  {
    scenario: 'Semantics of exp and other modifiers / redirect-twice',
    spec: '6/2',
    domain: 'e15.rfc7208-13.co.za',
    records: ['e15.rfc7208-13.co.za. TXT "v=spf1 redirect=e12.rfc7208-13.co.za -all redirect=e12.rfc7208-13.co.za"'],
    verdict: 'permerror',
    cause: 'redirect=e12.rfc7208-13.co.za',
    suiteResult: 'permerror',
  },
  {
    scenario: 'Semantics of exp and other modifiers / unknown-modifier-syntax',
    spec: 'A/3',
    domain: 'e9.rfc7208-13.co.za',
    records: ['e9.rfc7208-13.co.za. TXT "v=spf1 -all foo=%abc"'],
    verdict: 'permerror',
    cause: 'foo=%abc',
    suiteResult: 'permerror',
  },
  {
    scenario: 'Semantics of exp and other modifiers / default-modifier-obsolete',
    spec: '6/3',
    domain: 'e19.rfc7208-13.co.za',
    records: ['e19.rfc7208-13.co.za. TXT "v=spf1 default=pass"'],
    verdict: 'valid',
    suiteResult: 'neutral',
  },
  {
    scenario: 'Semantics of exp and other modifiers / default-modifier-obsolete2',
    spec: '6/3',
    domain: 'e20.rfc7208-13.co.za',
    records: ['e20.rfc7208-13.co.za. TXT "v=spf1 default=+"'],
    verdict: 'valid',
    suiteResult: 'neutral',
  },
  {
    scenario: 'Semantics of exp and other modifiers / non-ascii-exp',
    spec: '6.2/5',
    domain: 'nonascii.rfc7208-13.co.za',
    records: [
      'nonascii.rfc7208-13.co.za. TXT "v=spf1 exp=badexp.rfc7208-13.co.za -all"',
      'badexp.rfc7208-13.co.za. TXT "\\195\\175\\194\\187\\194\\191Explanation"',
    ],
    verdict: 'valid',
    suiteResult: 'fail',
  },
  {
    scenario: 'Semantics of exp and other modifiers / two-exp-records',
    spec: '6.2/4',
    domain: 'tworecs.rfc7208-13.co.za',
    records: [
      'tworecs.rfc7208-13.co.za. TXT "v=spf1 exp=twoexp.rfc7208-13.co.za -all"',
      'twoexp.rfc7208-13.co.za. TXT "one"',
      'twoexp.rfc7208-13.co.za. TXT "two"',
    ],
    verdict: 'valid',
    suiteResult: 'fail',
  },
  // Two void lookups (erehwon, foobar-com): at the limit of two, not over; exp= does not count.
  {
    scenario: 'Semantics of exp and other modifiers / exp-void',
    spec: '4.6.4/1, 6/2',
    domain: 'e23.rfc7208-13.co.za',
    records: [
      'e23.rfc7208-13.co.za. TXT "v=spf1 a:erehwon.rfc7208-13.co.za a:foobar-com.rfc7208-13.co.za exp=nxdomain-com.rfc7208-13.co.za -all"',
    ],
    verdict: 'valid',
    suiteResult: 'fail',
  },
  {
    scenario: 'Semantics of exp and other modifiers / redirect-implicit',
    spec: '6.1/4',
    domain: 'e24.rfc7208-13.co.za',
    records: [
      'e24.rfc7208-13.co.za. TXT "v=spf1 redirect=testimplicit.rfc7208-13.co.za"',
      'e24.rfc7208-13.co.za. A 192.0.2.1',
      'testimplicit.rfc7208-13.co.za. TXT "v=spf1 a -all"',
      'testimplicit.rfc7208-13.co.za. A 192.0.2.2',
    ],
    verdict: 'valid',
    suiteResult: 'pass',
  },
  {
    scenario: 'Macro expansion rules / trailing-dot-domain',
    spec: '7.1/16',
    domain: 'rfc7208-14.co.za',
    records: [
      'rfc7208-14.co.za. A 192.168.90.76',
      'rfc7208-14.co.za. TXT "v=spf1 redirect=%{d}.d.spf.rfc7208-14.co.za."',
      'rfc7208-14.co.za.d.spf.rfc7208-14.co.za. TXT "v=spf1 redirect=a.spf.rfc7208-14.co.za"',
      'a.spf.rfc7208-14.co.za. TXT "v=spf1 include:o.spf.rfc7208-14.co.za. ~all"',
      'o.spf.rfc7208-14.co.za. TXT "v=spf1 ip4:192.168.218.40"',
    ],
    verdict: 'valid',
    suiteResult: 'pass',
  },
  {
    scenario: 'Macro expansion rules / trailing-dot-exp',
    spec: '7.1',
    domain: 'exp.rfc7208-14.co.za',
    records: ['exp.rfc7208-14.co.za. TXT "v=spf1 exp=msg.rfc7208-14.co.za. -all"', 'msg.rfc7208-14.co.za. TXT "This is a test."'],
    verdict: 'valid',
    suiteResult: 'fail',
  },
  {
    scenario: 'Macro expansion rules / exp-only-macro-char',
    spec: '7.1/8',
    domain: 'e2.rfc7208-14.co.za',
    records: ['e2.rfc7208-14.co.za. TXT "v=spf1 -all exp=%{r}.rfc7208-14.co.za"'],
    verdict: 'permerror',
    cause: 'exp=%{r}.rfc7208-14.co.za',
    suiteResult: 'permerror',
  },
  {
    scenario: 'Macro expansion rules / invalid-macro-char',
    spec: '7.1/9',
    domain: 'e1.rfc7208-14.co.za',
    records: ['e1.rfc7208-14.co.za. TXT "v=spf1 -exists:%(ir).sbl.rfc7208-14.co.za ?all"'],
    verdict: 'permerror',
    cause: '-exists:%(ir).sbl.rfc7208-14.co.za',
    suiteResult: 'permerror',
  },
  {
    scenario: 'Macro expansion rules / invalid-embedded-macro-char',
    spec: '7.1/9',
    domain: 'e1e.rfc7208-14.co.za',
    records: ['e1e.rfc7208-14.co.za. TXT "v=spf1 exists:foo%(ir).sbl.rfc7208-14.co.za ?all"'],
    verdict: 'permerror',
    cause: 'exists:foo%(ir).sbl.rfc7208-14.co.za',
    suiteResult: 'permerror',
  },
  {
    scenario: 'Macro expansion rules / invalid-trailing-macro-char',
    spec: '7.1/9',
    domain: 'e1t.rfc7208-14.co.za',
    records: ['e1t.rfc7208-14.co.za. TXT "v=spf1 exists:foo%.sbl.rfc7208-14.co.za ?all"'],
    verdict: 'permerror',
    cause: 'exists:foo%.sbl.rfc7208-14.co.za',
    suiteResult: 'permerror',
  },
  {
    scenario: 'Macro expansion rules / macro-mania-in-domain',
    spec: '7.1/3, 7.1/4',
    domain: 'e1a.rfc7208-14.co.za',
    records: [
      'e1a.rfc7208-14.co.za. TXT "v=spf1 a:macro%%percent%_%_space%-url-space.rfc7208-14.co.za -all"',
      'macro\\037percent\\032\\032space\\03720url-space.rfc7208-14.co.za. A 1.2.3.4',
    ],
    verdict: 'valid',
    suiteResult: 'pass',
  },
  // The exp= target depends on the client address (%{ir}); it is left out.
  {
    scenario: 'Macro expansion rules / exp-txt-macro-char',
    spec: '7.1/20',
    domain: 'e3.rfc7208-14.co.za',
    records: ['e3.rfc7208-14.co.za. TXT "v=spf1 -all exp=%{ir}.rfc7208-14.co.za"'],
    verdict: 'valid',
    suiteResult: 'fail',
  },
  // The exp= target is recomputed for the rewritten names: %{o} expanded eight times, then truncated
  // from the left to 253 characters (RFC 7208 7.3).
  {
    scenario: 'Macro expansion rules / domain-name-truncation',
    spec: '7.1/25',
    domain: 'somewhat.long.exp.rfc7208-14.co.za',
    records: [
      'somewhat.long.exp.rfc7208-14.co.za. TXT "v=spf1 -all exp=foobar.%{o}.%{o}.%{o}.%{o}.%{o}.%{o}.%{o}.%{o}.rfc7208-14.co.za"',
      'long.exp.rfc7208-14.co.za.somewhat.long.exp.rfc7208-14.co.za.somewhat.long.exp.rfc7208-14.co.za.somewhat.long.exp.rfc7208-14.co.za.somewhat.long.exp.rfc7208-14.co.za.somewhat.long.exp.rfc7208-14.co.za.somewhat.long.exp.rfc7208-14.co.za.rfc7208-14.co.za. TXT "Congratulations!  That was tricky."',
    ],
    verdict: 'valid',
    suiteResult: 'fail',
  },
  {
    scenario: 'Macro expansion rules / v-macro-ip4',
    spec: '7.1/6',
    domain: 'e4.rfc7208-14.co.za',
    records: [
      'e4.rfc7208-14.co.za. TXT "v=spf1 -all exp=e4msg.rfc7208-14.co.za"',
      'e4msg.rfc7208-14.co.za. TXT "%{c} is queried as %{ir}.%{v}.arpa"',
    ],
    verdict: 'valid',
    suiteResult: 'fail',
  },
  {
    scenario: 'Macro expansion rules / undef-macro',
    spec: '7.1/6',
    domain: 'e5.rfc7208-14.co.za',
    records: ['e5.rfc7208-14.co.za. TXT "v=spf1 a:%{a}.rfc7208-14.co.za -all"'],
    verdict: 'permerror',
    cause: 'a:%{a}.rfc7208-14.co.za',
    suiteResult: 'permerror',
  },
  {
    scenario: 'Macro expansion rules / p-macro-ip4-novalid',
    spec: '7.1/22',
    domain: 'e6.rfc7208-14.co.za',
    records: [
      'e6.rfc7208-14.co.za. TXT "v=spf1 -all exp=e6msg.rfc7208-14.co.za"',
      'e6msg.rfc7208-14.co.za. TXT "connect from %{p}"',
    ],
    verdict: 'valid',
    suiteResult: 'fail',
  },
  // The suite allows pass or softfail (which validated PTR name %{p} picks); both are no error. The
  // exists targets depend on the client address and are left out.
  {
    scenario: 'Macro expansion rules / p-macro-multiple',
    spec: '7.1/22',
    domain: 'e7.rfc7208-14.co.za',
    records: ['e7.rfc7208-14.co.za. TXT "v=spf1 exists:%{p}.should.rfc7208-14.co.za ~exists:%{p}.ok.rfc7208-14.co.za"'],
    verdict: 'valid',
    suiteResult: 'pass or softfail',
  },
  // exp=msg8.%{D2} now expands to msg8.co.za (the last two labels of the rewritten name), outside the
  // lab zone: the explanation is not found and is ignored.
  {
    scenario: 'Macro expansion rules / upper-macro',
    spec: '7.1/26',
    domain: 'e8.rfc7208-14.co.za',
    records: ['e8.rfc7208-14.co.za. TXT "v=spf1 -all exp=msg8.%{D2}"'],
    verdict: 'valid',
    suiteResult: 'fail',
  },
  // a:%{H} depends on the HELO name; its target is left out.
  {
    scenario: 'Macro expansion rules / hello-macro',
    spec: '7.1/6',
    domain: 'e9.rfc7208-14.co.za',
    records: ['e9.rfc7208-14.co.za. TXT "v=spf1 a:%{H} -all"'],
    verdict: 'valid',
    suiteResult: 'pass',
  },
  // %{d2} now expands to co.za, outside the lab zone, so the exists term finds nothing (fail instead of
  // pass); the record stays valid.
  {
    scenario: 'Macro expansion rules / macro-reverse-split-on-dash',
    spec: '7.1/15, 7.1/16, 7.1/17, 7.1/18',
    domain: 'e11.rfc7208-14.co.za',
    records: ['e11.rfc7208-14.co.za. TXT "v=spf1 exists:%{i}.%{l2r-}.user.%{d2}"'],
    verdict: 'valid',
    suiteResult: 'pass',
  },
  // %{d2} now expands to co.za, outside the lab zone, so the exists term finds nothing (fail instead of
  // pass); the record stays valid.
  {
    scenario: 'Macro expansion rules / macro-multiple-delimiters',
    spec: '7.1/15, 7.1/16',
    domain: 'e12.rfc7208-14.co.za',
    records: ['e12.rfc7208-14.co.za. TXT "v=spf1 exists:%{l2r+-}.user.%{d2}"'],
    verdict: 'valid',
    suiteResult: 'pass',
  },
  // e2 and e3 include each other as their only term: the lookup limit of 10 is exceeded for every
  // sender.
  {
    scenario: 'Processing limits / include-loop',
    spec: '4.6.4/1',
    domain: 'e2.rfc7208-15.co.za',
    records: [
      'e2.rfc7208-15.co.za. TXT "v=spf1 include:e3.rfc7208-15.co.za"',
      'e2.rfc7208-15.co.za. A 1.2.3.7',
      'e3.rfc7208-15.co.za. TXT "v=spf1 include:e2.rfc7208-15.co.za"',
    ],
    verdict: 'permerror',
    cause: 'include:e3.rfc7208-15.co.za',
    suiteResult: 'permerror',
  },
  // The only term is mx, and the name has 11 MX records (over 10: RFC 7208 4.6.4, permerror before any
  // address is compared, as pyspf does).
  {
    scenario: 'Processing limits / mx-limit',
    spec: '4.6.4/2',
    domain: 'e4.rfc7208-15.co.za',
    records: [
      'e4.rfc7208-15.co.za. TXT "v=spf1 mx"',
      'e4.rfc7208-15.co.za. MX 0 mail.rfc7208-15.co.za.',
      'e4.rfc7208-15.co.za. MX 1 mail.rfc7208-15.co.za.',
      'e4.rfc7208-15.co.za. MX 2 mail.rfc7208-15.co.za.',
      'e4.rfc7208-15.co.za. MX 3 mail.rfc7208-15.co.za.',
      'e4.rfc7208-15.co.za. MX 4 mail.rfc7208-15.co.za.',
      'e4.rfc7208-15.co.za. MX 5 mail.rfc7208-15.co.za.',
      'e4.rfc7208-15.co.za. MX 6 mail.rfc7208-15.co.za.',
      'e4.rfc7208-15.co.za. MX 7 mail.rfc7208-15.co.za.',
      'e4.rfc7208-15.co.za. MX 8 mail.rfc7208-15.co.za.',
      'e4.rfc7208-15.co.za. MX 9 mail.rfc7208-15.co.za.',
      'e4.rfc7208-15.co.za. MX 10 e4.rfc7208-15.co.za.',
      'e4.rfc7208-15.co.za. A 1.2.3.5',
      'mail.rfc7208-15.co.za. A 1.2.3.4',
    ],
    verdict: 'permerror',
    cause: 'mx',
    suiteResult: 'permerror',
  },
  // 12 A records: there is no limit on A records.
  {
    scenario: 'Processing limits / false-a-limit',
    spec: '4.6.4',
    domain: 'e10.rfc7208-15.co.za',
    records: [
      'e10.rfc7208-15.co.za. TXT "v=spf1 a -all"',
      'e10.rfc7208-15.co.za. A 1.2.3.1',
      'e10.rfc7208-15.co.za. A 1.2.3.2',
      'e10.rfc7208-15.co.za. A 1.2.3.3',
      'e10.rfc7208-15.co.za. A 1.2.3.4',
      'e10.rfc7208-15.co.za. A 1.2.3.5',
      'e10.rfc7208-15.co.za. A 1.2.3.6',
      'e10.rfc7208-15.co.za. A 1.2.3.7',
      'e10.rfc7208-15.co.za. A 1.2.3.8',
      'e10.rfc7208-15.co.za. A 1.2.3.9',
      'e10.rfc7208-15.co.za. A 1.2.3.10',
      'e10.rfc7208-15.co.za. A 1.2.3.11',
      'e10.rfc7208-15.co.za. A 1.2.3.12',
    ],
    verdict: 'valid',
    suiteResult: 'pass',
  },
  // Two void lookups: at the limit, not over.
  {
    scenario: 'Processing limits / void-at-limit',
    spec: '4.6.4/7',
    domain: 'e12.rfc7208-15.co.za',
    records: ['e12.rfc7208-15.co.za. TXT "v=spf1 a:err.rfc7208-15.co.za a:err1.rfc7208-15.co.za ?all"'],
    verdict: 'valid',
    suiteResult: 'neutral',
  },
  // Three a: terms naming names that do not exist: the third void lookup exceeds the limit of two for
  // every sender.
  {
    scenario: 'Processing limits / void-over-limit',
    spec: '4.6.4/7',
    domain: 'e11.rfc7208-15.co.za',
    records: ['e11.rfc7208-15.co.za. TXT "v=spf1 a:err.rfc7208-15.co.za a:err1.rfc7208-15.co.za a:err2.rfc7208-15.co.za ?all"'],
    verdict: 'permerror',
    cause: 'a:err2.rfc7208-15.co.za',
    suiteResult: 'permerror',
  },
  {
    scenario: 'Test cases from implementation bugs / bytes-bug',
    spec: '5.4/4',
    domain: 'rfc7208-16.co.za',
    records: [
      'rfc7208-16.co.za. TXT "v=spf1 mx redirect=_spf.example-com.rfc7208-16.co.za"',
      'rfc7208-16.co.za. MX 10 smtp.rfc7208-16.co.za.',
      'rfc7208-16.co.za. MX 10 smtp1.example-com.rfc7208-16.co.za.',
      'smtp.rfc7208-16.co.za. A 198.51.100.2',
      'smtp.rfc7208-16.co.za. AAAA 2001:db8:ff0:100::3',
      'smtp1.example-com.rfc7208-16.co.za. A 192.0.2.26',
      'smtp1.example-com.rfc7208-16.co.za. AAAA 2001:db8:ff0:200::2',
      '_spf.example-com.rfc7208-16.co.za. TXT "v=spf1 ptr:fe.rfc7208-16.co.za ptr:sgp.example-com.rfc7208-16.co.za exp=_expspf.rfc7208-16.co.za -all"',
      '_expspf.rfc7208-16.co.za. TXT "Sender domain not allowed from this host. Please see http://www.openspf.org/Why?s=mfrom&id=%{S}&ip=%{C}&r=%{R}"',
    ],
    verdict: 'valid',
    suiteResult: 'pass',
  },
  // b is a CNAME of a: the same TXT records reached twice are not "multiple SPF records".
  {
    scenario: 'Test cases from implementation bugs / cname-aliasing',
    spec: '3.2/1',
    domain: 'mail.rfc7208-16.co.za',
    records: [
      'mail.rfc7208-16.co.za. TXT "v=spf1 include:a.rfc7208-16.co.za include:b.rfc7208-16.co.za -all"',
      'mail.rfc7208-16.co.za. A 192.0.2.28',
      'a.rfc7208-16.co.za. TXT "Another TXT record."',
      'a.rfc7208-16.co.za. TXT "v=spf1 ip4:192.0.2.225 ?include:webmail.pair-com.rfc7208-16.co.za ?include:relay.pair-com.rfc7208-16.co.za -all"',
      'a.rfc7208-16.co.za. TXT "More TXT records."',
      'a.rfc7208-16.co.za. TXT "A third TXT record."',
      'webmail.pair-com.rfc7208-16.co.za. TXT "v=spf1 ip4:66.39.3.0/24 ip4:209.68.6.94/32"',
      'relay.pair-com.rfc7208-16.co.za. TXT "v=spf1 ip4:209.68.5.9/32 ip4:209.68.5.15/32 a -all"',
      'relay.pair-com.rfc7208-16.co.za. A 192.0.2.131',
      'b.rfc7208-16.co.za. CNAME a.rfc7208-16.co.za.',
    ],
    verdict: 'valid',
    suiteResult: 'fail',
  },
];
