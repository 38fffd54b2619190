/**
 * The built-in engine: Puur's assistant without a language model. Deterministic and honest — it
 * understands English and Dutch shopping talk (product types, concerns, allergies, skin, budget),
 * reads pasted and photographed ingredient lists with the ingredient knowledge base, explains
 * what it flags, recommends real catalogue products with the reason for each, remembers the
 * conversation in the thread's memory, and says so when it does not know.
 *
 * It writes Markdown and ends a recommendation with a `[PRODUCT:id,…]` marker, exactly like the
 * language model is asked to; the conversation service turns the marker into product cards.
 */
import type { DB } from '../db/connect';
import { knowledgeBaseIndex } from '../ingredients/kb';
import type { IngredientIndex } from '../ingredients/matcher';
import { analyseIngredientText } from './catalog';
import { emptyMemory, type Language, type Memory } from './memory';
import { addsWishes, understand, type Understanding } from './understand';
import { capitalise } from './reply-words';
import { say } from './languages';
import { brandTalkedAbout, severalAnswer, sortedAnswer, swapAnswer } from './last-answer';
import { inLanguage, PRODUCT_TYPE_BY_ID } from './vocabulary';
import { brandNotCarried } from './brands';
import { learn } from './remember';
import { recommendation } from './recommendation-reply';
import { labelAnalysis } from './label-reply';
import { explainSubject } from './explain-reply';
import { aboutProducts, whichOne } from './product-reply';
import { NO_REFERENCES, resolveReferences } from './references';
import { normalise } from './fold';
import { INTENTS } from './intents';
import { withoutLeadIn } from './pasted-list';

export interface EngineInput {
  text: string;
  /** Text read from the photo (OCR), or null when there was no photo. */
  imageText: string | null;
  /** A photo was sent but no text could be read from it. */
  imageUnreadable?: boolean;
  memory: Memory;
}

export interface EngineReply {
  /** Markdown, possibly ending in a [PRODUCT:…] marker. */
  text: string;
  memory: Memory;
}

