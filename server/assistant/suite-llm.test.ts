/**
 * The assistant suite on the language-model path: the same scripted conversations, with the fake
 * OpenAI-compatible server answering each turn that shows products with the built-in engine's
 * cards plus one product that breaks what the shopper said (another type, over the budget,
 * something avoided, or an ingredient of high concern). The guard must remove exactly that one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CHAT_PRODUCTS } from '../../shared/assistant';
import { createOpenAiProvider } from '../ai/openai';
import { readProducts } from './catalog';
import { seedDemoData } from '../seed/seed';
import { checkCards, noConstraints, say, withStated, type Constraints } from '../test/chat';
import { createTestDeps } from '../test/deps';
import { startFakeOpenAi, type FakeOpenAi } from '../test/fake-openai';
import type { AppDeps } from '../trpc/context';
import { createCaller } from '../trpc/root';
import { avoidHits } from './catalog';
import { CONVERSATIONS, type Conversation } from './suites';
import type { DB } from '../db/connect';
import { shopperCaller } from '../test/callers';

let fake: FakeOpenAi;
let builtin: AppDeps;
let model: AppDeps;
let builtinCaller: ReturnType<typeof createCaller>;
let modelCaller: ReturnType<typeof createCaller>;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  const ai = createOpenAiProvider({
    apiKey: 'test',
    baseURL: fake.url,
    model: 'fake-model',
    maxRetries: 0,
  });
  builtin = await createTestDeps();
  model = await createTestDeps({ ai });
  // Seeded alike, so a product has the same id in both.
  await seedDemoData(builtin.db, new Date('2026-11-20T12:00:00Z'));
  await seedDemoData(model.db, new Date('2026-11-20T12:00:00Z'));
  builtinCaller = shopperCaller(builtin);
  modelCaller = shopperCaller(model);
});

afterAll(async () => {
  await fake.close();
});

/** A product that breaks the constraints: another type, over budget, avoided, or high concern. */
async function breakingProduct(db: DB, constraints: Constraints, excluded: readonly number[]) {
  const rows = await db.selectFrom('products').select(['id', 'product_type', 'price']).execute();
  const ids = rows.map((row) => row.id).filter((id) => !excluded.includes(id));
  const products = await readProducts(db, ids);
  const avoiding = constraints.avoid.groups.length + constraints.avoid.terms.length > 0;
  const breaks = [
    (p: (typeof products)[number]) =>
      constraints.types !== null &&
      p.product_type !== null &&
      !constraints.types.includes(p.product_type),
    (p: (typeof products)[number]) =>
      constraints.budget !== null && p.price !== null && p.price > constraints.budget,
    (p: (typeof products)[number]) => avoiding && avoidHits(p, constraints.avoid).length > 0,
    (p: (typeof products)[number]) => p.ingredients.some((i) => i.rating === 'high-concern'),
  ];
  for (const rule of breaks) {
    const found = products.find(rule);
    if (found) return found;
  }
  throw new Error('No product breaks these constraints.');
}

async function run(conversation: Conversation) {
  let builtinThread = '';
  let modelThread = '';
  let constraints: Constraints = noConstraints();
  let proposed = 0;
  for (const [index, turn] of conversation.turns.entries()) {
    const label = `${conversation.name}, turn ${index + 1} (“${turn.say}”)`;
    const avoid = conversation.browserAvoid;
    const reference = await say(builtinCaller, turn.say, builtinThread, avoid);
    builtinThread = reference.threadId;
    // The original conversations keep no brand; only the paraphrase suite does.
    if (turn.states) {
      const { brand: _brand, ...stated } = turn.states;
      constraints = withStated(constraints, stated);
    }
    if (avoid) constraints = withStated(constraints, { avoid });

    const lastTurn = index === conversation.turns.length - 1;
    const propose = reference.products.length > 0 || (lastTurn && proposed === 0);
    // Room for the breaking product within the cards a reply may carry.
    const shown = reference.products.slice(0, propose ? MAX_CHAT_PRODUCTS - 1 : undefined);
    const good = shown.map((p) => p.id);
    const bad = propose ? await breakingProduct(model.db, constraints, good) : null;
    if (bad) proposed++;
    const names = shown.map((p) => `- **${p.name}**: it fits what you asked.`);
    const marker = [...(bad ? [bad.id] : []), ...good];
    fake.reply({
      content: [
        'Here is what I found:',
        ...(bad ? [`- **${bad.name}**: also nice.`] : []),
        ...names,
        marker.length ? `[PRODUCT:${marker.join(',')}]` : '',
      ].join('\n\n'),
    });
    const reply = await say(modelCaller, turn.say, modelThread, avoid);
    modelThread = reply.threadId;
    expect(
      reply.products.map((p) => p.id),
      label,
    ).toEqual(good);
    if (bad) expect(reply.text, label).toContain(`I left out **${bad.name}**`);
    await checkCards(model.db, reply, constraints, label, { reasons: false });
  }
  expect(
    proposed,
    `${conversation.name}: one constraint-breaking product proposed`,
  ).toBeGreaterThan(0);
}

describe('the assistant suite (OpenAI-compatible model, breaking products removed)', () => {
  for (const conversation of CONVERSATIONS) {
    it(conversation.name, async () => {
      await run(conversation);
    });
  }
});
