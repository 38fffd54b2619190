/**
 * The public paraphrase suite: shopper turns in English and Dutch, each kind of sentence in many
 * wordings (ordering the last answer, narrowing it, the same brand, comparing, picking, several
 * requests in one sentence, types Puur does not carry, a named product to replace, and money,
 * numbers and negation). Every turn passes the checker of server/test/chat.ts.
 */
import type { Conversation, Turn } from './suite-conversations';

export type Kind =
  | 'order-price'
  | 'order-other'
  | 'narrow'
  | 'same-brand'
  | 'compare'
  | 'pick'
  | 'several'
  | 'gap'
  | 'named'
  | 'money'
  | 'brand-gap'
  | 'pick-name';

export interface Paraphrase extends Conversation {
  kind: Kind;
}

type Lang = 'en' | 'nl';
const SHAMPOO = ['shampoo'];
const BODY = ['body-lotion', 'body-butter', 'body-oil'];
const FACE_CREAM = ['moisturiser', 'night-cream'];
const CONDITIONER = ['conditioner'];
const FACE_OIL = ['face-oil'];
const TOOTHPASTE = ['toothpaste'];

/** Never: the fallback, nor "which one do you mean?" for a sentence that names no product. */
const CONFUSED = [/not sure I understood|begreep ik niet/, /Which one do you mean|Welke bedoel je/];

/** A first turn that shows products, per language. */
const SETUPS: Record<Lang, [string, string[]][]> = {
  en: [
    ['Show me some shampoos.', SHAMPOO],
    ['Show me face oils.', FACE_OIL],
    ['Can you recommend a body lotion?', BODY],
    ['I need a conditioner.', CONDITIONER],
    ['Which toothpastes do you have?', TOOTHPASTE],
    ['A face cream, please.', FACE_CREAM],
  ],
  nl: [
    ['Laat wat shampoos zien.', SHAMPOO],
    ['Ik zoek een gezichtsolie.', FACE_OIL],
    ['Welke bodylotion raad je aan?', BODY],
    ['Ik zoek een conditioner.', CONDITIONER],
    ['Ik zoek een tandpasta.', TOOTHPASTE],
    ['Een gezichtscrème graag.', FACE_CREAM],
  ],
};

function afterSetup(
  kind: Kind,
  lang: Lang,
  index: number,
  second: Turn,
  setups = SETUPS[lang],
): Paraphrase {
  const [ask, types] = setups[index % setups.length]!;
  return {
    kind,
    name: `${kind} ${lang}: “${ask}”, then “${second.say}”`,
    lang,
    turns: [{ say: ask, states: { types }, expect: { cards: 'some' } }, second],
  };
}

type Order = NonNullable<NonNullable<Turn['expect']>['order']>;
const PRICE_UP: Order = { key: 'price', direction: 'asc' };

function ordered(kind: Kind, lang: Lang, wordings: [string, Order][]): Paraphrase[] {
  return wordings.map(([say, order], i) =>
    afterSetup(kind, lang, i, {
      say,
      expect: { cards: 'some', order, withinLast: true, never: CONFUSED },
    }),
  );
}

const ORDER_PRICE: Paraphrase[] = [
  ...ordered(
    'order-price',
    'en',
    [
      'Which costs least?',
      'Which one is the most affordable?',
      "What's the cheapest of those?",
      'Which of these is least expensive?',
      'Which has the lowest price?',
      'Which one is the best value?',
      'Which one is easiest on the wallet?',
      'Show me the cheapest one.',
      'Which of them costs the least?',
      'What is the lowest priced option?',
      'Which is the most budget friendly?',
      'Which one is the most economical?',
    ].map((say) => [say, PRICE_UP]),
  ),
  ...ordered(
    'order-price',
    'nl',
    [
      'Welke is de goedkoopste?',
      'Welke kost het minst?',
      'Wat is de voordeligste?',
      'Welke is het minst duur?',
      'Welke heeft de laagste prijs?',
      'Welke is het meest betaalbaar?',
      'Laat de goedkoopste zien.',
      'Welke daarvan is het goedkoopst?',
      'Wat is de best betaalbare?',
      'Welke heeft de scherpste prijs?',
    ].map((say) => [say, PRICE_UP]),
  ),
];

