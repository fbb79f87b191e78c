/**
 * The evidence behind an answer, for whoever reads headers: the results that were trusted (the
 * provider's, with the server that wrote them, or the site's own check), and the results headers
 * that were not believed. Each value is bounded: a stranger's header is shown, never at length.
 */
import type { Evidence, EvidenceMethod } from '../../shared/genuine-email/answer';
import type { OwnCheck } from './own-check';
import type { WhoseWord } from './whose-word';

const METHODS: readonly EvidenceMethod[] = ['dmarc', 'compauth', 'arc', 'dkim', 'spf'];
/** The property that says which domain a result speaks for, each method's own. */
const ABOUT: Record<EvidenceMethod, readonly string[]> = {
  dmarc: ['header.from'],
  compauth: ['reason'],
  arc: [],
  dkim: ['header.d', 'header.i'],
  spf: ['smtp.mailfrom'],
};
const VALUE_CHARS_MAX = 100;
const RESULTS_MAX = 8;
const IGNORED_MAX = 5;

const clip = (text: string) => text.slice(0, VALUE_CHARS_MAX);

export function evidenceOf(word: WhoseWord, own: OwnCheck | null): Evidence {
  const ignored = [...new Set(word.ignoredPasses)].slice(0, IGNORED_MAX).map((writer) => writer && clip(writer));
  if (word.trusted) {
    const results = word.trusted.results.results
      .filter((result): result is typeof result & { method: EvidenceMethod } => METHODS.includes(result.method as EvidenceMethod))
      .slice(0, RESULTS_MAX)
      .map(({ method, result, props }) => {
        const about = ABOUT[method].map((key) => props[key]).find(Boolean);
        return { method, result: clip(result), about: about ? clip(about) : null };
      });
    return { by: word.trusted.by, server: clip(word.trusted.server), results, ignored };
  }
  if (own)
    return {
      by: 'site',
      server: null,
      results: (['dmarc', 'dkim', 'spf'] as const).map((method) => ({ method, result: own[method], about: null })),
      ignored,
    };
  return { by: null, server: null, results: [], ignored };
}
