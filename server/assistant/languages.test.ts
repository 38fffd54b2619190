/**
 * A language is data: a words file, a messages file and the names of the catalogue's product
 * types. Here a small Italian one (./test-language/) is added, and the assistant understands a
 * request in it and answers in it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../seed/seed';
import { createTestDeps } from '../test/deps';
import { createCaller } from '../trpc/root';
import { addLanguage, isLanguage, say } from './languages';
import italianMessages from './test-language/messages.json' with { type: 'json' };
import italianTypes from './test-language/product-types.json' with { type: 'json' };
import italianWords from './test-language/words.json' with { type: 'json' };
import { detectLanguage, questionSubject } from './understand';
import { INTENTS } from './intents';
import { AVOID_WORDS, GROUP_LABELS, PRODUCT_TYPE_BY_ID } from './vocabulary';
import { shopperCaller } from '../test/callers';

let caller: ReturnType<typeof createCaller>;

beforeAll(async () => {
  addLanguage({
    code: 'it',
    locale: 'it-IT',
    words: italianWords,
    messages: italianMessages,
    productTypes: italianTypes,
  });
  const deps = await createTestDeps();
  await seedDemoData(deps.db);
  caller = shopperCaller(deps);
}, 60_000);

async function ask(message: string) {
  const stream = await caller.assistant.send({ message, threadId: '' });
  for await (const event of stream) if (event.type === 'done') return event;
  throw new Error('no reply');
}

describe('adding a language as data', () => {
  it('knows the language, its words and its names', () => {
    expect(isLanguage('it')).toBe(true);
    expect(detectLanguage('Cerco un dentifricio senza profumo').lang).toBe('it');
    expect(PRODUCT_TYPE_BY_ID.get('toothpaste')?.name.it).toBe('dentifricio');
    const fragrance = AVOID_WORDS.find((group) => group.group === 'fragrance')!;
    expect(fragrance.match.test('senza profumo')).toBe(true);
    expect(GROUP_LABELS.fragrance?.it).toBe('profumo');
    // What the language does not say yet is said in English.
    expect(say('it', 'compare.intro')).toBe(say('en', 'compare.intro'));
  });

  it('reads greetings, thanks and questions about an ingredient from its own words', () => {
    expect(INTENTS.greeting.test('ciao!')).toBe(true);
    expect(INTENTS.thanks.test('grazie mille')).toBe(true);
    expect(questionSubject("Che cos'è il sodium lauryl sulfate?")).toBe('sodium lauryl sulfate');
    // The other languages' words still count.
    expect(INTENTS.greeting.test('hallo')).toBe(true);
  });

  it('understands a request in it and answers in it', async () => {
    const done = await ask('Cerco un dentifricio');
    expect(done.response).toMatch(/^Ecco \d+ dentifrici del nostro catalogo:/);
    expect(done.response).toContain('Vuoi altre opzioni');
    expect(done.products.length).toBeGreaterThan(0);
  });

  it('orders the last answer and reads a budget with its own words, stemmer and numbers', async () => {
    const first = await ask('Cerco un dentifricio');
    const next = await caller.assistant.send({
      message: 'Qual è il più economico?',
      threadId: first.threadId,
    });
    let done: Awaited<ReturnType<typeof ask>> | undefined;
    for await (const event of next) if (event.type === 'done') done = event;
    expect(done!.response).toMatch(/^Tra quelli che ti ho mostrato, \*\*.+\*\* costa meno/);
    const prices = done!.products.map((p) => p.price!);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(new Set(done!.products.map((p) => p.id))).toEqual(
      new Set(first.products.map((p) => p.id)),
    );
    const budget = await ask('Cerco un dentifricio sotto i dieci euro');
    expect(budget.products.length).toBeGreaterThan(0);
    expect(budget.products.every((p) => p.price !== null && p.price <= 10)).toBe(true);
  });

  it('points at a card of the last answer with its own words', async () => {
    const first = await ask('Cerco un dentifricio');
    expect(first.products.length).toBeGreaterThanOrEqual(2);
    const next = await caller.assistant.send({
      message: 'Parlami del numero 2',
      threadId: first.threadId,
    });
    let done: Awaited<ReturnType<typeof ask>> | undefined;
    for await (const event of next) if (event.type === 'done') done = event;
    // 'numero 2' is the Italian file's own word for a card's number: the reply is about that card.
    expect(done!.response).toContain(first.products[1]!.name);
    expect(done!.response).not.toContain(first.products[0]!.name);
  });

  it('refuses a language file with a list beyond its limits', () => {
    expect(() =>
      addLanguage({
        code: 'xx',
        locale: 'xx',
        words: { detect: Array.from({ length: 201 }, (_, i) => `w${i}`) },
        messages: {},
      }),
    ).toThrow();
    expect(() =>
      addLanguage({
        code: 'xx',
        locale: 'xx',
        words: { detect: ['ciao'], references: { back: ['(quello'] } },
        messages: {},
      }),
    ).toThrow(/regular expression/);
    expect(isLanguage('xx')).toBe(false);
  });
});
