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
import {
  AVOID_GROUPS,
  cleanAvoidList,
  CONCERN_LABELS,
  functionLabel,
  MAX_CUSTOM_AVOID_TERMS,
  productVerdict,
  RATING_SEVERITY,
  type AvoidList,
  type IngredientRating,
} from '../../shared/ingredients';
import type { DB } from '../db/connect';
import { knowledgeBaseIndex } from '../ingredients/kb';
import type { IngredientIndex } from '../ingredients/matcher';
import type { KbEntry } from '../ingredients/types';
import {
  analyseIngredientText,
  avoidHits,
  findCandidates,
  type AnalysedIngredient,
  type CandidateProduct,
} from './catalog';
import { emptyMemory, rememberShown, type Language, type Memory } from './memory';
import {
  avoidLabels,
  formatEuro,
  listJoin,
  MIN_PICKS,
  recommend,
  type Preferences,
  type RecommendOutcome,
} from './recommend';
import { questionSubject, understand, type Understanding } from './understand';
import {
  AVOID_WORDS,
  GROUP_DESCRIPTIONS_NL,
  GROUP_LABELS,
  PRODUCT_TYPE_BY_ID,
  PRODUCT_TYPES,
  type ProductType,
} from './vocabulary';

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

/** Up to this many products under one reply (SPEC: a grid of 1–3 columns; issue: 3 to 6). */
const MAX_PICKS = 4;
const MAX_PICKS_WIDE = 6;
const MAX_EXPLAINED = 6;

const RETINOIDS = ['retinol', 'retinyl', 'retinal', 'retinoic'];

const L = (lang: Language, en: string, nl: string) => (lang === 'nl' ? nl : en);

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

  // 1. A label: a photo that we read, or a pasted ingredient list.
  const listText = input.imageText ?? (u.ingredientList ? input.text : null);
  if (input.imageText !== null || input.imageUnreadable) {
    if (!input.imageText || !looksLikeList(input.imageText, kb)) {
      parts.push(
        L(
          lang,
          'I could not read an ingredient list in this photo. Try a sharp, well-lit close-up of just the ingredients (flat, no glare), or type the list here.',
          'Ik kon geen ingrediëntenlijst lezen op deze foto. Probeer een scherpe, goed verlichte close-up van alleen de ingrediënten (plat, zonder schittering), of typ de lijst hier.',
        ),
      );
      if (memory.type || memory.category) {
        const rec = await recommendation(db, memory, u, lang, kb);
        parts.push(rec.text);
        memory = rec.memory;
      }
      return { text: parts.join('\n\n'), memory };
    }
  }
  if (listText) {
    const label = await labelAnalysis(db, memory, u, listText, lang, kb, input.imageText !== null);
    parts.push(label.text);
    return { text: parts.join('\n\n'), memory: label.memory };
  }

  // 2. 'What is X?' about an ingredient or an ingredient group.
  if (u.question) {
    const answer = explainSubject(u.question, lang, kb);
    if (answer) {
      parts.push(answer);
      return { text: parts.join('\n\n'), memory };
    }
    if (!u.type && !u.category && !u.wantsRecommendation) {
      parts.push(
        L(
          lang,
          `I don't know “${u.question}”: it is not in our ingredient database, and I would rather not guess. If it is an ingredient, check the spelling on the label, or paste the whole ingredient list and I will tell you about everything I do know.`,
          `“${u.question}” ken ik niet: het staat niet in onze ingrediëntendatabase en ik ga niet gokken. Is het een ingrediënt, controleer dan de spelling op het etiket, of plak de hele ingrediëntenlijst en ik vertel je over alles wat ik wel ken.`,
        ),
      );
      return { text: parts.join('\n\n'), memory };
    }
  }

  // 3. Small talk.
  if (u.greeting && !hasRequest(u)) {
    parts.push(
      L(
        lang,
        'Hello! Tell me which product you use now (for example your shampoo or dish soap), paste its ingredient list or send a photo of the label, and mention anything you want to avoid. I will explain what is in it and suggest cleaner Puur products.',
        'Hallo! Vertel me welk product je nu gebruikt (bijvoorbeeld je shampoo of afwasmiddel), plak de ingrediëntenlijst of stuur een foto van het etiket, en noem wat je wilt vermijden. Ik leg uit wat erin zit en stel schonere Puur-producten voor.',
      ),
    );
    return { text: parts.join('\n\n'), memory };
  }
  if (u.thanks && !hasRequest(u)) {
    parts.push(
      L(
        lang,
        'You are welcome! Ask me about another product whenever you like.',
        'Graag gedaan! Vraag me gerust naar een ander product.',
      ),
    );
    return { text: parts.join('\n\n'), memory };
  }

  // 4. Recommendations.
  if ((memory.type || memory.category) && (hasRequest(u) || learned.changed)) {
    if (learned.acknowledgement && !u.type && !u.category) parts.push(learned.acknowledgement);
    const rec = await recommendation(db, memory, u, lang, kb);
    parts.push(rec.text);
    return { text: parts.join('\n\n'), memory: rec.memory };
  }
  if (learned.changed) {
    if (learned.acknowledgement) parts.push(learned.acknowledgement);
    parts.push(
      L(
        lang,
        'Which product would you like to replace? For example a shampoo, face cream, deodorant, dish soap or baby wipes. You can also paste its ingredient list or send a photo of the label.',
        'Welk product wil je vervangen? Bijvoorbeeld een shampoo, gezichtscrème, deodorant, afwasmiddel of billendoekjes. Je kunt ook de ingrediëntenlijst plakken of een foto van het etiket sturen.',
      ),
    );
    return { text: parts.join('\n\n'), memory };
  }

  parts.push(
    L(
      lang,
      "I'm not sure I understood that, and I would rather not guess. I can help with three things:\n\n- **Find a cleaner product**: tell me what you need, e.g. “a fragrance-free shampoo for a sensitive scalp”.\n- **Check a product you use**: paste its ingredient list or send a photo of the label.\n- **Explain an ingredient**: ask “what is phenoxyethanol?”.",
      'Dat begreep ik niet helemaal, en ik ga liever niet gokken. Ik kan je op drie manieren helpen:\n\n- **Een schoner product vinden**: vertel wat je zoekt, bijvoorbeeld “een shampoo zonder parfum voor een gevoelige hoofdhuid”.\n- **Een product checken dat je gebruikt**: plak de ingrediëntenlijst of stuur een foto van het etiket.\n- **Een ingrediënt uitleggen**: vraag “wat is phenoxyethanol?”.',
    ),
  );
  return { text: parts.join('\n\n'), memory };
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