const RATING: Order = { key: 'rating', direction: 'desc' };
const GENTLE: Order = { key: 'concerns', direction: 'asc' };
const SHORT: Order = { key: 'ingredients', direction: 'asc' };
const PRICE_DOWN: Order = { key: 'price', direction: 'desc' };

const ORDER_OTHER: Paraphrase[] = [
  ...ordered('order-other', 'en', [
    ['Which is the best rated?', RATING],
    ['Which one do shoppers like most?', RATING],
    ['Which has the best reviews?', RATING],
    ['Which is the highest rated one?', RATING],
    ['Which is the most popular?', RATING],
    ['Which one is the gentlest?', GENTLE],
    ['Which is the mildest of these?', GENTLE],
    ['Which has the fewest ingredients?', SHORT],
    ['Which one has the shortest ingredient list?', SHORT],
    ['Which is the cleanest?', GENTLE],
    ['Which is the priciest?', PRICE_DOWN],
  ]),
  ...ordered('order-other', 'nl', [
    ['Welke is het best beoordeeld?', RATING],
    ['Welke heeft de beste reviews?', RATING],
    ['Welke is het populairst?', RATING],
    ['Welke is de mildste?', GENTLE],
    ['Welke is het zachtst?', GENTLE],
    ['Welke heeft de minste ingrediënten?', SHORT],
    ['Welke heeft de kortste ingrediëntenlijst?', SHORT],
    ['Welke is de schoonste?', GENTLE],
    ['Welke is de duurste?', PRICE_DOWN],
    ['Welke heeft de hoogste score?', RATING],
  ]),
];

type Stated = NonNullable<Turn['states']>;
const narrowing = (lang: Lang, wordings: [string, Stated][]) =>
  wordings.map(([say, states], i) =>
    afterSetup('narrow', lang, i, { say, states, expect: { never: CONFUSED } }),
  );

const NARROW: Paraphrase[] = [
  ...narrowing('en', [
    ['Just the ones without nut oils, please.', { avoid: { groups: ['tree-nuts'] } }],
    ['Only the ones without fragrance.', { avoid: { groups: ['fragrance'] } }],
    ['Which of them are fragrance-free?', { avoid: { groups: ['fragrance'] } }],
    ['Any of those without essential oils?', { avoid: { groups: ['essential-oils'] } }],
    ['Which of those is under €20?', { budget: 20 }],
    ['Just the ones below 25 euros.', { budget: 25 }],
    ['Keep only the ones without silicones.', { avoid: { groups: ['silicones'] } }],
    ['Leave out anything with parabens.', { avoid: { groups: ['parabens'] } }],
    ['Only ones without sulphates.', { avoid: { groups: ['sulfates'] } }],
    ['Which of these have no linalool?', { avoid: { terms: ['linalool'] } }],
    ['Only those without lavender, please.', { avoid: { terms: ['lavandula', 'lavender'] } }],
    ['And none with mineral oil.', { avoid: { groups: ['mineral-oil'] } }],
  ]),
  ...narrowing('nl', [
    ['Alleen die zonder parfum graag.', { avoid: { groups: ['fragrance'] } }],
    ['Welke daarvan zijn zonder etherische oliën?', { avoid: { groups: ['essential-oils'] } }],
    ['Alleen onder de 20 euro.', { budget: 20 }],
    ['Alleen de producten zonder siliconen.', { avoid: { groups: ['silicones'] } }],
    ['Welke zijn er zonder parabenen?', { avoid: { groups: ['parabens'] } }],
    ['Zonder notenolie graag.', { avoid: { groups: ['tree-nuts'] } }],
    ['Welke van deze zijn zonder sulfaten?', { avoid: { groups: ['sulfates'] } }],
    ['Alleen tot 25 euro.', { budget: 25 }],
    ['Enkel die zonder linalool.', { avoid: { terms: ['linalool'] } }],
    ['Welke daarvan hebben geen minerale olie?', { avoid: { groups: ['mineral-oil'] } }],
  ]),
];

