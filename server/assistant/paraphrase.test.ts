/**
 * The paraphrase suite (./suites/paraphrases.json) through the real router on the demo catalogue:
 * each kind of sentence in at least 20 wordings across English and Dutch, every card held to the
 * type, budget, brand and avoid list the shopper stated.
 */
import { describe, expect, it } from 'vitest';
import { PARAPHRASES } from './suites';
import { runConversation } from './suite-run';
import { demoShop } from './suite-setup';

const shop = demoShop();

describe('the paraphrase suite (built-in engine)', () => {
  it('has at least 300 shopper turns, and every kind at least 20 wordings in both languages', () => {
    const turns = PARAPHRASES.reduce((sum, c) => sum + c.turns.length, 0);
    expect(turns).toBeGreaterThanOrEqual(300);
    const kinds = new Map<string, { count: number; langs: Set<string> }>();
    for (const c of PARAPHRASES) {
      const entry = kinds.get(c.kind) ?? { count: 0, langs: new Set() };
      entry.count++;
      entry.langs.add(c.lang);
      kinds.set(c.kind, entry);
    }
    for (const [kind, { count, langs }] of kinds) {
      expect(count, kind).toBeGreaterThanOrEqual(20);
      expect([...langs].sort(), kind).toEqual(['en', 'nl']);
    }
    expect(new Set(PARAPHRASES.map((c) => c.name)).size).toBe(PARAPHRASES.length);
  });
  for (const conversation of PARAPHRASES) {
    it(conversation.name, async () => {
      await runConversation(shop.deps.db, shop.caller, conversation);
    });
  }
});