export async function builtinReply(db: DB, input: EngineInput): Promise<EngineReply> {
  const kb = await knowledgeBaseIndex(db);
  let u = understand(input.text, kb);
  let memory: Memory = { ...input.memory };
  const lang: Language = u.lang ?? memory.lang;
  const notes: string[] = [];
  if (u.otherLanguage) notes.push(say('en', 'engine.otherLanguage'));

  if (u.reset) {
    memory = emptyMemory(lang);
    const rest = { ...u, reset: false };
    if (!hasRequest(rest) && !input.imageText && !u.ingredientList) {
      return { text: say(lang, 'engine.freshStart'), memory };
    }
  }
  memory.lang = lang;
  // Products pointed at are read against the memory before this message changes it.
  let refs = await resolveReferences(db, memory, input.text);
  // A brand Puur does not carry is never one of its cards: only a whole catalogue name still
  // points at a product. A message that names no type asks for the type the brand is known for.
  const foreign = refs.named ? null : await brandNotCarried(db, input.text);
  if (foreign) {
    refs = { ...NO_REFERENCES };
    if (!u.type && foreign.type) {
      u = { ...u, type: foreign.type, category: foreign.type.category, types: [] };
    }
  }
  const op = u.operation;
  const previousType = memory.type;
  const learned = learn(memory, u, input.text);
  memory = learned.memory;
  // 'From that brand' keeps to the brand of the product talked about; a new type without it
  // forgets the brand.
  if (foreign) {
    memory.brand = null;
  } else if (op.sameBrand) {
    memory.brand = await brandTalkedAbout(db, input.memory, refs.ids);
  } else if (u.type && u.type.id !== previousType) {
    memory.brand = null;
  }

  const parts: string[] = [...notes];
  /** The notes and parts so far, then `last`, as one reply. */
  const reply = (last: string, replyMemory = memory): EngineReply => ({
    text: [...parts, last].join('\n\n'),
    memory: replyMemory,
  });

  // 1. A label: a photo that we read, or a pasted ingredient list.
  const listText = input.imageText ?? (u.ingredientList ? withoutLeadIn(input.text, kb) : null);
  if (input.imageText !== null || input.imageUnreadable) {
    if (!input.imageText || !looksLikeList(input.imageText, kb)) {
      parts.push(say(lang, 'engine.photoUnreadable'));
      if (memory.type || memory.category || memory.area) {
        const rec = await recommendation(db, memory, u, lang, kb);
        parts.push(rec.text);
        memory = rec.memory;
      }
      return { text: parts.join('\n\n'), memory };
    }
  }
  if (listText) {
    const label = await labelAnalysis(db, memory, u, listText, lang, kb, input.imageText !== null);
    return reply(label.text, label.memory);
  }

  // 2. A brand Puur does not carry: said first, then the nearest thing it does carry.
  if (foreign) {
    const type = u.type ?? (memory.type ? (PRODUCT_TYPE_BY_ID.get(memory.type) ?? null) : null);
    const many = type ? inLanguage(type.plural, lang) : '';
    parts.push(say(lang, type ? 'gap.brand' : 'gap.brandNoType', { brand: foreign.name, many }));
    if (learned.acknowledgement) parts.push(learned.acknowledgement);
    if (!type) return { text: parts.join('\n\n'), memory };
    const rec = await recommendation(db, memory, { ...u, more: false }, lang, kb);
    return reply(rec.text, rec.memory);
  }

  // 3. A product the shopper names and uses: what it is, and cleaner ones of its type.
  if (refs.named && refs.ids.length === 1 && (op.swap || wantsOtherProducts(input.text, u))) {
    const swap = await swapAnswer(db, memory, u, refs.ids[0]!, lang, kb);
    if (swap) return reply(swap.text, swap.memory);
  }

  // 4. Operations over the last answer: compare them, order them.
  const overLast = memory.lastShown.length > 0 && !refs.named;
  if (op.compare && overLast && refs.ids.length < 2) {
    const count = Math.min(Math.max(u.numbers.find((n) => n >= 2 && n <= 4) ?? 3, 2), 4);
    const ids = memory.lastShown.slice(0, count);
    if (ids.length >= 2) {
      const answer = await aboutProducts(db, memory, ids, lang, null);
      return reply(answer.text, { ...answer.memory, lastShown: ids });
    }
  }
  if (op.sort && !(refs.ids.length > 0 && !refs.named && !u.type)) {
    const newRequest =
      learned.changed ||
      (u.type !== null && u.type.id !== previousType) ||
      memory.lastShown.length === 0;
    const sorted = await sortedAnswer(db, memory, op.sort, lang, newRequest);
    if (sorted) {
      if (learned.acknowledgement) parts.push(learned.acknowledgement);
      return reply(sorted.text, sorted.memory);
    }
  }

  // 5. Products the shopper points at: 'is the first one safe for me?', 'A or B?', 'is die goed?'.
  // A sentence that narrows the request ('which of them are vegan?') is no question about one.
  // A part of a name in a sentence that narrows is a wish ('only the ones from Weleda'), no pick.
  const narrows = learned.changed || op.refine || op.sameBrand;
  const newType = u.type !== null && u.type.id !== previousType;
  const pointed = refs.pointed && !(refs.byName && (narrows || op.sort || newType));
  if (pointed && !wantsOtherProducts(input.text, u) && !(refs.ambiguous && narrows)) {
    if (refs.ids.length > 0 && !(op.sameBrand && u.type)) {
      const ingredient = u.question ? askedIngredient(u.question, lang, kb) : null;
      if (learned.acknowledgement) parts.push(learned.acknowledgement);
      const answer = await aboutProducts(db, memory, refs.ids, lang, ingredient);
      // Products named side by side become 'the first one' and 'the second one'.
      const ordered =
        refs.named && answer.memory.focus.length > 1
          ? { ...answer.memory, lastShown: answer.memory.focus }
          : answer.memory;
      return reply(answer.text, ordered);
    }
    if (refs.ambiguous) return reply(await whichOne(db, memory, lang, refs.candidates));
    if (memory.lastShown.length === 0 && !u.type && !u.category) {
      return reply(say(lang, 'engine.nothingShown'));
    }
  }

  // 6. 'What is X?' about an ingredient or an ingredient group; with a request, both answered.
  if (u.question) {
    const answer =
      explainSubject(u.question, lang, kb) ?? askedIngredient(u.question, lang, kb)?.explanation;
    if (answer && !u.type && u.types.length === 0) return reply(answer);
    if (answer) parts.push(answer);
    else if (!u.type && !u.category && !u.wantsRecommendation) {
      return reply(say(lang, 'engine.unknownQuestion', { subject: u.question }));
    }
  }

  // 7. Small talk.
  const smallTalk = u.greeting ? 'engine.greeting' : u.thanks ? 'engine.thanks' : null;
  if (smallTalk && !hasRequest(u)) return reply(say(lang, smallTalk));

  // 8. A type Puur does not carry: said first, then the nearest type it does.
  if (u.gap) {
    parts.push(
      capitalise(
        say(lang, 'gap.type', {
          asked: inLanguage(u.gap.label, lang),
          many: inLanguage(u.gap.nearest.plural, lang),
        }),
      ),
    );
  }

  // 9. Several product types in one request: each answered.
  if (u.types.length > 1) {
    if (learned.acknowledgement) parts.push(learned.acknowledgement);
    const several = await severalAnswer(db, memory, u, u.types, lang, kb);
    return reply(several.text, several.memory);
  }

  // 10. Recommendations.
  if (
    (memory.type || memory.category || memory.area) &&
    (hasRequest(u) || learned.changed || op.sameBrand)
  ) {
    if (learned.acknowledgement && !u.type && !u.category) parts.push(learned.acknowledgement);
    const rec = await recommendation(db, memory, u, lang, kb);
    return reply(rec.text, rec.memory);
  }
  // A product the catalogue has no type for: say so, never pretend.
  if (u.askedFor && !memory.type && !u.category) {
    if (learned.acknowledgement) parts.push(learned.acknowledgement);
    return reply(say(lang, 'engine.notCarried', { asked: capitalise(u.askedFor) }));
  }
  if (learned.changed) {
    if (learned.acknowledgement) parts.push(learned.acknowledgement);
    return reply(say(lang, 'engine.whichProduct'));
  }

  return reply(say(lang, 'engine.notUnderstood'));
}

