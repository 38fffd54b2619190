/**
 * The assistant's public suite: scripted multi-turn conversations in English and Dutch on the demo
 * catalogue, through the real router. Every turn that shows products passes the checker of
 * server/test/chat.ts (type, budget, avoid list with synonyms, a stated constraint named per
 * product); turns also assert references ("the first one"), comparisons and honest answers.
 */
import { describe, expect, it } from 'vitest';
import { CONVERSATIONS } from './suites';
import { runConversation } from './suite-run';
import { demoShop } from './suite-setup';

const shop = demoShop();

describe('the assistant suite (built-in engine)', () => {
  it('has at least 80 multi-turn conversations in English and Dutch', () => {
    expect(CONVERSATIONS.filter((c) => c.turns.length >= 2).length).toBeGreaterThanOrEqual(80);
    expect(CONVERSATIONS.some((c) => c.lang === 'nl')).toBe(true);
  });
  for (const conversation of CONVERSATIONS) {
    it(conversation.name, async () => {
      await runConversation(shop.deps.db, shop.caller, conversation);
    });
  }
});