// ── Memory ───────────────────────────────────────────────────────────────────────────────────

interface Learned {
  memory: Memory;
  /** Something new about the shopper (concerns, skin, wishes) was learned. */
  changed: boolean;
  acknowledgement: string | null;
}

function learn(previous: Memory, u: Understanding, text: string): Learned {
  const memory: Memory = {
    ...previous,
    avoidGroups: [...previous.avoidGroups],
    avoidTerms: [...previous.avoidTerms],
    avoidTermLabels: [...previous.avoidTermLabels],
  };
  const lang = memory.lang;
  const said: string[] = [];
  let changed = false;

  let type = u.type;
  // 'shampoo for my baby' is a baby wash; 'a cream for my baby' stays generic.
  if (
    type &&
    u.situations.includes('baby') &&
    /baby|babies|kindje|peuter|toddler|infant/.test(text.toLowerCase())
  ) {
    if (type.id === 'shampoo' || type.id === 'body-care')
      type = PRODUCT_TYPE_BY_ID.get('baby-wash')!;
  }
  if (type) {
    if (type.id !== memory.type) {
      memory.shown = [];
      memory.priceMax = null;
    }
    memory.type = type.id;
    memory.category = type.category;
  } else if (u.category && u.category !== memory.category) {
    memory.category = u.category;
    memory.type = null;
    memory.shown = [];
  }

  for (const group of u.removeGroups) {
    if (memory.avoidGroups.includes(group)) {
      memory.avoidGroups = memory.avoidGroups.filter((g) => g !== group);
      said.push(
        L(
          lang,
          `${GROUP_LABELS[group]?.en ?? group} is fine`,
          `${GROUP_LABELS[group]?.nl ?? group} mag wel`,
        ),
      );
      changed = true;
    }
  }
  const addedLabels: string[] = [];
  for (const group of u.addGroups) {
    if (!memory.avoidGroups.includes(group)) {
      memory.avoidGroups.push(group);
      addedLabels.push(GROUP_LABELS[group]?.[lang] ?? group);
      changed = true;
    }
  }
  const addTerm = (terms: string[], label: string) => {
    let added = false;
    for (const term of terms) {
      if (!memory.avoidTerms.includes(term) && memory.avoidTerms.length < MAX_CUSTOM_AVOID_TERMS) {
        memory.avoidTerms.push(term);
        added = true;
      }
    }
    if (added && !memory.avoidTermLabels.includes(label)) {
      memory.avoidTermLabels.push(label);
      addedLabels.push(label);
      changed = true;
    }
  };
  for (const term of u.addTerms) addTerm(term.terms, term.label);

  for (const situation of u.situations) {
    if (memory.situations.includes(situation)) continue;
    memory.situations.push(situation);
    changed = true;
    if (situation === 'pregnancy') {
      addTerm(RETINOIDS, L(lang, 'retinoids', 'retinoïden'));
      if (!memory.avoidGroups.includes('uv-filters')) memory.avoidGroups.push('uv-filters');
    }
  }
  for (const skin of u.skinTypes) {
    if (!memory.skinTypes.includes(skin)) {
      memory.skinTypes.push(skin);
      changed = true;
    }
  }
  for (const wish of u.certifications) {
    if (!memory.certifications.includes(wish)) {
      memory.certifications.push(wish);
      changed = true;
    }
  }
  for (const wish of u.packaging) {
    if (!memory.packaging.includes(wish)) {
      memory.packaging.push(wish);
      changed = true;
    }
  }
  if (u.priceMax !== null) {
    memory.priceMax = u.priceMax;
    changed = true;
  }

  if (addedLabels.length > 0) {
    said.unshift(
      L(
        lang,
        `no ${listJoin(addedLabels, lang, 'or')}`,
        `geen ${listJoin(addedLabels, lang, 'of')}`,
      ),
    );
  }
  const acknowledgement =
    said.length > 0
      ? L(
          lang,
          `Noted: ${listJoin(said, lang)}. I will keep that in mind for the rest of our conversation.`,
          `Genoteerd: ${listJoin(said, lang)}. Daar houd ik de rest van ons gesprek rekening mee.`,
        )
      : null;
  return { memory, changed, acknowledgement };
}