/** Asking for other products ('show me something cheaper than the first one'), not about these. */
function wantsOtherProducts(text: string, u: Understanding): boolean {
  return u.more || INTENTS.otherProducts.test(normalise(text));
}

/**
 * The ingredient a question asks about, also inside a longer question ('what is X and is it a
 * problem in that one?'): the longest start of the subject the knowledge base knows.
 */
function askedIngredient(
  subject: string,
  lang: Language,
  kb: IngredientIndex,
): { name: string; explanation: string } | null {
  const words = subject.split(/\s+/);
  for (let length = Math.min(words.length, 6); length >= 1; length--) {
    const candidate = words
      .slice(0, length)
      .join(' ')
      .replace(/[?,.!;:]+$/, '');
    const hit = kb.lookup(candidate);
    if (!hit || (hit.method === 'fuzzy' && candidate.length < 6)) continue;
    const explanation = explainSubject(hit.entry.inci, lang, kb);
    if (explanation) return { name: hit.entry.inci, explanation };
  }
  return null;
}

function hasRequest(u: Understanding): boolean {
  return Boolean(
    u.type ||
    u.category ||
    u.wantsRecommendation ||
    u.more ||
    u.cheaper ||
    u.priceMax ||
    u.gap ||
    u.types.length ||
    u.removeGroups.length ||
    addsWishes(u),
  );
}

function looksLikeList(text: string, kb: IngredientIndex): boolean {
  return analyseIngredientText(text, kb).filter((i) => i.rating !== 'unknown').length >= 2;
}
