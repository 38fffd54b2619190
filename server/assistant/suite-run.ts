/**
 * Runs one scripted conversation of the assistant's suites through the real router: every turn
 * that shows products passes the checker of server/test/chat.ts, and each turn's expectations
 * (cards, texts, references, order, brand, types) hold.
 */
import { expect } from 'vitest';
import type { AvoidList } from '../../shared/avoid-list';
import type { DB } from '../db/connect';
import { knowledgeBaseIndex } from '../ingredients/kb';
import {
  checkCards,
  noConstraints,
  say,
  withStated,
  type ChatTurn,
  type Constraints,
} from '../test/chat';
import type { createCaller } from '../trpc/root';
import { analyseIngredientText } from './catalog';
import { words } from './fold';
import { hasOperation } from './operations';
import { languageCodes, languageOf } from './languages';
import { addsWishes, understand, type Understanding } from './understand';
import type { Conversation, Turn } from './suites';

type Caller = ReturnType<typeof createCaller>;

/** The value a card is ordered on, read from the database. */
async function orderValue(
  db: DB,
  id: number,
  key: NonNullable<NonNullable<Turn['expect']>['order']>['key'],
): Promise<number | null> {
  const row = await db
    .selectFrom('products')
    .select(['price', 'rating', 'ingredients_text'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  if (key === 'price') return row.price;
  if (key === 'rating') return row.rating;
  const ingredients = analyseIngredientText(row.ingredients_text, await knowledgeBaseIndex(db));
  if (ingredients.length === 0) return null;
  if (key === 'ingredients') return ingredients.length;
  return ingredients.filter(
    (i) => i.rating === 'high-concern' || i.rating === 'low-to-moderate-concern',
  ).length;
}

/** The same word, or one the start of the other by at most three letters. */
function sameWord(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return (
    short === long ||
    (short.length >= 4 && long.startsWith(short) && long.length - short.length <= 3)
  );
}

/**
 * The longest word of card N's name that no other card's name or brand has and that asks for
 * nothing by itself (no type, wish or operation): what a shopper would pick that card by.
 */
async function tellingWord(db: DB, cards: ChatTurn['products'], n: number): Promise<string | null> {
  const card = cards[n];
  if (!card) return null;
  const kb = await knowledgeBaseIndex(db);
  const rows = await db
    .selectFrom('products')
    .select(['id', 'brand'])
    .where(
      'id',
      'in',
      cards.map((c) => c.id),
    )
    .execute();
  const brandOf = new Map(rows.map((row) => [row.id, row.brand ?? '']));
  const others = cards
    .filter((c) => c.id !== card.id)
    .flatMap((c) => words(`${c.name} ${brandOf.get(c.id) ?? ''}`));
  const candidates = words(card.name)
    .filter((word) => word.length >= 4 && /^[a-z]+$/.test(word))
    .filter((word) => !others.some((other) => sameWord(word, other)))
    .filter((word) => !neverPicks().has(word))
    .filter((word) => !asksForSomething(understand(word, kb)))
    .sort((a, b) => b.length - a.length);
  return candidates[0] ?? null;
}

/** Words that never pick a card: each language's common words and pick words. */
function neverPicks(): Set<string> {
  return new Set(
    languageCodes().flatMap((code) => {
      const w = languageOf(code).words;
      return [...w.detect, ...w.pick.ignore, ...w.pick.before, ...w.pick.after].flatMap(words);
    }),
  );
}

function asksForSomething(u: Understanding): boolean {
  return Boolean(
    u.type ||
    u.category ||
    u.area ||
    u.gap ||
    u.question ||
    u.addFamilies.length ||
    addsWishes(u) ||
    hasOperation(u.operation),
  );
}

export async function runConversation(db: DB, caller: Caller, conversation: Conversation) {
  let threadId = '';
  let constraints: Constraints = noConstraints();
  let lastCards: ChatTurn['products'] = [];
  for (const [index, turn] of conversation.turns.entries()) {
    let text = turn.say.replace(/\{card:(\d)\}/g, (_, n: string) => {
      const card = lastCards[Number(n)];
      expect(card, `${conversation.name}: card ${n} to name`).toBeDefined();
      return card!.name;
    });
    for (const [placeholder, n] of text.matchAll(/\{word:(\d)\}/g)) {
      const word = await tellingWord(db, lastCards, Number(n));
      expect(word, `${conversation.name}: a word of card ${n} no other card has`).not.toBeNull();
      text = text.replace(placeholder, word!);
    }
    const label = `${conversation.name}, turn ${index + 1} (“${text}”)`;
    const avoid: AvoidList | undefined = conversation.browserAvoid;
    const reply = await say(caller, text, threadId, avoid);
    threadId = reply.threadId;
    if (process.env.SUITE_LOG) console.log(`> ${text}\n${reply.text}\n`);
    if (turn.states) {
      const { brand, ...rest } = turn.states;
      let brandName: string | null | undefined = undefined;
      if (brand === null) brandName = null;
      else if (brand) {
        const card = lastCards[brand.ofCard];
        expect(card, `${label}: the card whose brand is kept`).toBeDefined();
        const row = await db
          .selectFrom('products')
          .select('brand')
          .where('id', '=', card!.id)
          .executeTakeFirstOrThrow();
        brandName = row.brand;
      }
      constraints = withStated(constraints, {
        ...rest,
        ...(brandName !== undefined ? { brand: brandName } : {}),
      });
    }
    if (conversation.browserAvoid)
      constraints = withStated(constraints, { avoid: conversation.browserAvoid });
    const expected = turn.expect ?? {};
    if (expected.cards === 'some') expect(reply.products.length, label).toBeGreaterThan(0);
    if (expected.cards === 'none') expect(reply.products, label).toEqual([]);
    for (const pattern of expected.says ?? []) expect(reply.text, label).toMatch(pattern);
    for (const pattern of expected.never ?? []) expect(reply.text, label).not.toMatch(pattern);
    for (const position of expected.about ?? []) {
      const card = lastCards[position];
      expect(card, `${label}: the earlier card ${position + 1}`).toBeDefined();
      expect(reply.text, label).toContain(`**${card!.name}**`);
    }
    if (expected.withinLast) {
      const before = new Set(lastCards.map((c) => c.id));
      for (const card of reply.products) {
        expect(before.has(card.id), `${label}: ${card.name} was shown before`).toBe(true);
      }
    }
    if (expected.order) {
      const values = [];
      for (const card of reply.products)
        values.push(await orderValue(db, card.id, expected.order.key));
      const known = values.filter((v): v is number => v !== null);
      const sorted = [...known].sort((a, b) =>
        expected.order!.direction === 'asc' ? a - b : b - a,
      );
      expect(known, `${label}: cards by ${expected.order.key}`).toEqual(sorted);
    }
    if (expected.typesPresent) {
      const types = [];
      for (const card of reply.products) {
        const row = await db
          .selectFrom('products')
          .select('product_type')
          .where('id', '=', card.id)
          .executeTakeFirstOrThrow();
        types.push(row.product_type);
      }
      for (const type of expected.typesPresent) expect(types, label).toContain(type);
    }
    if (expected.notCard) {
      for (const card of reply.products) expect(card.name, label).not.toMatch(expected.notCard);
    }
    await checkCards(db, reply, constraints, label);
    if (reply.products.length > 0) lastCards = reply.products;
  }
}
