/**
 * The subject a title names, from a free-text topic: our own title phrasings and requests to
 * write ("Please write an article about …") taken off, or for a topic about a product type, the
 * type with what the reader wants of it ("Fragrance-free moisturisers for sensitive skin").
 */
import type { Understanding } from '../assistant/understand';
import { FAMILY_LABELS, GROUP_LABELS } from '../assistant/vocabulary';
import { capitalise } from './writer-words';

/** Our own title phrasings, so that a generated title ("A calm guide to X") gives back X. */
export const TITLE_PREFIX =
  /^(a calm guide to|what to know about|choosing well:|reading the label:|should you worry about|the honest truth about|your questions about|a clean-living guide to|five things we wish we knew about|making sense of|a gentler approach to|everything you wanted to know about)\s+/i;
const TITLE_SUFFIX =
  /(,\s*plainly explained|:\s*what the science really says|\s+without the panic:.*|\s+before you buy|\s+explained|,\s*answered|\s+in five minutes|:\s*simple swaps.*|:\s*myths, facts.*|\s+for families:.*|:\s*where to start|,\s*one label at a time|\s+at a glance:.*|\s+at home:.*|:\s*the essentials|:\s*a .* guide|:\s*the \d{4} guide)$/i;

/** The subject a title would name, from a free-text topic. */
export function subjectOf(topic: string): string {
  let text = topic
    .trim()
    .replace(/[.!?]+$/, '')
    .replace(TITLE_PREFIX, '')
    .replace(TITLE_SUFFIX, '')
    .replace(/^(please\s+)?(write|create|draft)\s+(an?\s+)?(article|post|blog post|piece)?\s*/i, '')
    .replace(/^(an?\s+)?(article|post|blog post|piece|guide)\s+(about|on)\s+/i, '')
    .replace(/^(about|on)\s+/i, '')
    .trim();
  if (text.length > 48) {
    const clause = text.split(/[,;:(]|\s[-–—]\s/)[0]!.trim();
    text = clause.length >= 3 ? clause : text;
  }
  if (text.length > 48) text = text.split(/\s+/).slice(0, 6).join(' ');
  return capitalise(text || topic.trim());
}

/** Ways a topic asks for a guide, left out of the subject ("How to choose a …"). */
const GUIDE_LEAD =
  /^(how to (choose|pick|find|buy|select|use|switch to)|choosing|picking|finding|buying|the best|best|a guide to|guide to|why (you should )?(choose|use)|what to look for in|switching to|switch to)\s+(an?\s+|the\s+|your\s+)?/i;

/**
 * The subject of a topic about a product type: the topic's own words (its type and concern as the
 * editor wrote them), without a how-to lead; built from its parts when that is too long.
 */
export function typedSubject(topic: string, wish: Understanding): string {
  const own = topic
    .trim()
    .replace(/[.!?]+$/, '')
    .replace(/\s+/g, ' ')
    .replace(TITLE_PREFIX, '')
    .replace(GUIDE_LEAD, '')
    .trim();
  if (own.length >= 3 && own.length <= 56 && wish.type!.match.test(own.toLowerCase()))
    return capitalise(own);
  const free = wish.addGroups.map((g) => `${(GROUP_LABELS[g]?.en ?? g).replace(/s$/, '')}-free`);
  const without = [
    ...wish.addFamilies.map((f) => FAMILY_LABELS[f]?.en ?? f),
    ...wish.addTerms.map((t) => t.label.toLowerCase()),
  ];
  const who = wish.skinTypes.length
    ? ` for ${wish.skinTypes.map((t) => t.toLowerCase()).join(' and ')}`
    : wish.situations.includes('baby')
      ? ' for babies and children'
      : '';
  return capitalise(
    [free.join(' '), wish.type!.plural.en].filter(Boolean).join(' ') +
      (without.length ? ` without ${without.join(' or ')}` : '') +
      who,
  );
}
