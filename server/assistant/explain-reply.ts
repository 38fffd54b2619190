/**
 * The built-in assistant's answer to 'what is X?': the knowledge base's entry explained.
 */
import { AVOID_GROUPS } from '../../shared/avoid-list';
import { functionLabel } from '../../shared/ingredients';
import type { IngredientIndex } from '../ingredients/matcher';
import type { KbEntry } from '../ingredients/types';
import { type Language } from './memory';
import { listJoin } from './recommend';
import { AVOID_WORDS, GROUP_DESCRIPTIONS, GROUP_LABELS } from './vocabulary';
import { L, capitalise, RATING_WORDS, concernWords } from './reply-words';

export function explainSubject(
  subject: string,
  lang: Language,
  kb: IngredientIndex,
): string | null {
  const exact = kb.lookup(subject);
  if (exact && exact.method !== 'fuzzy') return explainEntry(exact.entry, lang);
  const group = AVOID_WORDS.find((g) => g.match.test(subject) && subject.split(' ').length <= 3);
  if (group) {
    const info = AVOID_GROUPS.find((g) => g.id === group.group);
    if (info) {
      const examples = kb.entries
        .filter((e) => {
          const names = [e.inci, ...e.synonyms]
            .map((n) => n.toLowerCase().replace(/sulphate/g, 'sulfate'))
            .join(' | ');
          return info.test(
            { name: e.inci, functions: e.functions, concerns: e.concerns, synonyms: e.synonyms },
            names,
          );
        })
        .slice(0, 4)
        .map((e) => e.inci);
      const label = GROUP_LABELS[group.group]?.[lang] ?? info.label;
      const description = GROUP_DESCRIPTIONS[group.group]?.[lang] ?? info.description;
      return [
        `**${capitalise(label)}**: ${description}`,
        examples.length
          ? L(
              lang,
              `On labels you will see for example ${listJoin(examples, lang)}.`,
              `Op etiketten zie je bijvoorbeeld ${listJoin(examples, lang)}.`,
            )
          : '',
        L(
          lang,
          `Want products without ${label}? Tell me which product you are looking for and I will leave them out.`,
          `Wil je producten zonder ${label}? Vertel me welk product je zoekt, dan laat ik ze weg.`,
        ),
      ]
        .filter(Boolean)
        .join('\n\n');
    }
  }
  const candidates = [subject, subject.replace(/\s+(in|on|for|op|in mijn|voor)\s.*$/, '')];
  for (const candidate of candidates) {
    const match = kb.lookup(candidate);
    if (!match || (match.method === 'fuzzy' && candidate.length < 6)) continue;
    return explainEntry(match.entry, lang);
  }
  return null;
}

export function explainEntry(e: KbEntry, lang: Language): string {
  {
    const rating = RATING_WORDS[e.rating][lang];
    const concerns = e.concerns.length
      ? L(
          lang,
          ` Concerns: ${concernWords(e.concerns, lang)}.`,
          ` Aandachtspunten: ${concernWords(e.concerns, lang)}.`,
        )
      : '';
    const functions = e.functions.length
      ? L(
          lang,
          `What it does: ${e.functions.map(functionLabel).join(', ').toLowerCase()}.`,
          `Wat het doet: ${e.functions.map(functionLabel).join(', ').toLowerCase()}.`,
        )
      : '';
    const also = e.synonyms.length
      ? L(
          lang,
          ` Also listed as ${listJoin(e.synonyms.slice(0, 3), lang, 'or')}.`,
          ` Ook bekend als ${listJoin(e.synonyms.slice(0, 3), lang, 'of')}.`,
        )
      : '';
    const unreviewed =
      e.source === 'ai' && !e.reviewed
        ? L(
            lang,
            '\n\n_This entry was written by AI and is not yet reviewed by our team._',
            '\n\n_Deze uitleg is door AI geschreven en nog niet door ons team nagekeken._',
          )
        : '';
    const sources = e.sources.length
      ? L(
          lang,
          `Sources: ${e.sources.slice(0, 2).join('; ')}.`,
          `Bronnen: ${e.sources.slice(0, 2).join('; ')}.`,
        )
      : '';
    return (
      [
        `**${e.inci}**: ${rating}.${concerns}${also}`,
        lang === 'nl'
          ? `${e.explanation} _(uitleg uit onze database, in het Engels)_`
          : e.explanation,
        functions,
        sources,
      ]
        .filter(Boolean)
        .join('\n\n') + unreviewed
    );
  }
}
