/**
 * The scripted conversations of ./suite.test.ts. Each turn says what the shopper states (the
 * checker then holds every later card to it) and what the reply must show.
 */
import type { AvoidList } from '../../shared/avoid-list';
import type { Constraints } from '../test/chat';

export interface Turn {
  /** What the shopper says; `{card:N}` is the name of card N (0-based) shown last. */
  say: string;
  /** Constraints this message states, as catalogue types, euros and avoid groups or words. */
  states?: Partial<Omit<Constraints, 'avoid' | 'brand'>> & {
    avoid?: Partial<AvoidList>;
    /** The brand of card N shown last, which every later card must have; null: no brand. */
    brand?: { ofCard: number } | null;
  };
  expect?: {
    cards?: 'some' | 'none';
    says?: RegExp[];
    never?: RegExp[];
    /** Positions (0-based) among the cards shown last that the reply must name in bold. */
    about?: number[];
    /** The cards come in this order (read from the database). */
    order?: { key: 'price' | 'rating' | 'concerns' | 'ingredients'; direction: 'asc' | 'desc' };
    /** Every card was among the cards shown last. */
    withinLast?: boolean;
    /** Each of these catalogue types is among the cards. */
    typesPresent?: string[];
    /** No card's name matches. */
    notCard?: RegExp;
  };
}

export interface Conversation {
  name: string;
  lang: 'en' | 'nl';
  /** The avoid list kept in the browser, sent with every message. */
  browserAvoid?: AvoidList;
  turns: Turn[];
}

const SHAMPOO = ['shampoo'];
const BODY = ['body-lotion', 'body-butter', 'body-oil'];
const FACE_CREAM = ['moisturiser', 'night-cream'];
const FRAGRANCE = { groups: ['fragrance'] };

/** A recommendation, then questions about its cards by position. */
function referenceConversations(): Conversation[] {
  const asks: [string, string, string[], Turn['states']][] = [
    ['en', 'I need a shampoo without sulfates', SHAMPOO, { avoid: { groups: ['sulfates'] } }],
    ['en', 'Can you recommend a body lotion for dry skin?', BODY, { skin: true }],
    ['en', 'A fragrance-free face cream please', FACE_CREAM, { avoid: FRAGRANCE }],
    ['nl', 'Ik zoek een shampoo zonder siliconen', SHAMPOO, { avoid: { groups: ['silicones'] } }],
    ['nl', 'Welke bodylotion raad je aan voor een droge huid?', BODY, { skin: true }],
    [
      'nl',
      'Ik zoek een gezichtscrème zonder parabenen',
      FACE_CREAM,
      { avoid: { groups: ['parabens'] } },
    ],
  ];
  const follow: Record<'en' | 'nl', [string, number[]][]> = {
    en: [
      ['Is the first one safe for me?', [0]],
      ['What about the second one?', [1]],
      ['Compare the first and the second', [0, 1]],
    ],
    nl: [
      ['Is de eerste veilig voor mij?', [0]],
      ['En de tweede?', [1]],
      ['Vergelijk de eerste en de tweede', [0, 1]],
    ],
  };
  return asks.flatMap(([lang, ask, types, states]) =>
    follow[lang as 'en' | 'nl'].map(([question, about]) => ({
      name: `${lang}: “${ask}”, then “${question}”`,
      lang: lang as 'en' | 'nl',
      turns: [
        { say: ask, states: { ...states, types }, expect: { cards: 'some' as const } },
        { say: question, expect: { about, cards: 'none' as const } },
      ],
    })),
  );
}

const BUDGETS: Conversation[] = [15, 20, 25, 30].flatMap((budget) => [
  {
    name: `en: a fragrance-free moisturiser for sensitive skin under €${budget}`,
    lang: 'en' as const,
    turns: [
      {
        say: `I'm looking for a fragrance-free moisturiser for sensitive skin under €${budget}`,
        states: { types: FACE_CREAM, budget, avoid: FRAGRANCE, skin: true },
      },
      { say: 'Show me more options' },
    ],
  },
  {
    name: `nl: een shampoo onder de ${budget} euro, dan iets goedkopers`,
    lang: 'nl' as const,
    turns: [
      { say: `Ik zoek een shampoo onder de ${budget} euro`, states: { types: SHAMPOO, budget } },
      { say: 'Heb je iets goedkopers?' },
    ],
  },
]);