function preferencesOf(memory: Memory): Preferences {
  const avoid: AvoidList = cleanAvoidList({ groups: memory.avoidGroups, terms: memory.avoidTerms });
  return {
    avoid,
    termLabels: memory.avoidTermLabels,
    skinTypes: memory.skinTypes,
    situations: memory.situations,
    certifications: memory.certifications,
    packaging: memory.packaging,
    priceMax: memory.priceMax,
    flagged: memory.lastFlagged,
  };
}

// ── Recommendations ──────────────────────────────────────────────────────────────────────────

async function recommendation(
  db: DB,
  memory: Memory,
  u: Understanding,
  lang: Language,
  kb: IngredientIndex,
  lead?: string,
): Promise<{ text: string; memory: Memory }> {
  void kb;
  const type = memory.type ? (PRODUCT_TYPE_BY_ID.get(memory.type) ?? null) : null;
  const candidates = await findCandidates(db, { type, category: type ? null : memory.category });
  const prefs = preferencesOf(memory);
  if (u.cheaper && u.priceMax === null) {
    const shownPrices = candidates
      .filter((c) => memory.shown.includes(c.id) && c.price !== null)
      .map((c) => c.price!);
    if (shownPrices.length > 0) {
      // Only for this answer: 'cheaper' is relative to what was shown, not a budget.
      prefs.priceMax = Math.min(...shownPrices) - 0.01;
    }
  }
  const max = type ? MAX_PICKS : MAX_PICKS_WIDE;
  const exclude = u.more ? memory.shown : [];
  const outcome = recommend(candidates, prefs, { exclude, max, lang });
  const noun = describeWanted(type, memory, lang);
  const text = writeRecommendation(outcome, prefs, memory, type, noun, lang, u.more, lead);
  const ids = outcome.picks.map((p) => p.product.id);
  return { text, memory: { ...memory, shown: rememberShown(memory, ids) } };
}

