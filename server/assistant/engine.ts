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
import { understand, type Understanding } from './understand';
import { L, capitalise } from './reply-words';
import { learn } from './remember';
import { recommendation } from './recommendation-reply';
import { labelAnalysis } from './label-reply';
import { explainSubject } from './explain-reply';
import { aboutProducts, whichOne } from './product-reply';
import { resolveReferences } from './references';
import { normalise, withoutLeadIn } from './understand';

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

/** Answers to small talk, in English and Dutch. */
type EnglishAndDutch = readonly [en: string, nl: string];
const GREETING: EnglishAndDutch = [
  'Hello! Tell me which product you use now (for example your shampoo or dish soap), paste its ingredient list or send a photo of the label, and mention anything you want to avoid. I will explain what is in it and suggest cleaner Puur products.',
  'Hallo! Vertel me welk product je nu gebruikt (bijvoorbeeld je shampoo of afwasmiddel), plak de ingrediëntenlijst of stuur een foto van het etiket, en noem wat je wilt vermijden. Ik leg uit wat erin zit en stel schonere Puur-producten voor.',
];
const THANKS: EnglishAndDutch = [
  'You are welcome! Ask me about another product whenever you like.',
  'Graag gedaan! Vraag me gerust naar een ander product.',
];

export async function builtinReply(db: DB, input: EngineInput): Promise<EngineReply> {
  const kb = await knowledgeBaseIndex(db);
  const u = understand(input.text, kb);
  let memory: Memory = { ...input.memory };
  const lang: Language = u.lang ?? memory.lang;
  const notes: string[] = [];
  if (u.otherLanguage) {
    notes.push(
      '_I am the built-in assistant and I speak English and Dutch (Nederlands); I will answer in English._',
    );
  }

  if (u.reset) {
    memory = emptyMemory(lang);
    const rest = { ...u, reset: false };
    if (!hasRequest(rest) && !input.imageText && !u.ingredientList) {
      return {
        text: L(
          lang,
          'Fresh start: I have forgotten the product, concerns and avoid list of this conversation. Which product would you like to look at?',
          'We beginnen opnieuw: ik ben het product, je wensen en je lijst met ingrediënten om te vermijden van dit gesprek vergeten. Welk product wil je bekijken?',
        ),
        memory,
      };
    }
  }
  memory.lang = lang;
  const learned = learn(memory, u, input.text);
  memory = learned.memory;

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
      parts.push(
        L(
          lang,
          'I could not read an ingredient list in this photo. Try a sharp, well-lit close-up of just the ingredients (flat, no glare), or type the list here.',
          'Ik kon geen ingrediëntenlijst lezen op deze foto. Probeer een scherpe, goed verlichte close-up van alleen de ingrediënten (plat, zonder schittering), of typ de lijst hier.',
        ),
      );
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

  // 2. Products the shopper points at: 'is the first one safe for me?', 'A or B?', 'is die goed?'.
  const refs = await resolveReferences(db, memory, input.text);
  if (refs.pointed && !wantsOtherProducts(input.text, u)) {
    if (refs.ids.length > 0) {
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
    if (refs.ambiguous) return reply(await whichOne(db, memory, lang));
    if (memory.lastShown.length === 0 && !u.type && !u.category) {
      return reply(
        L(
          lang,
          'I have not shown you any products yet in this conversation. Tell me what you are looking for, or name the product you mean.',
          'Ik heb je in dit gesprek nog geen producten laten zien. Vertel me wat je zoekt, of noem het product dat je bedoelt.',
        ),
      );
    }
  }

  // 3. 'What is X?' about an ingredient or an ingredient group.
  if (u.question) {
    const answer =
      explainSubject(u.question, lang, kb) ?? askedIngredient(u.question, lang, kb)?.explanation;
    if (answer) return reply(answer);
    if (!u.type && !u.category && !u.wantsRecommendation) {
      return reply(
        L(
          lang,
          `I don't know “${u.question}”: it is not in our ingredient database, and I would rather not guess. If it is an ingredient, check the spelling on the label, or paste the whole ingredient list and I will tell you about everything I do know.`,
          `“${u.question}” ken ik niet: het staat niet in onze ingrediëntendatabase en ik ga niet gokken. Is het een ingrediënt, controleer dan de spelling op het etiket, of plak de hele ingrediëntenlijst en ik vertel je over alles wat ik wel ken.`,
        ),
      );
    }
  }

  // 4. Small talk.
  const smallTalk = u.greeting ? GREETING : u.thanks ? THANKS : null;
  if (smallTalk && !hasRequest(u)) return reply(L(lang, ...smallTalk));

  // 5. Recommendations.
  if ((memory.type || memory.category || memory.area) && (hasRequest(u) || learned.changed)) {
    if (learned.acknowledgement && !u.type && !u.category) parts.push(learned.acknowledgement);
    const rec = await recommendation(db, memory, u, lang, kb);
    return reply(rec.text, rec.memory);
  }
  // A product the catalogue has no type for: say so, never pretend.
  if (u.askedFor && !memory.type && !u.category) {
    if (learned.acknowledgement) parts.push(learned.acknowledgement);
    return reply(
      L(
        lang,
        `“${capitalise(u.askedFor)}” is not something we carry in the Puur catalogue, so I won't suggest any: I only recommend products we actually have. If you paste the ingredients of the one you use now, or send a photo of its label, I can tell you what is in it.`,
        `“${capitalise(u.askedFor)}” hebben we niet in de Puur-catalogus, dus ik raad er ook geen aan: ik raad alleen producten aan die we echt hebben. Plak de ingrediënten van wat je nu gebruikt, of stuur een foto van het etiket, dan vertel ik je wat erin zit.`,
      ),
    );
  }
  if (learned.changed) {
    if (learned.acknowledgement) parts.push(learned.acknowledgement);
    return reply(
      L(
        lang,
        'Which product would you like to replace? For example a shampoo, face cream, deodorant, dish soap or baby wipes. You can also paste its ingredient list or send a photo of the label.',
        'Welk product wil je vervangen? Bijvoorbeeld een shampoo, gezichtscrème, deodorant, afwasmiddel of billendoekjes. Je kunt ook de ingrediëntenlijst plakken of een foto van het etiket sturen.',
      ),
    );
  }

  return reply(
    L(
      lang,
      "I'm not sure I understood that, and I would rather not guess. I can help with three things:\n\n- **Find a cleaner product**: tell me what you need, e.g. “a fragrance-free shampoo for a sensitive scalp”.\n- **Check a product you use**: paste its ingredient list or send a photo of the label.\n- **Explain an ingredient**: ask “what is phenoxyethanol?”.",
      'Dat begreep ik niet helemaal, en ik ga liever niet gokken. Ik kan je op drie manieren helpen:\n\n- **Een schoner product vinden**: vertel wat je zoekt, bijvoorbeeld “een shampoo zonder parfum voor een gevoelige hoofdhuid”.\n- **Een product checken dat je gebruikt**: plak de ingrediëntenlijst of stuur een foto van het etiket.\n- **Een ingrediënt uitleggen**: vraag “wat is phenoxyethanol?”.',
    ),
  );
}

/** Asking for other products ('show me something cheaper than the first one'), not about these. */
const OTHER_PRODUCTS =
  /\b(alternatives?|instead|swaps?|replace\w*|show me|recommend\w*|suggest\w*|something|anything|another|other|others|similar|like (?:it|that one|the \w+ one)|cheaper than|aanraden|alternatie\w*|in plaats|vervang\w*|laat .{0,20}zien|iets|andere?|vergelijkbaar|goedkoper dan)\b/;

function wantsOtherProducts(text: string, u: Understanding): boolean {
  return u.more || OTHER_PRODUCTS.test(normalise(text));
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
    u.addGroups.length ||
    u.removeGroups.length ||
    u.addTerms.length ||
    u.skinTypes.length ||
    u.situations.length ||
    u.certifications.length ||
    u.packaging.length,
  );
}

function looksLikeList(text: string, kb: IngredientIndex): boolean {
  return analyseIngredientText(text, kb).filter((i) => i.rating !== 'unknown').length >= 2;
}