/** The first card of these shows a brand that also makes the second type. */
const BRAND_SETUPS: Record<Lang, [string, string[]][]> = {
  en: [['Show me some shampoos.', SHAMPOO]],
  nl: [['Laat wat shampoos zien.', SHAMPOO]],
};
const FACE_BRAND_SETUPS: Record<Lang, [string, string[]][]> = {
  en: [['Show me face oils.', FACE_OIL]],
  nl: [['Ik zoek een gezichtsolie.', FACE_OIL]],
};
const sameBrand = (lang: Lang, face: boolean, wordings: [string, string[]][]) =>
  wordings.map(([say, types], i) =>
    afterSetup(
      'same-brand',
      lang,
      i,
      {
        say,
        states: { types, brand: { ofCard: 0 } },
        expect: { cards: 'some', never: CONFUSED },
      },
      (face ? FACE_BRAND_SETUPS : BRAND_SETUPS)[lang],
    ),
  );
const HAIR_TREATMENT = ['hair-mask', 'hair-oil'];
const CLEANSER = ['cleanser'];
const TONER = ['toner'];

const SAME_BRAND: Paraphrase[] = [
  ...sameBrand('en', false, [
    ['And a conditioner from that brand?', CONDITIONER],
    ['Same brand, but a conditioner?', CONDITIONER],
    ['Do you have a hair mask from the same brand?', HAIR_TREATMENT],
    ['A conditioner by that maker, please.', CONDITIONER],
    ['Does that brand make a hair oil too?', HAIR_TREATMENT],
    ['And a dry shampoo from the same company?', ['dry-shampoo']],
  ]),
  ...sameBrand('en', true, [
    ['And a toner from that brand?', TONER],
    ['A cleanser of the same brand?', CLEANSER],
    ['Same brand, a toner please.', TONER],
    ['I would like a cleanser from this brand too.', CLEANSER],
    ['Show me a shampoo from the same brand.', SHAMPOO],
  ]),
  ...sameBrand('nl', false, [
    ['En een conditioner van dat merk?', CONDITIONER],
    ['Van hetzelfde merk een conditioner graag.', CONDITIONER],
    ['Heeft dat merk ook een haarmasker?', HAIR_TREATMENT],
    ['Een haarolie van hetzelfde merk?', HAIR_TREATMENT],
    ['En een droogshampoo van dat merk?', ['dry-shampoo']],
  ]),
  ...sameBrand('nl', true, [
    ['En een toner van dat merk?', TONER],
    ['Een reiniger van hetzelfde merk?', CLEANSER],
    ['Zelfde merk, een toner graag.', TONER],
    ['Hetzelfde merk, maar dan een shampoo.', SHAMPOO],
  ]),
];

const comparing = (lang: Lang, wordings: [string, number[]][]) =>
  wordings.map(([say, about], i) =>
    afterSetup('compare', lang, i, {
      say,
      expect: {
        cards: 'none',
        about,
        says: [/Side by side|Naast elkaar/],
        never: CONFUSED,
      },
    }),
  );

const COMPARE: Paraphrase[] = [
  ...comparing('en', [
    ['Compare the first two.', [0, 1]],
    ['Compare them.', [0, 1, 2]],
    ['Put the top three side by side.', [0, 1, 2]],
    ["What's the difference between the first and the second?", [0, 1]],
    ['Which is better, the first or the second one?', [0, 1]],
    ['How do they differ?', [0, 1]],
    ['Compare all three.', [0, 1, 2]],
    ['Can you compare the second and the third?', [1, 2]],
    ['Side by side please, the first two.', [0, 1]],
    ['First one versus the second one?', [0, 1]],
    ['Compare number 1 and number 3.', [0, 2]],
  ]),
  ...comparing('nl', [
    ['Vergelijk de eerste twee.', [0, 1]],
    ['Vergelijk ze.', [0, 1, 2]],
    ['Zet de eerste drie naast elkaar.', [0, 1, 2]],
    ['Wat is het verschil tussen de eerste en de tweede?', [0, 1]],
    ['Welke is beter, de eerste of de tweede?', [0, 1]],
    ['Vergelijk de tweede en de derde.', [1, 2]],
    ['Kun je ze vergelijken?', [0, 1]],
    ['Vergelijk nummer 1 en nummer 3.', [0, 2]],
    ['Naast elkaar graag, de eerste twee.', [0, 1]],
  ]),
];