function describeWanted(type: ProductType | null, memory: Memory, lang: Language) {
  if (type) return { one: type.name[lang], many: type.plural[lang] };
  const category = memory.category ?? '';
  const nl: Record<string, [string, string]> = {
    Skincare: ['huidverzorgingsproduct', 'huidverzorgingsproducten'],
    Haircare: ['haarverzorgingsproduct', 'haarverzorgingsproducten'],
    'Home cleaners': ['schoonmaakmiddel', 'schoonmaakmiddelen'],
    'Make-up': ['make-upproduct', 'make-upproducten'],
    'Baby & Kids': ['product voor baby en kind', 'producten voor baby en kind'],
    Laundry: ['wasproduct', 'wasproducten'],
    Kitchen: ['keukenproduct', 'keukenproducten'],
    Decoration: ['woonproduct', 'woonproducten'],
    Fashion: ['kledingstuk', 'kledingstukken'],
  };
  const en: Record<string, [string, string]> = {
    Skincare: ['skincare product', 'skincare products'],
    Haircare: ['haircare product', 'haircare products'],
    'Home cleaners': ['home cleaner', 'home cleaners'],
    'Make-up': ['make-up product', 'make-up products'],
    'Baby & Kids': ['baby and kids product', 'baby and kids products'],
    Laundry: ['laundry product', 'laundry products'],
    Kitchen: ['kitchen product', 'kitchen products'],
    Decoration: ['home decoration', 'home decorations'],
    Fashion: ['piece of clothing', 'clothes'],
  };
  const pair = (lang === 'nl' ? nl : en)[category] ?? [category, category];
  return { one: pair[0], many: pair[1] };
}

const SKIN_SHORT_NL: Record<string, string> = {
  'Sensitive Skin': 'gevoelige huid',
  'Dry Skin': 'droge huid',
  'Oily Skin': 'vette huid',
  'Combination Skin': 'gecombineerde huid',
};

function wishesLine(prefs: Preferences, memory: Memory, lang: Language): string {
  const bits: string[] = [];
  const avoided = avoidLabels(prefs, lang);
  if (avoided.length)
    bits.push(
      L(
        lang,
        `without ${listJoin(avoided, lang, 'or')}`,
        `zonder ${listJoin(avoided, lang, 'of')}`,
      ),
    );
  const skins = memory.skinTypes.map((s) =>
    L(lang, s.replace(' Skin', ' skin').toLowerCase(), SKIN_SHORT_NL[s] ?? s),
  );
  if (skins.length)
    bits.push(L(lang, `for ${listJoin(skins, lang)}`, `voor een ${listJoin(skins, lang)}`));
  if (memory.situations.includes('pregnancy'))
    bits.push(L(lang, 'suitable while pregnant', 'geschikt tijdens de zwangerschap'));
  if (memory.situations.includes('baby'))
    bits.push(L(lang, 'gentle for little ones', 'mild voor de kleintjes'));
  if (prefs.priceMax !== null)
    bits.push(
      L(
        lang,
        `up to ${formatEuro(prefs.priceMax, lang)}`,
        `tot ${formatEuro(prefs.priceMax, lang)}`,
      ),
    );
  return bits.join('; ');
}