const BUDGET_KEPT: Conversation[] = [
  {
    name: 'en: the budget stays when the product type changes',
    lang: 'en',
    turns: [
      { say: 'A shampoo under €20 please', states: { types: SHAMPOO, budget: 20 } },
      {
        say: 'And a body lotion?',
        states: { types: BODY },
        expect: { says: [/€20/] },
      },
    ],
  },
  {
    name: 'nl: het budget blijft bij een ander product',
    lang: 'nl',
    turns: [
      { say: 'Een bodylotion tot 20 euro graag', states: { types: BODY, budget: 20 } },
      { say: 'En een shampoo?', states: { types: SHAMPOO }, expect: { says: [/20/] } },
    ],
  },
];

const BROWSER_AVOID: Conversation[] = (
  [
    ['en', 'I need a shampoo', SHAMPOO, { groups: ['fragrance'], terms: [] }],
    ['en', 'Recommend a body lotion', BODY, { groups: ['essential-oils'], terms: [] }],
    ['en', 'A face cream for dry skin', FACE_CREAM, { groups: [], terms: ['linalool'] }],
    ['nl', 'Ik zoek een shampoo', SHAMPOO, { groups: ['silicones', 'fragrance'], terms: [] }],
    ['nl', 'Welke bodylotion is goed?', BODY, { groups: [], terms: ['limonene'] }],
    ['nl', 'Een gezichtscrème graag', FACE_CREAM, { groups: ['parabens', 'fragrance'], terms: [] }],
  ] as const
).map(([lang, ask, types, avoid]) => ({
  name: `${lang}: the browser's avoid list (${[...avoid.groups, ...avoid.terms].join(', ')}) with “${ask}”`,
  lang,
  browserAvoid: { groups: [...avoid.groups], terms: [...avoid.terms] },
  turns: [
    { say: ask, states: { types } },
    { say: lang === 'en' ? 'Show me more' : 'Laat meer zien' },
  ],
}));

const NAMED_COMPARISONS: Conversation[] = [
  {
    name: 'en: two products by name, “A or B?”',
    lang: 'en',
    turns: [
      {
        say: 'Oat Milk Body Lotion or Raw Shea Body Butter?',
        expect: { says: [/\*\*Oat Milk Body Lotion\*\*/, /\*\*Raw Shea Body Butter\*\*/] },
      },
      {
        say: 'Is the second one good for dry skin?',
        expect: { says: [/\*\*Raw Shea Body Butter\*\*/], never: [/Oat Milk/] },
      },
    ],
  },
  {
    name: 'en: compare two products by name, neither dropped',
    lang: 'en',
    turns: [
      {
        say: 'Compare Rosehip Face Oil and Oat Milk Body Lotion',
        expect: { says: [/\*\*Rosehip Face Oil\*\*/, /\*\*Oat Milk Body Lotion\*\*/] },
      },
      {
        say: 'And the first one, is it free of fragrance?',
        expect: { says: [/\*\*Rosehip Face Oil\*\*/], never: [/Oat Milk/] },
      },
    ],
  },
  {
    name: 'nl: twee producten op naam vergelijken',
    lang: 'nl',
    turns: [
      {
        say: 'Wat is beter, Raw Shea Body Butter of Oat Milk Body Lotion?',
        expect: {
          says: [/\*\*Raw Shea Body Butter\*\*/, /\*\*Oat Milk Body Lotion\*\*/, /Naast elkaar/],
        },
      },
      {
        say: 'Is de eerste ook goed voor een gevoelige huid?',
        expect: { says: [/\*\*Raw Shea Body Butter\*\*/], never: [/Oat Milk/] },
      },
    ],
  },
  {
    name: 'en: a comparison on the shopper’s avoid list',
    lang: 'en',
    turns: [
      { say: 'I avoid fragrance', states: { avoid: FRAGRANCE } },
      {
        say: 'Rosehip Face Oil or Oat Milk Body Lotion, which is better for me?',
        expect: {
          says: [/\*\*Rosehip Face Oil\*\*/, /\*\*Oat Milk Body Lotion\*\*/, /fragrance/i],
        },
      },
    ],
  },
];

