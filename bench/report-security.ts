import type { ResponseHeaders } from './headers';
import type { BenchResults } from './results';
import { table } from './report-format';

const ABSENT_NOTES: Record<string, string> = {
  'strict-transport-security':
    'sent by the site only when PUBLIC_URL is https (this run used http://127.0.0.1); behind a TLS proxy, set it on one side only',
  'permissions-policy': 'not set: the site uses no camera, microphone, geolocation or payment API; a proxy can add one',
};

function responseBlock(r: ResponseHeaders): string[] {
  return [
    `**${r.request}** → ${r.status}${r.body === undefined ? '' : `, body \`${r.body.replace(/`/g, "'")}\``}`,
    '',
    table(
      ['header', 'value', 'protects against / purpose'],
      r.headers.map((h) => [h.name, h.value.length > 120 ? `${h.value.slice(0, 117)}…` : h.value, h.purpose ?? '']),
    ),
    '',
    ...(r.absent.length > 0
      ? [`Not sent: ${r.absent.map((h) => `\`${h}\`${ABSENT_NOTES[h] ? ` (${ABSENT_NOTES[h]})` : ''}`).join('; ')}.`, '']
      : []),
  ];
}

export function securitySection({ headers, audit }: BenchResults): string[] {
  if (!headers && !audit) return [];
  const out = ['## 6. Security headers and advisories', ''];
  if (headers) {
    const csp = headers.page.headers.find((h) => h.name === 'content-security-policy');
    out.push(...responseBlock(headers.page));
    if (csp) out.push(`The page's full CSP: \`${csp.value}\``, '');
    const mounted = headers.endpoint.status !== 404;
    out.push(
      mounted
        ? 'The form endpoint is mounted; its answer to a well-formed post with a bad captcha token:'
        : "The form endpoint is **not mounted yet** in this build (another engineer is building it): what answers is the site's JSON 404 fallback:",
      '',
      ...responseBlock(headers.endpoint),
    );
  }
  if (audit) {
    out.push(`### \`${audit.command}\``, '');
    if (!audit.reached || !audit.counts) {
      out.push(
        `**Not measured**: npm could not get an audit report from the registry. npm said: \`${audit.problem ?? 'no report'}\`.`,
        '',
      );
    } else {
      const c = audit.counts;
      out.push(`${c.critical} critical, ${c.high} high, ${c.moderate} moderate, ${c.low} low, ${c.info} info.`, '');
      if (audit.advisories.length > 0)
        out.push(
          table(
            ['package', 'severity', 'advisory'],
            audit.advisories.map((a) => [a.name, a.severity, a.url ? `[${a.title}](${a.url})` : a.title]),
          ),
          '',
        );
    }
  }
  return out;
}