function writeRecommendation(
  outcome: RecommendOutcome,
  prefs: Preferences,
  memory: Memory,
  type: ProductType | null,
  noun: { one: string; many: string },
  lang: Language,
  more: boolean,
  lead?: string,
): string {
  const wishes = wishesLine(prefs, memory, lang);
  const lines: string[] = [];
  if (lead) lines.push(lead);
  const picks = outcome.picks;

  if (outcome.considered === 0) {
    lines.push(
      L(
        lang,
        `We don't have ${article(noun.one)} in the Puur catalogue yet, so I won't suggest one: I only recommend products we actually carry. If you tell me which ${noun.one} you use now (or paste its ingredients, or send a photo of the label), I can tell you what is in it.`,
        `We hebben nog geen ${noun.one} in de Puur-catalogus, dus ik ga er ook geen aanraden: ik raad alleen producten aan die we echt hebben. Vertel me welke ${noun.one} je nu gebruikt (of plak de ingrediënten, of stuur een foto van het etiket), dan vertel ik je wat erin zit.`,
      ),
    );
    return lines.join('\n\n');
  }
  if (picks.length === 0) {
    const n = outcome.considered;
    const why: string[] = [];
    const part = (k: number, en1: string, enN: string, nl1: string, nlN: string) =>
      L(
        lang,
        k === 1 ? en1 : enN.replace('{k}', String(k)),
        k === 1 ? nl1 : nlN.replace('{k}', String(k)),
      );
    if (outcome.excludedForAvoid > 0)
      why.push(
        part(
          outcome.excludedForAvoid,
          'one contains something you want to avoid (or we do not know all its ingredients)',
          '{k} contain something you want to avoid (or we do not know all their ingredients)',
          'één bevat iets wat je wilt vermijden (of we kennen niet al zijn ingrediënten)',
          '{k} bevatten iets wat je wilt vermijden (of we kennen niet al hun ingrediënten)',
        ),
      );
    if (outcome.excludedForConcern > 0)
      why.push(
        part(
          outcome.excludedForConcern,
          'one contains an ingredient of high concern',
          '{k} contain an ingredient of high concern',
          'één bevat een ingrediënt van grote zorg',
          '{k} bevatten een ingrediënt van grote zorg',
        ),
      );
    if (outcome.excludedForPrice > 0)
      why.push(
        part(
          outcome.excludedForPrice,
          'one costs more than your budget',
          '{k} cost more than your budget',
          'één is duurder dan je budget',
          '{k} zijn duurder dan je budget',
        ),
      );
    const looked = L(
      lang,
      n === 1 ? 'We carry one' : `Of the ${n} we carry,`,
      n === 1 ? 'We hebben er één' : `Van de ${n} die we hebben:`,
    );
    const reasonText = why.length
      ? n === 1
        ? ` ${looked}, and it ${L(lang, why[0]!.replace(/^one /, ''), why[0]!.replace(/^één /, ''))}.`.replace(
            ', and it ',
            L(lang, ', and it ', ' en die '),
          )
        : ` ${looked} ${listJoin(why, lang)}.`
      : '';
    lines.push(
      more
        ? L(
            lang,
            `Those were all the ${noun.many} that fit${wishes ? ` (${wishes})` : ''}; I have nothing else to show without bending your wishes.`,
            `Dat waren alle ${noun.many} die passen${wishes ? ` (${wishes})` : ''}; meer heb ik niet zonder je wensen los te laten.`,
          )
        : L(
            lang,
            `I can't find ${article(noun.one)} in our catalogue that fits${wishes ? ` (${wishes})` : ''}, and I won't recommend one that doesn't.${reasonText} If one of your wishes is flexible, tell me and I'll look again.`,
            `Geen van onze ${noun.many} past bij je wensen${wishes ? ` (${wishes})` : ''}, en ik raad niets aan wat niet past.${reasonText} Is een van je wensen flexibel, zeg het dan en ik kijk opnieuw.`,
          ),
    );
    return lines.join('\n\n');
  }

  const count = picks.length;
  const intro =
    count < MIN_PICKS
      ? L(
          lang,
          `I found only ${count === 1 ? `one ${noun.one}` : `${count} ${noun.many}`} in our catalogue that ${count === 1 ? 'fits' : 'fit'}${wishes ? ` (${wishes})` : ''}:`,
          `Er ${count === 1 ? `past maar één ${noun.one}` : `passen maar ${count} ${noun.many}`} uit onze catalogus bij je wensen${wishes ? ` (${wishes})` : ''}:`,
        )
      : more
        ? L(
            lang,
            `Here are ${count} more ${noun.many}${wishes ? ` (${wishes})` : ''}:`,
            `Hier zijn nog ${count} ${noun.many}${wishes ? ` (${wishes})` : ''}:`,
          )
        : L(
            lang,
            `Here are ${count} ${noun.many} from our catalogue that fit${wishes ? ` (${wishes})` : ''}:`,
            `Hier zijn ${count} ${noun.many} uit onze catalogus die bij je wensen passen${wishes ? ` (${wishes})` : ''}:`,
          );
  lines.push(intro);
  lines.push(
    picks
      .map((pick, i) => {
        const p = pick.product;
        const meta = [p.brand, formatEuro(p.price, lang)].filter(Boolean).join(', ');
        const reason = pick.reasons.length ? `: ${capitalise(listJoin(pick.reasons, lang))}.` : '.';
        return `${i + 1}. **${p.name}**${meta ? ` (${meta})` : ''}${reason}`;
      })
      .join('\n'),
  );
  if (outcome.relaxed.length > 0) {
    lines.push(
      L(
        lang,
        `None of them is ${listJoin(
          outcome.relaxed.map((w) => w.toLowerCase()),
          lang,
          'or',
        )}, so I left that wish out.`,
        `Geen ervan is ${listJoin(
          outcome.relaxed.map((w) => w.toLowerCase()),
          lang,
          'of',
        )}, dus die wens heb ik losgelaten.`,
      ),
    );
  }
  const hint = type
    ? L(
        lang,
        'Want more options, something cheaper, or help with another product? Just ask.',
        'Wil je meer opties, iets goedkopers of hulp bij een ander product? Vraag het gerust.',
      )
    : L(
        lang,
        'Tell me which product you are replacing (and anything to avoid) and I can narrow this down.',
        'Vertel me welk product je vervangt (en wat je wilt vermijden), dan maak ik de keuze kleiner.',
      );
  lines.push(hint);
  lines.push(`[PRODUCT:${picks.map((p) => p.product.id).join(',')}]`);
  return lines.join('\n\n');
}

