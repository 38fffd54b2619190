/**
 * Scripted conversations with the assistant through the real router, and the checker every
 * recommendation of the suite passes: the asked product type, the budget, the brand kept to,
 * nothing the shopper avoids (or a synonym of it), and a reply that names, per product, a stated constraint it meets.
 */
import { expect } from 'vitest';
import { avoidMatches, cleanAvoidList, type AvoidList } from '../../shared/avoid-list';
import { analyseIngredientText } from '../assistant/catalog';
import type { DB } from '../db/connect';
import { knowledgeBaseIndex } from '../ingredients/kb';
import type { createCaller } from '../trpc/root';

export interface ChatCard {
  id: number;
  name: string;
  price: number | null;
}

export interface ChatTurn {
  text: string;
  threadId: string;
  products: ChatCard[];
}

type Caller = ReturnType<typeof createCaller>;

export async function say(
  caller: Caller,
  message: string,
  threadId = '',
  avoid?: AvoidList,
): Promise<ChatTurn> {
  const stream = await caller.assistant.send({ message, threadId, ...(avoid ? { avoid } : {}) });
  let done: { response: string; threadId: string; products: ChatCard[] } | undefined;
  for await (const event of stream) if (event.type === 'done') done = event;
  expect(done, 'a done event').toBeDefined();
  return { text: done!.response, threadId: done!.threadId, products: done!.products };
}

/** What the shopper has said so far in one conversation, as the checker holds the cards to it. */
export interface Constraints {
  /** Catalogue product types (products.product_type) a card may have. */
  types: string[] | null;
  budget: number | null;
  avoid: AvoidList;
  /** FREE FROM families a card may not hold (products.ingredient_families). */
  families: string[];
  skin: boolean;
  /** The brand every card must have ('from that brand'), or null. */
  brand: string | null;
}

export const noConstraints = (): Constraints => ({
  types: null,
  budget: null,
  avoid: { groups: [], terms: [] },
  families: [],
  skin: false,
  brand: null,
});

export function withStated(
  current: Constraints,
  stated: Partial<Omit<Constraints, 'avoid'>> & { avoid?: Partial<AvoidList> },
): Constraints {
  return {
    types: stated.types ?? current.types,
    budget: stated.budget ?? current.budget,
    avoid: cleanAvoidList({
      groups: [...current.avoid.groups, ...(stated.avoid?.groups ?? [])],
      terms: [...current.avoid.terms, ...(stated.avoid?.terms ?? [])],
    }),
    families: [...new Set([...current.families, ...(stated.families ?? [])])],
    skin: stated.skin ?? current.skin,
    brand: stated.brand !== undefined ? stated.brand : current.brand,
  };
}

/** Every card of a turn against the constraints, read from the database, not from the engine. */
export async function checkCards(
  db: DB,
  turn: ChatTurn,
  constraints: Constraints,
  label: string,
  options: { reasons: boolean } = { reasons: true },
) {
  const kb = await knowledgeBaseIndex(db);
  for (const card of turn.products) {
    const row = await db
      .selectFrom('products')
      .select(['product_type', 'price', 'brand', 'ingredients_text', 'ingredient_families'])
      .where('id', '=', card.id)
      .executeTakeFirstOrThrow();
    const where = `${label}: ${card.name}`;
    if (constraints.types)
      expect(constraints.types, `${where} is a ${row.product_type}`).toContain(row.product_type);
    if (constraints.budget !== null) {
      expect(row.price, `${where} has a price`).not.toBeNull();
      expect(row.price!, `${where} within the budget`).toBeLessThanOrEqual(constraints.budget);
    }
    if (constraints.brand !== null) {
      expect(row.brand, `${where} is of the brand ${constraints.brand}`).toBe(constraints.brand);
    }
    if (constraints.families.length > 0) {
      expect(row.ingredient_families, `${where} is assessed`).not.toBeNull();
      const families = JSON.parse(row.ingredient_families!) as string[];
      for (const family of constraints.families) {
        expect(families, `${where} holds ${family}`).not.toContain(family);
      }
    }
    const avoiding =
      constraints.avoid.groups.length +
        constraints.avoid.terms.length +
        constraints.families.length >
      0;
    if (avoiding) {
      const ingredients = analyseIngredientText(row.ingredients_text, kb);
      expect(ingredients.length, `${where} has a known ingredient list`).toBeGreaterThan(0);
      for (const i of ingredients) {
        const hits = avoidMatches(
          { name: i.name, functions: i.functions, concerns: i.concerns, synonyms: i.synonyms },
          constraints.avoid,
        );
        expect(hits, `${where} contains ${i.name}`).toEqual([]);
      }
    }
    // The reply's line for the product names a stated constraint that it meets.
    const line = turn.text.split('\n').find((l) => l.includes(`**${card.name}**`)) ?? '';
    const reasons: RegExp[] = [];
    if (avoiding) reasons.push(/free of|zonder/i);
    if (constraints.budget !== null) reasons.push(/within your budget|binnen je budget/i);
    if (constraints.skin) reasons.push(/made for|gemaakt voor/i);
    if (options.reasons && reasons.length > 0) {
      expect(
        reasons.some((reason) => reason.test(line)),
        `${where}: the reply says which constraint it meets (${line})`,
      ).toBe(true);
    }
  }
}
