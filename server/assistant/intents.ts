/**
 * What a message does besides asking for products (greeting, thanks, more, cheaper …), how a
 * question about an ingredient or a request for a product by name is worded, and the small words
 * around them: patterns built from every language's words (./languages/<code>/words.json).
 */
import { onLanguages, type LanguageWords } from './languages';
import { allWords, either, NEVER, pattern } from './vocabulary';

/** What a message does besides asking for products, from every language's `intents` words. */
export let INTENTS: Record<
  | 'fine'
  | 'cheaper'
  | 'more'
  | 'reset'
  | 'greeting'
  | 'thanks'
  | 'recommend'
  | 'notIngredients'
  | 'articles'
  | 'freeSuffix'
  | 'join'
  | 'fillers'
  | 'beforeAvoided'
  | 'notAProduct'
  | 'otherProducts'
  | 'avoidCue'
  | 'listHeader'
  | 'babyWash',
  RegExp
> = {
  fine: NEVER,
  cheaper: NEVER,
  more: NEVER,
  reset: NEVER,
  greeting: NEVER,
  thanks: NEVER,
  recommend: NEVER,
  notIngredients: NEVER,
  articles: NEVER,
  freeSuffix: NEVER,
  join: NEVER,
  fillers: NEVER,
  beforeAvoided: NEVER,
  notAProduct: NEVER,
  otherProducts: NEVER,
  avoidCue: NEVER,
  listHeader: NEVER,
  babyWash: NEVER,
};
/** Questions about an ingredient, each capturing its subject, in every language's order. */
export let QUESTION_SHAPES: readonly RegExp[] = [];
/** Where a second request after a question starts ('…, and can you suggest'). */
export let SECOND_REQUEST: RegExp = NEVER;
/** Where the ingredient a question asks about ends ('SLS in shampoo' → 'SLS'). */
export let SUBJECT_END: RegExp = NEVER;
/** Asking for a product by name, each capturing the product ('do you have (a razor)'). */
export let ASKED_FOR: readonly RegExp[] = [];

function build(): void {
  const intent = (key: keyof LanguageWords['intents']) => allWords((w) => w.intents[key]);
  INTENTS = {
    fine: pattern(intent('fine')),
    cheaper: pattern(intent('cheaper')),
    more: pattern(intent('more')),
    reset: pattern(intent('reset')),
    // The whole message is a greeting ('hi there!'), not a greeting before a request.
    greeting: new RegExp(
      `^(${either(intent('greeting'))})\\b[\\s!.,]*(${either(intent('greetingAfter'))})?[\\s!.,]*$`,
    ),
    thanks: new RegExp(`^(${either(intent('thanks'))})\\b`),
    recommend: pattern(intent('recommend')),
    notIngredients: new RegExp(`^(${either(intent('notIngredients'))})$`),
    articles: new RegExp(`^(?:${either(intent('articles'))})\\s+`),
    // 'paraben-free', 'parabenvrij': the word before the suffix is what to avoid.
    freeSuffix: new RegExp(`\\b([a-z][a-z-]{2,30})-?(?:${either(intent('freeSuffix'))})\\b`, 'g'),
    join: new RegExp(`^[\\s,]*(?:(?:${either(intent('join'))})\\b|,)`),
    fillers: new RegExp(`\\b(${either(intent('fillers'))})\\b`, 'g'),
    beforeAvoided: new RegExp(`^(${either(intent('beforeAvoided'))})\\s+`),
    notAProduct: new RegExp(`^(${either(intent('notAProduct'))})$`),
    otherProducts: pattern(intent('otherProducts')),
    // Anywhere in a word: 'allerg' in 'allergic', 'allergisch'.
    avoidCue: new RegExp(either(allWords((w) => w.avoidCue))),
    listHeader: new RegExp(`\\b(${either(allWords((w) => w.listHeaders))})\\s*:`),
    babyWash: new RegExp(either(allWords((w) => w.babyWash))),
  };
  SUBJECT_END = new RegExp(`\\s+(${either(allWords((w) => w.questions.subjectEnd))})\\s.*$`);
  QUESTION_SHAPES = allWords((w) => w.questions.shapes).map((source) => new RegExp(source));
  ASKED_FOR = allWords((w) => w.questions.askedFor).map((source) => new RegExp(source));
  const join = either(allWords((w) => w.questions.join));
  SECOND_REQUEST = new RegExp(
    `[,;]\\s*(?:${join})?\\s*(?=${either(allWords((w) => w.questions.after))})` +
      `|\\s+(?:${join})\\s+(?=${either(allWords((w) => w.questions.afterJoin))})`,
  );
}

onLanguages(build);