function article(noun: string): string {
  return /^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// ── Labels and ingredient lists ──────────────────────────────────────────────────────────────

const RATING_WORDS: Record<IngredientRating, Record<Language, string>> = {
  'high-concern': { en: 'high concern', nl: 'grote zorg' },
  'low-to-moderate-concern': { en: 'low to moderate concern', nl: 'lage tot matige zorg' },
  'no-concern': { en: 'no concern', nl: 'geen zorg' },
  unknown: { en: 'not rated yet', nl: 'nog niet beoordeeld' },
};

const CONCERN_NL: Record<string, string> = {
  allergen: 'allergeen',
  irritant: 'irriterend',
  'endocrine-disruption': 'hormoonverstoring',
  cmr: 'kankerverwekkend / CMR',
  environmental: 'milieu',
  comedogenic: 'comedogeen',
  contamination: 'risico op verontreiniging',
  respiratory: 'luchtwegen',
  'organ-toxicity': 'orgaantoxiciteit',
  microplastic: 'microplastic',
  photosensitivity: 'lichtgevoeligheid',
};

function concernWords(concerns: readonly string[], lang: Language): string {
  return concerns
    .map((c) => (lang === 'nl' ? (CONCERN_NL[c] ?? c) : (CONCERN_LABELS[c] ?? c).toLowerCase()))
    .join(', ');
}

function shortExplanation(text: string | null): string {
  if (!text) return '';
  if (text.length <= 280) return text;
  const sentences = text.match(/[^.!?]+[.!?]+/g) ?? [text];
  let out = '';
  for (const sentence of sentences) {
    if ((out + sentence).length > 280) break;
    out += sentence;
  }
  return (out || text.slice(0, 277) + '…').trim();
}

async function labelAnalysis(
  db: DB,
  memory: Memory,
  u: Understanding,
  listText: string,
  lang: Language,
  kb: IngredientIndex,
  fromPhoto: boolean,
): Promise<{ text: string; memory: Memory }> {
  const items = analyseIngredientText(listText, kb);
  const prefs = preferencesOf(memory);
  const onAvoid = new Map(
    avoidHits({ ingredients: items }, prefs.avoid).map((h) => [h.ingredient, h.hits]),
  );
  const verdict = productVerdict(items.map((i) => i.rating));
  const flagged = items
    .map((item, position) => ({ item, position }))
    .filter(
      ({ item }) =>
        item.rating === 'high-concern' ||
        item.rating === 'low-to-moderate-concern' ||
        onAvoid.has(item.name),
    )
    .sort(
      (a, b) =>
        RATING_SEVERITY[b.item.rating] - RATING_SEVERITY[a.item.rating] || a.position - b.position,
    )
    .map(({ item }) => item);
  const unknown = items.filter((i) => i.rating === 'unknown');

  const lines: string[] = [];
  lines.push(
    fromPhoto
      ? L(
          lang,
          `I read the label in your photo: **${items.length} ingredients**.`,
          `Ik heb het etiket op je foto gelezen: **${items.length} ingrediënten**.`,
        )
      : L(
          lang,
          `I checked your list: **${items.length} ingredients**.`,
          `Ik heb je lijst gecheckt: **${items.length} ingrediënten**.`,
        ),
  );
  lines.push(verdictLine(verdict.level, verdict.counts, lang));
  if (flagged.length > 0) {
    lines.push(L(lang, '**Worth knowing:**', '**Goed om te weten:**'));
    lines.push(
      flagged
        .slice(0, MAX_EXPLAINED)
        .map((item) => {
          const rating = RATING_WORDS[item.rating][lang];
          const concerns = item.concerns.length ? ` (${concernWords(item.concerns, lang)})` : '';
          const avoid = onAvoid.get(item.name);
          const avoidNote = avoid
            ? L(
                lang,
                ` On your avoid list (${avoid.join(', ')}).`,
                ` Staat op je lijst om te vermijden (${avoid.join(', ')}).`,
              )
            : '';
          return `- **${item.name}**: ${rating}${concerns}. ${shortExplanation(item.explanation)}${avoidNote}`;
        })
        .join('\n'),
    );
    if (flagged.length > MAX_EXPLAINED) {
      lines.push(
        L(
          lang,
          `…and ${flagged.length - MAX_EXPLAINED} more of low to moderate concern.`,
          `…en nog ${flagged.length - MAX_EXPLAINED} van lage tot matige zorg.`,
        ),
      );
    }
    if (lang === 'nl')
      lines.push('_De uitleg komt uit onze ingrediëntendatabase en is in het Engels._');
  }
  if (unknown.length > 0) {
    const names = unknown.slice(0, 5).map((i) => i.name);
    lines.push(
      L(
        lang,
        `I don't know ${unknown.length === 1 ? 'one ingredient' : `${unknown.length} ingredients`} yet (${listJoin(names, lang)}${unknown.length > 5 ? ', …' : ''}), so I make no claim about ${unknown.length === 1 ? 'it' : 'them'}.`,
        `${unknown.length === 1 ? 'Eén ingrediënt ken' : `${unknown.length} ingrediënten ken`} ik nog niet (${listJoin(names, lang)}${unknown.length > 5 ? ', …' : ''}), dus daar zeg ik niets over.`,
      ),
    );
  }

  const flaggedNames = flagged
    .filter((i) => i.rating !== 'no-concern' || onAvoid.has(i.name))
    .map((i) => i.name);
  let next: Memory = { ...memory, lastFlagged: flaggedNames.slice(0, 30) };

  // Alternatives of the same kind of product, without what we flagged. A list without words
  // about it is compared with the catalogue first: a pasted shampoo list means shampoo now.
  let type = u.type;
  let guessed = false;
  if (!type && !u.category) {
    const guess = await guessType(db, items);
    if (guess) {
      type = guess;
      guessed = true;
    } else if (memory.type) {
      type = PRODUCT_TYPE_BY_ID.get(memory.type) ?? null;
    }
  }
  if (type) {
    next = { ...next, type: type.id, category: type.category, shown: [] };
  } else if (u.category) {
    next = { ...next, category: u.category, type: null, shown: [] };
  }
  if (!next.type && !next.category) {
    lines.push(
      L(
        lang,
        'Which kind of product is this (a shampoo, a face cream, a dish soap…)? Tell me and I will suggest cleaner Puur products without these ingredients.',
        'Wat voor product is dit (een shampoo, een gezichtscrème, een afwasmiddel…)? Vertel het me en ik stel schonere Puur-producten voor zonder deze ingrediënten.',
      ),
    );
    return { text: lines.join('\n\n'), memory: next };
  }
  const lead =
    flaggedNames.length > 0
      ? guessed && type
        ? L(
            lang,
            `It looks like ${article(type.name.en)}. Cleaner swaps without the flagged ingredients:`,
            `Het lijkt op een ${type.name.nl}. Schonere alternatieven zonder de gemarkeerde ingrediënten:`,
          )
        : L(
            lang,
            'Cleaner swaps without the flagged ingredients:',
            'Schonere alternatieven zonder de gemarkeerde ingrediënten:',
          )
      : L(
          lang,
          'Nothing to worry about here. If you would still like to compare, these fit as well:',
          'Hier hoef je je geen zorgen over te maken. Wil je toch vergelijken, dan passen deze ook:',
        );
  const rec = await recommendation(db, next, { ...u, more: false, cheaper: false }, lang, kb, lead);
  lines.push(rec.text);
  return { text: lines.join('\n\n'), memory: rec.memory };
}

function verdictLine(
  level: string,
  counts: Record<IngredientRating, number>,
  lang: Language,
): string {
  const high = counts['high-concern'];
  const moderate = counts['low-to-moderate-concern'];
  switch (level) {
    case 'avoid':
      return L(
        lang,
        `**Verdict: contains ${high === 1 ? 'an ingredient' : `${high} ingredients`} of high concern.** A cleaner alternative is worth it.`,
        `**Oordeel: bevat ${high === 1 ? 'een ingrediënt' : `${high} ingrediënten`} van grote zorg.** Een schoner alternatief is de moeite waard.`,
      );
    case 'watch':
      return L(
        lang,
        `**Verdict: some ingredients to watch** (${moderate} of low to moderate concern). Fine for most people; check them if you have sensitive skin or allergies.`,
        `**Oordeel: een paar ingrediënten om op te letten** (${moderate} van lage tot matige zorg). Voor de meeste mensen prima; let erop bij een gevoelige huid of allergieën.`,
      );
    case 'good':
      return L(
        lang,
        `**Verdict: a good choice.** Nothing of high concern; ${moderate} worth knowing about.`,
        `**Oordeel: een goede keuze.** Niets van grote zorg; ${moderate} goed om te weten.`,
      );
    case 'clean':
      return L(
        lang,
        '**Verdict: a clean formula.** Every ingredient I know is of no concern.',
        '**Oordeel: een schone formule.** Elk ingrediënt dat ik ken is zonder zorgen.',
      );
    default:
      return L(
        lang,
        '**I know too few of these ingredients to give a verdict.**',
        '**Ik ken te weinig van deze ingrediënten om een oordeel te geven.**',
      );
  }
}

/**
 * The product type of the catalogue product whose ingredients overlap most with this list, by a
 * Jaccard index weighted with the rarity of each ingredient in the catalogue (water and citric
 * acid say little; cocamidopropyl betaine says 'shampoo').
 */
async function guessType(db: DB, items: AnalysedIngredient[]): Promise<ProductType | null> {
  const names = new Set(items.filter((i) => i.rating !== 'unknown').map((i) => i.name));
  if (names.size < 3) return null;
  const candidates: CandidateProduct[] = await findCandidates(db, { type: null, category: null });
  const lists = candidates
    .map((product) => ({ product, theirs: new Set(product.ingredients.map((i) => i.name)) }))
    .filter((entry) => entry.theirs.size > 0);
  const frequency = new Map<string, number>();
  for (const { theirs } of lists)
    for (const name of theirs) frequency.set(name, (frequency.get(name) ?? 0) + 1);
  const weight = (name: string) =>
    Math.log((lists.length + 1) / ((frequency.get(name) ?? 0) + 0.5));
  let best: { type: ProductType; score: number } | null = null;
  for (const { product, theirs } of lists) {
    let shared = 0;
    let union = 0;
    for (const name of new Set([...names, ...theirs])) {
      const w = weight(name);
      union += w;
      if (names.has(name) && theirs.has(name)) shared += w;
    }
    const score = union > 0 ? shared / union : 0;
    if (score < 0.2 || (best && score <= best.score)) continue;
    const text = `${product.name} ${product.subtitle ?? ''}`.toLowerCase();
    const type = PRODUCT_TYPES.find((t) => t.product.test(text) && t.category === product.category);
    if (type) best = { type, score };
  }
  return best?.type ?? null;
}

// ── 'What is X?' ─────────────────────────────────────────────────────────────────────────────

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
      const description =
        lang === 'nl' ? (GROUP_DESCRIPTIONS_NL[group.group] ?? info.description) : info.description;
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

function explainEntry(e: KbEntry, lang: Language): string {
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

export { questionSubject };

/**
 * The memory after one message of the shopper, without answering it. The language-model path
 * uses it too, so that its product cards are checked against the same avoid list.
 */
export function rememberMessage(memory: Memory, text: string, kb: IngredientIndex): Memory {
  const u = understand(text, kb);
  const next = u.reset ? emptyMemory(u.lang ?? memory.lang) : { ...memory };
  next.lang = u.lang ?? next.lang;
  return learn(next, u, text).memory;
}

export function avoidListOf(memory: Memory): AvoidList {
  return preferencesOf(memory).avoid;
}
