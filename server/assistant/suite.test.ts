/**
 * The assistant's public suite: scripted multi-turn conversations in English and Dutch on the demo
 * catalogue, through the real router. Every turn that shows products passes the checker of
 * server/test/chat.ts (type, budget, avoid list with synonyms, a stated constraint named per
 * product); turns also assert references ("the first one"), comparisons and honest answers.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { AvoidList } from '../../shared/ingredients';
import { seedDemoData } from '../seed/seed';
import {
  checkCards,
  noConstraints,
  say,
  withStated,
  type ChatTurn,
  type Constraints,
} from '../test/chat';
import { createTestDeps } from '../test/deps';
import { createContextInner, type AppDeps } from '../trpc/context';
import { createCaller } from '../trpc/root';
import { CONVERSATIONS, type Conversation } from './suite-conversations';

let deps: AppDeps;
let caller: ReturnType<typeof createCaller>;

beforeAll(async () => {
  deps = await createTestDeps();
  await seedDemoData(deps.db);
  caller = createCaller(createContextInner(deps));
});

async function run(conversation: Conversation) {
  let threadId = '';
  let constraints: Constraints = noConstraints();
  let lastCards: ChatTurn['products'] = [];
  for (const [index, turn] of conversation.turns.entries()) {
    const label = `${conversation.name}, turn ${index + 1} (“${turn.say}”)`;
    const avoid: AvoidList | undefined = conversation.browserAvoid;
    const reply = await say(caller, turn.say, threadId, avoid);
    threadId = reply.threadId;
    if (process.env.SUITE_LOG) console.log(`> ${turn.say}\n${reply.text}\n`);
    if (turn.states) constraints = withStated(constraints, turn.states);
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
    await checkCards(deps.db, reply, constraints, label);
    if (reply.products.length > 0) lastCards = reply.products;
  }
}

describe('the assistant suite (built-in engine)', () => {
  it('has at least 80 multi-turn conversations in English and Dutch', () => {
    expect(CONVERSATIONS.filter((c) => c.turns.length >= 2).length).toBeGreaterThanOrEqual(80);
    expect(CONVERSATIONS.some((c) => c.lang === 'nl')).toBe(true);
  });
  for (const conversation of CONVERSATIONS) {
    it(conversation.name, async () => {
      await run(conversation);
    });
  }
});