const picking = (lang: Lang, wordings: [string, number][]) =>
  wordings.map(([say, card], i) =>
    afterSetup('pick', lang, i, {
      say,
      expect: { cards: 'none', about: [card], never: CONFUSED },
    }),
  );

const PICK: Paraphrase[] = [
  ...picking('en', [
    ['Tell me more about the second one.', 1],
    ['What about number 3?', 2],
    ['Is the first one safe for sensitive skin?', 0],
    ['Tell me about {card:2}.', 2],
    ['How is {card:1} for me?', 1],
    ['And the third one?', 2],
    ['More about option 2, please.', 1],
    ['Is {card:0} any good?', 0],
    ['What do you think of the 2nd one?', 1],
    ['Tell me more about the first pick.', 0],
    ['Is the third one vegan?', 2],
  ]),
  ...picking('nl', [
    ['Vertel meer over de tweede.', 1],
    ['En nummer 3?', 2],
    ['Is de eerste geschikt voor een gevoelige huid?', 0],
    ['Wat vind je van {card:1}?', 1],
    ['Hoe zit het met de derde?', 2],
    ['Meer over {card:2} graag.', 2],
    ['Is de tweede vegan?', 1],
    ['Vertel me over optie 1.', 0],
    ['Is {card:0} goed?', 0],
  ]),
];

const severally = (
  lang: Lang,
  wordings: [string, string[], string[], Stated?, RegExp[]?][],
): Paraphrase[] =>
  wordings.map(([say, types, present, states, says]) => ({
    kind: 'several' as const,
    name: `several ${lang}: “${say}”`,
    lang,
    turns: [
      {
        say,
        states: { ...states, types },
        expect: { cards: 'some', typesPresent: present, says, never: CONFUSED },
      },
    ],
  }));
const SLS: Stated = { avoid: { groups: ['sulfates'] } };
const NO_PERFUME: Stated = { avoid: { groups: ['fragrance'] } };

