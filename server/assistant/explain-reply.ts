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
import { say } from './languages';
import { SUBJECT_END } from './intents';
import { capitalise, ratingWords, concernWords } from './reply-words';

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
        examples.length ? say(lang, 'explain.examples', { list: listJoin(examples, lang) }) : '',
        say(lang, 'explain.leaveOut', { label }),
      ]
        .filter(Boolean)
        .join('\n\n');
    }
  }
  const candidates = [subject, subject.replace(SUBJECT_END, '')];
  for (const candidate of candidates) {
    const match = kb.lookup(candidate);
    if (!match || (match.method === 'fuzzy' && candidate.length < 6)) continue;
    return explainEntry(match.entry, lang);
  }
  return null;
}

export function explainEntry(e: KbEntry, lang: Language): string {
  {
    const rating = ratingWords(e.rating, lang);
    const concerns = e.concerns.length
      ? ` ${say(lang, 'explain.concerns', { list: concernWords(e.concerns, lang) })}`
      : '';
    const functions = e.functions.length
      ? say(lang, 'explain.functions', {
          list: e.functions.map(functionLabel).join(', ').toLowerCase(),
        })
      : '';
    const also = e.synonyms.length
      ? ` ${say(lang, 'explain.synonyms', { list: listJoin(e.synonyms.slice(0, 3), lang, say(lang, 'or')) })}`
      : '';
    const unreviewed =
      e.source === 'ai' && !e.reviewed ? `\n\n${say(lang, 'explain.unreviewed')}` : '';
    const sources = e.sources.length
      ? say(lang, 'explain.sources', { list: e.sources.slice(0, 2).join('; ') })
      : '';
    return (
      [
        `**${e.inci}**: ${rating}.${concerns}${also}`,
        // The knowledge base's explanations are in English; other languages say so.
        `${e.explanation}${say(lang, 'explain.inEnglish')}`,
        functions,
        sources,
      ]
        .filter(Boolean)
        .join('\n\n') + unreviewed
    );
  }
}