const COMPOUND: Conversation[] = [
  {
    name: 'en: what is X, and is it in that one',
    lang: 'en',
    turns: [
      { say: 'Recommend a body lotion', states: { types: BODY }, expect: { cards: 'some' } },
      { say: 'Is the first one safe?', expect: { about: [0] } },
      {
        say: 'What is glycerin and is it a problem in that one if my hands are sensitive?',
        expect: { says: [/\*\*Glycerin\*\*/], never: [/I don't know/] },
      },
    ],
  },
  {
    name: 'nl: wat is X en zit het in die',
    lang: 'nl',
    turns: [
      { say: 'Ik zoek een shampoo', states: { types: SHAMPOO }, expect: { cards: 'some' } },
      { say: 'Is de eerste goed?', expect: { about: [0] } },
      {
        say: 'Wat is glycerin en zit dat erin?',
        expect: { says: [/\*\*Glycerin\*\*/], never: [/ken ik niet/] },
      },
    ],
  },
];

const NO_CONTEXT: Conversation[] = [
  {
    name: 'en: “the first one” before anything was shown',
    lang: 'en',
    turns: [
      {
        say: 'Is the first one safe?',
        expect: { cards: 'none', says: [/not shown you any products/] },
      },
      {
        say: 'Recommend a toothpaste',
        states: { types: ['toothpaste'] },
        expect: { cards: 'some' },
      },
      { say: 'Is the first one safe?', expect: { about: [0] } },
    ],
  },
  {
    name: 'nl: “de tweede” voordat er iets getoond is',
    lang: 'nl',
    turns: [
      { say: 'Is de tweede veilig?', expect: { cards: 'none', says: [/nog geen producten/] } },
      {
        say: 'Ik zoek een handcrème',
        states: { types: ['hand-cream'] },
        expect: { cards: 'some' },
      },
      { say: 'Is de tweede veilig?', expect: { about: [1] } },
    ],
  },
  {
    name: 'en: “is it safe?” after several cards asks which one',
    lang: 'en',
    turns: [
      { say: 'Recommend a shampoo', states: { types: SHAMPOO }, expect: { cards: 'some' } },
      { say: 'Is it safe?', expect: { says: [/Which one do you mean/] } },
    ],
  },
  {
    name: 'nl: “is die veilig?” na meerdere kaarten vraagt welke',
    lang: 'nl',
    turns: [
      { say: 'Ik zoek een bodylotion', states: { types: BODY }, expect: { cards: 'some' } },
      { say: 'Is die veilig?', expect: { says: [/Welke bedoel je/] } },
    ],
  },
];

/** Per product type: the asked type only, then more of it, then the last card by position. */
function typeConversations(): Conversation[] {
  const asks: [lang: 'en' | 'nl', ask: string, types: string[], states?: Turn['states']][] = [
    [
      'en',
      'I need a deodorant without aluminium',
      ['deodorant'],
      { avoid: { terms: ['aluminium'] } },
    ],
    [
      'nl',
      'Ik zoek een deodorant zonder aluminium',
      ['deodorant'],
      { avoid: { terms: ['aluminium'] } },
    ],
    ['en', 'Can you suggest a toothpaste?', ['toothpaste']],
    ['nl', 'Welke tandpasta raad je aan?', ['toothpaste']],
    [
      'en',
      'A mouthwash without alcohol please',
      ['mouthwash'],
      { avoid: { groups: ['drying-alcohol'] } },
    ],
    [
      'nl',
      'Ik zoek mondwater zonder alcohol',
      ['mouthwash'],
      { avoid: { groups: ['drying-alcohol'] } },
    ],
    ['en', 'Which hand cream do you recommend for dry hands?', ['hand-cream']],
    ['nl', 'Welke handcrème is goed?', ['hand-cream']],
    ['en', 'I need a sunscreen for my face', ['sunscreen']],
    ['nl', 'Ik zoek een zonnebrand', ['sunscreen']],
    ['en', 'Recommend a night cream', ['night-cream']],
    ['nl', 'Ik zoek een nachtcrème zonder parfum', ['night-cream'], { avoid: FRAGRANCE }],
    ['en', 'I want a serum for oily skin', ['serum'], { skin: true }],
    ['en', 'A gentle cleanser for sensitive skin', ['cleanser'], { skin: true }],
    ['nl', 'Ik zoek een douchegel', ['body-wash']],
    ['en', 'Any lip balm without fragrance?', ['lip-balm'], { avoid: FRAGRANCE }],
    [
      'en',
      'I need a laundry detergent without fragrance',
      ['laundry-detergent'],
      { avoid: FRAGRANCE },
    ],
    ['nl', 'Ik zoek een wasmiddel', ['laundry-detergent']],
    ['en', 'Recommend a face oil for dry skin', ['face-oil'], { skin: true }],
    ['nl', 'Een toner voor een vette huid', ['toner'], { skin: true }],
  ];
  return asks.map(([lang, ask, types, states]) => ({
    name: `${lang}: “${ask}” gives only ${types.join(' or ')}, more of it, and the last card`,
    lang,
    turns: [
      { say: ask, states: { ...states, types }, expect: { cards: 'some' as const } },
      { say: lang === 'en' ? 'Show me more options' : 'Laat meer opties zien' },
      { say: lang === 'en' ? 'Is the last one good for me?' : 'Is de laatste goed voor mij?' },
    ],
  }));
}

const UNKNOWN_TYPES: Conversation[] = (
  [
    ['en', 'Do you have a razor?', /“Razor” is not something we carry/],
    ['en', 'I am looking for a menstrual cup', /“Menstrual cup” is not something we carry/],
    ['en', 'Do you sell self tanner?', /“Self tanner” is not something we carry/],
    ['nl', 'Hebben jullie zelfbruiner?', /“Zelfbruiner” hebben we niet/],
    ['nl', 'Ik zoek een scheermes', /“Scheermes” hebben we niet/],
    ['nl', 'Verkopen jullie tampons?', /“Tampons” hebben we niet/],
  ] as const
).map(([lang, ask, says]) => ({
  name: `${lang}: a product the catalogue lacks: “${ask}”`,
  lang,
  turns: [
    { say: ask, expect: { cards: 'none' as const, says: [says] } },
    {
      say: lang === 'en' ? 'Then a natural deodorant?' : 'Dan een natuurlijke deodorant?',
      states: { types: ['deodorant'] },
      expect: { cards: 'some' as const },
    },
  ],
}));

const ALLERGIES: Conversation[] = [
  {
    name: 'en: allergic to lavender, then a body lotion (synonyms such as Lavandula count)',
    lang: 'en',
    turns: [
      { say: 'I am allergic to lavender', states: { avoid: { terms: ['lavandula', 'lavender'] } } },
      { say: 'Which body lotion can I use?', states: { types: BODY } },
    ],
  },
  {
    name: 'nl: allergisch voor kokos, dan een shampoo',
    lang: 'nl',
    turns: [
      { say: 'Ik ben allergisch voor kokos', states: { avoid: { terms: ['coco'] } } },
      { say: 'Welke shampoo kan ik dan gebruiken?', states: { types: SHAMPOO } },
    ],
  },
  {
    name: 'en: reacting to fragrance means no fragrance allergens either',
    lang: 'en',
    turns: [
      {
        say: 'My skin reacts to fragrance. Which moisturiser?',
        states: { types: FACE_CREAM, avoid: FRAGRANCE },
        expect: { cards: 'some' },
      },
      { say: 'Is the first one really free of linalool?', expect: { about: [0] } },
    ],
  },
  {
    name: 'nl: reageert op parfum, dan een handcrème',
    lang: 'nl',
    turns: [
      { say: 'Mijn huid reageert op parfum', states: { avoid: FRAGRANCE } },
      { say: 'Welke handcrème raad je aan?', states: { types: ['hand-cream'] } },
    ],
  },
];

const DUTCH_FORMS: Conversation[] = [
  {
    name: 'nl: “goedkopere” as “goedkoper”',
    lang: 'nl',
    turns: [
      { say: 'Ik zoek een bodylotion', states: { types: BODY }, expect: { cards: 'some' } },
      { say: 'Heb je een goedkopere?', expect: { never: [/begreep ik niet/] } },
    ],
  },
  {
    name: 'nl: “iets goedkopers” after a deodorant',
    lang: 'nl',
    turns: [
      { say: 'Welke deodorant raad je aan?', states: { types: ['deodorant'] } },
      { say: 'Iets goedkopers graag', expect: { never: [/begreep ik niet/] } },
    ],
  },
  {
    name: 'nl: “de derde” and “beide”',
    lang: 'nl',
    turns: [
      {
        say: 'Ik zoek een zonnebrand',
        states: { types: ['sunscreen'] },
        expect: { cards: 'some' },
      },
      { say: 'Is de derde geschikt voor een gevoelige huid?', expect: { about: [2] } },
    ],
  },
];

const BOTH_AND_THREE: Conversation[] = [
  {
    name: 'en: “compare the first three”',
    lang: 'en',
    turns: [
      {
        say: 'Recommend a toothpaste',
        states: { types: ['toothpaste'] },
        expect: { cards: 'some' },
      },
      {
        say: 'Compare the first, the second and the third one',
        expect: { about: [0, 1, 2], says: [/Side by side/] },
      },
    ],
  },
  {
    name: 'en: “are both fragrance-free?” after comparing two',
    lang: 'en',
    turns: [
      { say: 'Recommend a deodorant', states: { types: ['deodorant'] }, expect: { cards: 'some' } },
      { say: 'Compare the first and the second', expect: { about: [0, 1] } },
      {
        say: 'Are both without fragrance?',
        states: { avoid: FRAGRANCE },
        expect: { about: [0, 1] },
      },
    ],
  },
];

const PASTED: Conversation[] = [
  {
    name: 'en: a pasted list after a sentence keeps the sentence out of the first ingredient',
    lang: 'en',
    turns: [
      {
        say: 'This is my moisturiser Aqua, Glycerin, Parfum, Phenoxyethanol, Cetearyl Alcohol, Linalool',
        states: { types: FACE_CREAM },
        expect: { says: [/\*\*6 ingredients\*\*/], never: [/don't know/] },
      },
      { say: 'Show me more options' },
    ],
  },
  {
    name: 'nl: een geplakte lijst na een zin',
    lang: 'nl',
    turns: [
      {
        say: 'Dit staat op mijn shampoo Aqua, Sodium Laureth Sulfate, Cocamidopropyl Betaine, Parfum, Citric Acid',
        states: { types: SHAMPOO },
        expect: { says: [/\*\*5 ingrediënten\*\*/] },
      },
      { say: 'Heb je iets goedkopers?', expect: { never: [/begreep ik niet/] } },
    ],
  },
];

const SITUATIONS: Conversation[] = [
  {
    name: 'en: pregnant, a sunscreen, then a face cream: no chemical UV filters or retinoids',
    lang: 'en',
    turns: [
      {
        say: "I'm pregnant. Which sunscreen would you suggest?",
        states: { types: ['sunscreen'], avoid: { groups: ['uv-filters'], terms: ['retinol'] } },
        expect: { cards: 'some' },
      },
      { say: 'And a face cream?', states: { types: FACE_CREAM } },
    ],
  },
  {
    name: 'nl: zwanger, een nachtcrème zonder retinol',
    lang: 'nl',
    turns: [
      {
        say: 'Ik ben zwanger, welke nachtcrème kan ik gebruiken?',
        states: { types: ['night-cream'], avoid: { groups: ['uv-filters'], terms: ['retinol'] } },
      },
      { say: 'Is de eerste veilig?' },
    ],
  },
  {
    name: 'en: a vegan foundation, then more',
    lang: 'en',
    turns: [
      {
        say: 'I need a vegan foundation',
        states: { types: ['foundation'] },
        expect: { cards: 'some' },
      },
      { say: 'Compare the first and the second', expect: { says: [/Side by side/] } },
    ],
  },
  {
    name: 'nl: een babywasgel zonder parfum, dan billendoekjes',
    lang: 'nl',
    turns: [
      {
        say: 'Ik zoek een babyshampoo zonder parfum',
        states: { types: ['baby-wash'], avoid: FRAGRANCE },
      },
      { say: 'En billendoekjes?', states: { types: ['baby-wipes'] } },
    ],
  },
];

const FACE = [
  'cleanser',
  'toner',
  'serum',
  'moisturiser',
  'night-cream',
  'face-oil',
  'face-mask',
  'exfoliator',
  'eye-cream',
  'sunscreen',
];

const BODY_AREAS: Conversation[] = [
  {
    name: 'en: something for the face gives face products only, never body products',
    lang: 'en',
    turns: [
      {
        say: 'Something for dry skin on my face, without fragrance',
        states: { types: FACE, avoid: FRAGRANCE, skin: true },
        expect: { cards: 'some', says: [/for your face/] },
      },
      { say: 'Show me more' },
    ],
  },
  {
    name: 'nl: iets voor mijn handen zonder parfum',
    lang: 'nl',
    turns: [
      {
        say: 'Iets voor mijn handen zonder parfum',
        states: { types: ['hand-cream', 'hand-soap'], avoid: FRAGRANCE },
        expect: { cards: 'some', says: [/voor je handen/] },
      },
      { say: 'Is de eerste goed voor een droge huid?', expect: { about: [0] } },
    ],
  },
  {
    name: 'en: for my lips, then the first one',
    lang: 'en',
    turns: [
      {
        say: 'What do you have for dry lips?',
        states: { types: ['lip-balm', 'lipstick', 'lip-gloss'] },
        expect: { cards: 'some' },
      },
      { say: 'Is the first one safe?', expect: { about: [0] } },
    ],
  },
];

const CONCERNS: Conversation[] = [
  {
    name: 'en: a sunscreen without suspected endocrine disruptors',
    lang: 'en',
    turns: [
      {
        say: 'I need a sunscreen without endocrine disruptors',
        states: { types: ['sunscreen'], families: ['endocrine-disruptors'] },
        expect: { cards: 'some', says: [/without suspected endocrine disruptors/] },
      },
      { say: 'Is the first one safe?', expect: { about: [0] } },
    ],
  },
  {
    name: 'nl: een deodorant zonder hormoonverstoorders',
    lang: 'nl',
    turns: [
      {
        say: 'Ik zoek een deodorant zonder hormoonverstoorders',
        states: { types: ['deodorant'], families: ['endocrine-disruptors'] },
        expect: { cards: 'some', says: [/zonder vermoedelijke hormoonverstoorders/] },
      },
      { say: 'Laat meer zien' },
    ],
  },
];

export const CONVERSATIONS: Conversation[] = [
  ...CONCERNS,
  ...BODY_AREAS,
  ...SITUATIONS,
  ...typeConversations(),
  ...UNKNOWN_TYPES,
  ...ALLERGIES,
  ...DUTCH_FORMS,
  ...BOTH_AND_THREE,
  ...PASTED,
  ...referenceConversations(),
  ...BUDGETS,
  ...BUDGET_KEPT,
  ...BROWSER_AVOID,
  ...NAMED_COMPARISONS,
  ...COMPOUND,
  ...NO_CONTEXT,
];