const SEVERAL: Paraphrase[] = [
  ...severally('en', [
    [
      'A toothpaste and a mouthwash, both without SLS',
      ['toothpaste', 'mouthwash'],
      ['toothpaste', 'mouthwash'],
      SLS,
    ],
    ['I need a shampoo and a conditioner', ['shampoo', 'conditioner'], ['shampoo', 'conditioner']],
    [
      'A deodorant and a toothpaste please',
      ['deodorant', 'toothpaste'],
      ['deodorant', 'toothpaste'],
    ],
    ['Show me a mascara and a lipstick', ['mascara', 'lipstick', 'lip-gloss'], ['mascara']],
    [
      'A cleanser and a toner without fragrance',
      ['cleanser', 'toner'],
      ['cleanser', 'toner'],
      NO_PERFUME,
    ],
    [
      'Recommend a hand cream plus a body wash',
      ['hand-cream', 'body-wash'],
      ['hand-cream', 'body-wash'],
    ],
    [
      'Washing-up liquid and an all-purpose cleaner, please',
      ['washing-up-liquid', 'all-purpose-cleaner'],
      ['washing-up-liquid', 'all-purpose-cleaner'],
    ],
    [
      'A laundry detergent and a fabric softener',
      ['laundry-detergent', 'fabric-softener'],
      ['laundry-detergent', 'fabric-softener'],
    ],
    [
      'What is SLS? And can you suggest a toothpaste without it?',
      ['toothpaste'],
      ['toothpaste'],
      undefined,
      [/sulfate/i],
    ],
    [
      'What is phenoxyethanol, and can you recommend a shampoo?',
      ['shampoo'],
      ['shampoo'],
      undefined,
      [/phenoxyethanol/i],
    ],
    [
      'A sunscreen and a lip balm for the beach',
      ['sunscreen', 'lip-balm'],
      ['sunscreen', 'lip-balm'],
    ],
  ]),
  ...severally('nl', [
    [
      'Een tandpasta en een mondwater, allebei zonder SLS',
      ['toothpaste', 'mouthwash'],
      ['toothpaste', 'mouthwash'],
      SLS,
    ],
    [
      'Ik zoek een shampoo en een conditioner',
      ['shampoo', 'conditioner'],
      ['shampoo', 'conditioner'],
    ],
    [
      'Een deodorant en een tandpasta graag',
      ['deodorant', 'toothpaste'],
      ['deodorant', 'toothpaste'],
    ],
    [
      'Een reiniger en een toner zonder parfum',
      ['cleanser', 'toner'],
      ['cleanser', 'toner'],
      NO_PERFUME,
    ],
    [
      'Afwasmiddel en een allesreiniger graag',
      ['washing-up-liquid', 'all-purpose-cleaner'],
      ['washing-up-liquid', 'all-purpose-cleaner'],
    ],
    [
      'Een wasmiddel en een wasverzachter',
      ['laundry-detergent', 'fabric-softener'],
      ['laundry-detergent', 'fabric-softener'],
    ],
    [
      'Wat is SLS? En kun je een tandpasta zonder aanraden?',
      ['toothpaste'],
      ['toothpaste'],
      undefined,
      [/sulfate|sulfaat/i],
    ],
    ['Een mascara en een lippenstift', ['mascara', 'lipstick', 'lip-gloss'], ['mascara']],
    ['Een handcrème en een douchegel', ['hand-cream', 'body-wash'], ['hand-cream', 'body-wash']],
  ]),
];

const gaps = (lang: Lang, wordings: [string, RegExp, string[]][]): Paraphrase[] =>
  wordings.map(([say, says, types]) => ({
    kind: 'gap' as const,
    name: `gap ${lang}: “${say}”`,
    lang,
    turns: [{ say, states: { types }, expect: { cards: 'some', says: [says], never: CONFUSED } }],
  }));

const GAP: Paraphrase[] = [
  ...gaps('en', [
    ['Do you have a nail polish remover?', /don't carry nail polish remover/, ['nail-polish']],
    ['I need a leave-in conditioner', /don't carry leave-in conditioner/, CONDITIONER],
    ['Looking for a lip liner', /don't carry lip liner/, ['lipstick', 'lip-gloss']],
    ['Do you sell beard oil?', /don't carry beard oil/, FACE_OIL],
    ['A good foot cream please', /don't carry foot cream/, ['hand-cream']],
    ['Have you got bubble bath?', /don't carry bubble bath/, ['body-wash']],
    ['I want a hand sanitiser', /don't carry hand sanitiser/, ['hand-soap']],
    ['Do you carry a make-up primer?', /don't carry make-up primer/, ['foundation']],
    ['Any shaving cream?', /don't carry shaving cream/, ['body-wash']],
    ['Do you have hairspray?', /don't carry hairspray/, ['styling']],
    ['Do you sell micellar water?', /don't carry micellar water/, CLEANSER],
  ]),
  ...gaps('nl', [
    ['Hebben jullie nagellakremover?', /nagellakremover hebben we niet/i, ['nail-polish']],
    ['Ik zoek een lippotlood', /lippotlood hebben we niet/i, ['lipstick', 'lip-gloss']],
    ['Verkopen jullie baardolie?', /baardolie hebben we niet/i, FACE_OIL],
    ['Een goede voetcrème graag', /voetcrème hebben we niet/i, ['hand-cream']],
    ['Hebben jullie badschuim?', /badschuim hebben we niet/i, ['body-wash']],
    ['Ik zoek een handgel', /handgel hebben we niet/i, ['hand-soap']],
    ['Hebben jullie scheerschuim?', /scheerschuim hebben we niet/i, ['body-wash']],
    ['Verkopen jullie haarlak?', /haarlak hebben we niet/i, ['styling']],
    ['Ik zoek micellair water', /micellair water hebben we niet/i, CLEANSER],
    ['Hebben jullie een make-upremover?', /make-upremover hebben we niet/i, CLEANSER],
  ]),
];

const named = (lang: Lang, wordings: [string, string, string[]][]): Paraphrase[] =>
  wordings.map(([say, product, types]) => ({
    kind: 'named' as const,
    name: `named ${lang}: “${say}”`,
    lang,
    turns: [
      {
        say,
        states: { types },
        expect: {
          cards: 'some',
          says: [new RegExp(`\\*\\*${product.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*\\*`)],
          notCard: new RegExp(`^${product.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
          never: CONFUSED,
        },
      },
    ],
  }));

const NAMED: Paraphrase[] = [
  ...named('en', [
    [
      'I use the Smooth & Silky Conditioner; what is cleaner?',
      'Smooth & Silky Conditioner',
      CONDITIONER,
    ],
    ['I have the Volume & Shine Shampoo. Anything better?', 'Volume & Shine Shampoo', SHAMPOO],
    [
      'What can I use instead of the Anti-Dandruff 2-in-1 Shampoo?',
      'Anti-Dandruff 2-in-1 Shampoo',
      SHAMPOO,
    ],
    [
      'I currently use Fresh Foaming Face Wash, is there something cleaner?',
      'Fresh Foaming Face Wash',
      CLEANSER,
    ],
    ['Replace my Age Defy Night Cream please', 'Age Defy Night Cream', FACE_CREAM],
    ['An alternative to the Daily Smooth Face Scrub?', 'Daily Smooth Face Scrub', ['exfoliator']],
    [
      'I am using Intensive Care Body Lotion, what is healthier?',
      'Intensive Care Body Lotion',
      BODY,
    ],
    [
      'Swap my Fresh Citrus Shower Gel for something cleaner',
      'Fresh Citrus Shower Gel',
      ['body-wash'],
    ],
    [
      'I use Soft Hands Glycerin Cream. Cleaner options?',
      'Soft Hands Glycerin Cream',
      ['hand-cream'],
    ],
    [
      'What is better than the 48h Invisible Antiperspirant Stick?',
      '48h Invisible Antiperspirant Stick',
      ['deodorant'],
    ],
    [
      'I have the Skin Perfect Liquid Foundation; what would you use instead?',
      'Skin Perfect Liquid Foundation',
      ['foundation'],
    ],
  ]),
  ...named('nl', [
    [
      'Ik gebruik de Smooth & Silky Conditioner, wat is schoner?',
      'Smooth & Silky Conditioner',
      CONDITIONER,
    ],
    ['Ik heb de Volume & Shine Shampoo. Iets beters?', 'Volume & Shine Shampoo', SHAMPOO],
    [
      'Wat kan ik in plaats van de Fresh Foaming Face Wash gebruiken?',
      'Fresh Foaming Face Wash',
      CLEANSER,
    ],
    ['Ik smeer Intensive Care Body Lotion, wat is gezonder?', 'Intensive Care Body Lotion', BODY],
    ['Een alternatief voor de Fresh Citrus Shower Gel?', 'Fresh Citrus Shower Gel', ['body-wash']],
    ['Ik wil mijn Age Defy Night Cream vervangen', 'Age Defy Night Cream', FACE_CREAM],
    [
      'Ik gebruik Fresh Active Deodorant Spray, wat is schoner?',
      'Fresh Active Deodorant Spray',
      ['deodorant'],
    ],
    [
      'Mijn huidige Soft Hands Glycerin Cream, iets schoners?',
      'Soft Hands Glycerin Cream',
      ['hand-cream'],
    ],
    ['Wat is beter dan de Daily Smooth Face Scrub?', 'Daily Smooth Face Scrub', ['exfoliator']],
  ]),
];

const money = (lang: Lang, wordings: [string, string[], Stated][]): Paraphrase[] =>
  wordings.map(([say, types, states]) => ({
    kind: 'money' as const,
    name: `money ${lang}: “${say}”`,
    lang,
    turns: [{ say, states: { ...states, types }, expect: { cards: 'some', never: CONFUSED } }],
  }));

const MONEY: Paraphrase[] = [
  ...money('en', [
    ['A shampoo under twenty euros', SHAMPOO, { budget: 20 }],
    ['Shampoo for less than €15,50 please', SHAMPOO, { budget: 15.5 }],
    ['A body lotion, no more than 15 euros', BODY, { budget: 15 }],
    ['I need a conditioner below €18', CONDITIONER, { budget: 18 }],
    ['A toothpaste for at most five euros', TOOTHPASTE, { budget: 5 }],
    [
      'A face cream up to 30 euro without fragrance',
      FACE_CREAM,
      { budget: 30, avoid: { groups: ['fragrance'] } },
    ],
    ['Deodorant, max €12, no aluminium please', ['deodorant'], { budget: 12 }],
    [
      'A shampoo without sulfates and not over 16 euros',
      SHAMPOO,
      { budget: 16, avoid: { groups: ['sulfates'] } },
    ],
    [
      'Conditioner free of silicones, under twenty five euros',
      CONDITIONER,
      { budget: 25, avoid: { groups: ['silicones'] } },
    ],
    ['A body lotion that costs less than twelve euros', BODY, { budget: 12 }],
    ['A mouthwash for under a tenner', ['mouthwash'], { budget: 10 }],
  ]),
  ...money('nl', [
    ['Een shampoo onder de twintig euro', SHAMPOO, { budget: 20 }],
    ['Ik zoek een shampootje tot vijftien euro', SHAMPOO, { budget: 15 }],
    ['Een bodylotion van hooguit 20 euro', BODY, { budget: 20 }],
    ['Een conditioner voor maximaal €18', CONDITIONER, { budget: 18 }],
    ['Tandpasta onder de 5 euro graag', TOOTHPASTE, { budget: 5 }],
    [
      'Een gezichtscrème zonder parfum tot 30 euro',
      FACE_CREAM,
      { budget: 30, avoid: { groups: ['fragrance'] } },
    ],
    [
      'Een shampoo zonder sulfaten, niet meer dan 16 euro',
      SHAMPOO,
      { budget: 16, avoid: { groups: ['sulfates'] } },
    ],
    ['Een deodorant van minder dan 12 euro', ['deodorant'], { budget: 12 }],
    ['Een mondwater onder een tientje', ['mouthwash'], { budget: 10 }],
    [
      'Conditioner zonder siliconen, maximaal vijfentwintig euro',
      CONDITIONER,
      { budget: 25, avoid: { groups: ['silicones'] } },
    ],
  ]),
];

/** `{word:N}` is a word of card N's name that no other card of the last answer has. */
const pickingByName = (lang: Lang, wordings: [string, number][]) =>
  wordings.map(([say, card], i) =>
    afterSetup('pick-name', lang, i, {
      say,
      expect: { cards: 'none', about: [card], never: CONFUSED },
    }),
  );

const PICK_NAME: Paraphrase[] = [
  ...pickingByName('en', [
    ['Tell me more about the {word:1} one.', 1],
    ['What about the {word:0} one?', 0],
    ['How about the {word:2}?', 2],
    ['I like the {word:1} one, tell me more.', 1],
    ['The {word:0} one: what is in it?', 0],
    ['More about the {word:2}, please.', 2],
    ['Is the {word:0} any good?', 0],
    ['Which ingredients are in the {word:1} one?', 1],
    ['Tell me about the {word:2}.', 2],
    ['What do you think of the {word:1} one?', 1],
    ['Is that {word:0} one any good?', 0],
  ]),
  ...pickingByName('nl', [
    ['Vertel meer over de {word:1}.', 1],
    ['Wat vind je van de {word:0}?', 0],
    ['En die van {word:2}?', 2],
    ['Hoe zit het met de {word:1}?', 1],
    ['Is het {word:0}-product goed?', 0],
    ['Meer over de {word:2} graag.', 2],
    ['Wat zit er in de {word:1}?', 1],
    ['Is de {word:0} een goede keus?', 0],
    ['Vertel me over dat {word:2}-potje.', 2],
    ['Wat denk je van de {word:1}?', 1],
  ]),
];

/**
 * A brand Puur does not carry: said first, then the nearest type it carries (none when the
 * shopper names no type and the brand is known for none), never a card of a carried brand taken
 * for it.
 */
const brandGaps = (lang: Lang, wordings: [string, string, string[] | null][]): Paraphrase[] =>
  wordings.map(([say, brand, types]) => ({
    kind: 'brand-gap' as const,
    name: `brand-gap ${lang}: “${say}”`,
    lang,
    turns: [
      {
        say,
        states: { types: types ?? [], brand: null },
        expect: {
          cards: types ? 'some' : 'none',
          says: [
            new RegExp(
              lang === 'en' ? `^We don't carry ${brand} at Puur` : `^${brand} hebben we niet`,
            ),
          ],
          never: CONFUSED,
        },
      },
    ],
  }));

const BRAND_GAP: Paraphrase[] = [
  ...brandGaps('en', [
    ['I use CeraVe moisturising cream, what do you have instead?', 'CeraVe', FACE_CREAM],
    ['Swap my Head & Shoulders for something cleaner.', 'Head & Shoulders', SHAMPOO],
    ['Is Dove deodorant ok?', 'Dove', ['deodorant']],
    ['I always buy Pantene shampoo.', 'Pantene', SHAMPOO],
    ['My toothpaste is Sensodyne, is there a cleaner one?', 'Sensodyne', TOOTHPASTE],
    ['What can replace my Colgate?', 'Colgate', TOOTHPASTE],
    ['I wash up with Fairy, any alternative?', 'Fairy', ['washing-up-liquid']],
    ['Do you sell Nivea body lotion?', 'Nivea', BODY],
    ['Looking for a replacement for Rexona.', 'Rexona', ['deodorant']],
    ["I use L'Oréal Elvive conditioner.", "L'Oréal", CONDITIONER],
    ['I use Nivea.', 'Nivea', null],
  ]),
  ...brandGaps('nl', [
    ['Ik gebruik Nivea dagcrème, wat is beter?', 'Nivea', FACE_CREAM],
    ['Ik gebruik altijd Andrélon shampoo.', 'Andrélon', SHAMPOO],
    ['Wat kan ik gebruiken in plaats van mijn Head & Shoulders?', 'Head & Shoulders', SHAMPOO],
    ['Is de deodorant van Dove goed?', 'Dove', ['deodorant']],
    ['Mijn tandpasta is Prodent, heb je iets schoners?', 'Prodent', TOOTHPASTE],
    ['Ik was af met Dreft, wat raad je aan?', 'Dreft', ['washing-up-liquid']],
    ['Ik was met Persil, is er iets beters?', 'Persil', ['laundry-detergent']],
    ['Ik gebruik Zwitsal voor de baby, wat is een alternatief?', 'Zwitsal', ['baby-wash']],
    ['Ik zoek iets in plaats van Rexona.', 'Rexona', ['deodorant']],
    ['Vervang mijn Sensodyne tandpasta.', 'Sensodyne', TOOTHPASTE],
    ['Ik gebruik Garnier.', 'Garnier', null],
  ]),
];

export const PARAPHRASES: Paraphrase[] = [
  ...ORDER_PRICE,
  ...ORDER_OTHER,
  ...NARROW,
  ...SAME_BRAND,
  ...COMPARE,
  ...PICK,
  ...SEVERAL,
  ...GAP,
  ...NAMED,
  ...MONEY,
  ...BRAND_GAP,
  ...PICK_NAME,
];
