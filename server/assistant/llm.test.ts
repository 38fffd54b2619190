/**
 * The language-model path against the local fake OpenAI-compatible server (SSE streaming, tool
 * calls, errors): tools run on our data, text streams, markers become cards, photos fall back to
 * OCR text for a model without vision, failures surface as errors, and leaving cancels the call.
 */
import { TRPCError } from '@trpc/server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAiProvider } from '../ai/openai';
import type { AiProvider } from '../ai/types';
import { silentLogger } from '../logger';
import { seedDemoData } from '../seed/seed';
import { createTestDeps } from '../test/deps';
import { startFakeOpenAi, type FakeOpenAi, type RecordedRequest } from '../test/fake-openai';
import type { AppDeps } from '../trpc/context';
import { systemPrompt } from './llm';
import { TOOLS } from './llm-tool-definitions';
import { runTool } from './llm-tools';
import { NO_PREFERENCES } from './recommend';
import { sendMessage, type AssistantEvent } from './service';
import { shopperCaller } from '../test/callers';

let fake: FakeOpenAi;
let ai: AiProvider;
let deps: AppDeps;

const PNG_1x1 =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

beforeAll(async () => {
  fake = await startFakeOpenAi();
  ai = createOpenAiProvider({
    apiKey: 'test',
    baseURL: fake.url,
    model: 'fake-model',
    maxRetries: 0,
  });
  deps = await createTestDeps({ ai });
  await seedDemoData(deps.db);
});

afterEach(() => {
  fake.requests.length = 0;
});

afterAll(async () => {
  await fake.close();
});

async function collect(stream: AsyncIterable<AssistantEvent>) {
  const events: AssistantEvent[] = [];
  for await (const event of stream) events.push(event);
  const done = events.find(
    (e): e is Extract<AssistantEvent, { type: 'done' }> => e.type === 'done',
  );
  const deltas = events.filter((e) => e.type === 'text').map((e) => (e as { delta: string }).delta);
  return { events, done: done!, deltas };
}

/** The JSON of the last tool message in a request. */
function lastToolResult(request: RecordedRequest): any {
  const tool = [...request.body.messages].reverse().find((m: any) => m.role === 'tool');
  return JSON.parse(tool.content);
}

describe('assistant with an OpenAI-compatible model', () => {
  it('streams the reply, runs the catalogue tool on our data and turns the marker into cards', async () => {
    fake.reply({
      toolCalls: [
        {
          name: 'search_products',
          arguments: { product_type: 'shampoo', avoid: ['sulfates'], limit: 3 },
        },
      ],
    });
    fake.reply((request) => {
      const result = lastToolResult(request);
      const ids = result.products.map((p: { id: number }) => p.id);
      const names = result.products.map((p: { name: string }) => `- **${p.name}**`).join('\n');
      return {
        content: `Here are some gentle shampoos without sulfates:\n\n${names}\n\n[PRODUCT:${ids.join(',')}]`,
      };
    });
    const caller = shopperCaller(deps);
    const { done, deltas } = await collect(
      await caller.assistant.send({ message: 'Ik zoek een shampoo zonder sulfaten', threadId: '' }),
    );

    expect(deltas.length).toBeGreaterThan(5); // streamed in pieces, not in one block
    expect(done.response).toMatch(/^Here are some gentle shampoos without sulfates:/);
    expect(done.response).not.toMatch(/PRODUCT/);
    expect(deltas.join('')).not.toMatch(/\[PRODUCT/);
    expect(done.products.length).toBe(3);
    expect(done.products.every((p) => /shampoo/i.test(p.name))).toBe(true);

    // First request: system prompt in Puur's voice, the three read-only tools, streaming.
    const first = fake.requests[0]!.body;
    expect(first.stream).toBe(true);
    expect(first.messages[0]).toMatchObject({ role: 'system' });
    expect(first.messages[0].content).toBe(systemPrompt('Puur'));
    expect(first.tools.map((t: any) => t.function.name)).toEqual(TOOLS.map((t) => t.name));
    // Second request carries the tool call and our catalogue's answer.
    const second = fake.requests[1]!.body;
    expect(second.messages.some((m: any) => m.role === 'assistant' && m.tool_calls?.length)).toBe(
      true,
    );
    const result = lastToolResult(fake.requests[1]!);
    expect(result.products.length).toBe(3);
    for (const product of result.products) {
      expect(product.ingredients_of_concern.map((i: any) => i.name)).not.toContain(
        'Sodium Laureth Sulfate',
      );
    }

    // The thread continues: the next request sends the earlier turn as history.
    fake.reply({ content: 'Graag gedaan!' });
    const next = await collect(
      await caller.assistant.send({ message: 'Dank je', threadId: done.threadId }),
    );
    expect(next.done.threadId).toBe(done.threadId);
    const history = fake.requests[2]!.body.messages;
    expect(history.map((m: any) => m.role)).toEqual([
      'system',
      'system',
      'user',
      'assistant',
      'user',
    ]);
    // The conversation so far reaches the model: what to honour and what was shown, in order.
    expect(history[1].content).toMatch(/Looking for: shampoo/);
    expect(history[1].content).toMatch(/Avoid ingredient groups: sulfates/);
    expect(history[1].content).toMatch(/Products shown last, in order .*1\. .+ \(id \d+\)/);
    expect(history[3].content).toMatch(/\[PRODUCT:/);
  });

  it('analyses an ingredient list and reads a product through the tools', async () => {
    fake.reply({
      toolCalls: [
        {
          name: 'analyze_ingredients',
          arguments: { ingredients: 'Aqua, Parfum, Methylisothiazolinone' },
        },
        { name: 'get_product', arguments: { id: 1 } },
      ],
    });
    fake.reply({ content: 'Methylisothiazolinone is of high concern.' });
    const { done } = await collect(
      sendMessage(
        { db: deps.db, ai, logger: silentLogger },
        { message: 'Aqua, Parfum, Methylisothiazolinone' },
      ),
    );
    expect(done.response).toBe('Methylisothiazolinone is of high concern.');
    const tools = fake.requests[1]!.body.messages.filter((m: any) => m.role === 'tool');
    const analysis = JSON.parse(tools[0].content);
    expect(analysis.ingredients.find((i: any) => i.name === 'Methylisothiazolinone').rating).toBe(
      'high-concern',
    );
    const product = JSON.parse(tools[1].content);
    expect(product).toMatchObject({ id: 1, name: 'Rosehip Face Oil' });
    expect(product.ingredients.length).toBeGreaterThan(3);
  });

  it('never shows a card with something on the shopper’s avoid list, whatever the model says', async () => {
    const rows = await deps.db
      .selectFrom('products')
      .select('id')
      .where('name', 'in', ['Amber Reed Diffuser', 'Beeswax Taper Candles'])
      .orderBy('name')
      .execute();
    expect(rows).toHaveLength(2);
    const [diffuser, candle] = rows;
    fake.reply({ content: `Try these! [PRODUCT:${diffuser!.id},${candle!.id},999999]` });
    const { done } = await collect(
      sendMessage(
        { db: deps.db, ai, logger: silentLogger },
        { message: 'I am allergic to fragrance, what could make my home cosy?' },
      ),
    );
    expect(done.products.map((p) => p.id)).toEqual([candle!.id]);
  });

  it('compares products on the shopper’s constraints through the compare tool', async () => {
    const rows = await deps.db
      .selectFrom('products')
      .select(['id', 'name', 'price'])
      .where('name', 'in', ['Oat Milk Body Lotion', 'Raw Shea Body Butter'])
      .orderBy('name')
      .execute();
    expect(rows).toHaveLength(2);
    const [lotion, butter] = rows;
    const budget = (lotion!.price! + butter!.price!) / 2;
    const result = (await runTool(
      deps.db,
      'compare_products',
      JSON.stringify({ ids: [lotion!.id, butter!.id] }),
      { ...NO_PREFERENCES, avoid: { groups: ['fragrance'], terms: [] }, priceMax: budget },
    )) as { products: { id: number; meets: string[]; breaks: string[] }[] };
    const byId = new Map(result.products.map((p) => [p.id, p]));
    const cheaper = lotion!.price! < butter!.price! ? lotion! : butter!;
    const dearer = cheaper === lotion ? butter! : lotion!;
    expect(byId.get(cheaper.id)!.meets.join(' ')).toMatch(/within your budget/);
    expect(byId.get(dearer.id)!.breaks.join(' ')).toMatch(/above your budget/);
    expect(
      await runTool(deps.db, 'compare_products', JSON.stringify({ ids: [lotion!.id] })),
    ).toMatchObject({ error: expect.stringMatching(/2 to 4/) });
  });

  it('orders, narrows and compares the last results through tools, on the next turn too', async () => {
    const caller = shopperCaller(deps);
    fake.reply({
      toolCalls: [{ name: 'search_products', arguments: { product_type: 'shampoo' } }],
    });
    fake.reply((request) => {
      const ids = lastToolResult(request).products.map((p: { id: number }) => p.id);
      return { content: `Some shampoos.\n\n[PRODUCT:${ids.slice(0, 4).join(',')}]` };
    });
    const first = await collect(
      await caller.assistant.send({ message: 'Shampoos?', threadId: '' }),
    );
    const shown = first.done.products.map((p) => p.id);
    expect(shown.length).toBe(4);
    fake.requests.length = 0;

    // 'Which costs least?': sorted over exactly the cards shown last.
    fake.reply({ toolCalls: [{ name: 'sort_results', arguments: { by: 'price' } }] });
    fake.reply({ content: 'The first is cheapest.' });
    await collect(
      await caller.assistant.send({ message: 'Which costs least?', threadId: first.done.threadId }),
    );
    const sorted = lastToolResult(fake.requests[1]!);
    expect(sorted.sorted_by).toBe('price asc');
    const prices = sorted.products.map((p: { price_eur: number }) => p.price_eur);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
    expect(sorted.products.every((p: { id: number }) => shown.includes(p.id))).toBe(true);
    fake.requests.length = 0;

    // 'Just the ones from the same brand as the first, under €15', then a comparison.
    fake.reply({
      toolCalls: [
        { name: 'filter_results', arguments: { max_price: 15, same_brand_as: shown[0] } },
        { name: 'compare_results', arguments: { positions: [1, 2] } },
      ],
    });
    fake.reply({ content: 'Narrowed and compared.' });
    await collect(
      await caller.assistant.send({ message: 'Narrow and compare', threadId: first.done.threadId }),
    );
    const messages = fake.requests[1]!.body.messages.filter((m: any) => m.role === 'tool');
    const filtered = JSON.parse(messages[0].content);
    const brand = (await runTool(deps.db, 'get_product', JSON.stringify({ id: shown[0] }))) as {
      brand: string;
    };
    for (const product of filtered.products) {
      expect(product.brand).toBe(brand.brand);
      expect(product.price_eur).toBeLessThanOrEqual(15);
    }
    expect(filtered.products.length + filtered.left_out.length).toBe(shown.length);
    const comparedResult = JSON.parse(messages[1].content);
    expect(comparedResult.products.map((p: { id: number }) => p.id)).toEqual(shown.slice(0, 2));
  });

  it('says there are no last results rather than guessing', async () => {
    expect(await runTool(deps.db, 'sort_results', JSON.stringify({ by: 'rating' }))).toMatchObject({
      error: expect.stringMatching(/no last results/),
    });
    expect(
      await runTool(deps.db, 'sort_results', JSON.stringify({ by: 'colour' }), undefined, {
        lastResults: [1, 2],
      }),
    ).toMatchObject({ error: expect.stringMatching(/Invalid arguments/) });
  });

  it('sends a photo to the model, and its OCR text when the model refuses images', async () => {
    fake.reply((request) => {
      const user = request.body.messages.at(-1);
      expect(Array.isArray(user.content)).toBe(true);
      expect(user.content[1].type).toBe('image_url');
      return {
        status: 400,
        error: {
          message: 'Invalid content type. image_url is only supported by certain models.',
          type: 'invalid_request_error',
          code: null,
        },
      };
    });
    fake.reply((request) => {
      const user = request.body.messages.at(-1);
      expect(typeof user.content).toBe('string');
      expect(user.content).toMatch(/Text read from it by OCR/);
      expect(user.content).toMatch(/Sodium Laureth Sulfate/);
      return { content: 'I see Sodium Laureth Sulfate on your label.' };
    });
    let ocrCalls = 0;
    const { done, events } = await collect(
      sendMessage(
        {
          db: deps.db,
          ai,
          logger: silentLogger,
          readLabel: async () => {
            ocrCalls++;
            return 'INGREDIENTS: Aqua, Sodium Laureth Sulfate, Parfum';
          },
        },
        { message: 'What is in this?', image: PNG_1x1, imageName: 'label.png' },
      ),
    );
    expect(done.response).toBe('I see Sodium Laureth Sulfate on your label.');
    expect(ocrCalls).toBe(1);
    expect(events[0]).toMatchObject({ type: 'thread' });

    // The model is remembered as one without vision: the next photo goes as text straight away.
    fake.reply((request) => {
      expect(typeof request.body.messages.at(-1).content).toBe('string');
      return { content: 'Read it.' };
    });
    const again = await collect(
      sendMessage(
        { db: deps.db, ai, logger: silentLogger, readLabel: async () => 'Aqua, Glycerin' },
        { message: '', image: PNG_1x1, imageName: 'label2.png' },
      ),
    );
    expect(again.done.response).toBe('Read it.');
    expect(fake.requests).toHaveLength(3);
  });

  it('fails with an error the client turns into its Dutch failure message', async () => {
    fake.reply(fake.errors.server);
    const caller = shopperCaller(deps);
    const stream = await caller.assistant.send({ message: 'Hello', threadId: '' });
    let caught: unknown;
    try {
      await collect(stream);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(TRPCError);
    expect((caught as TRPCError).code).toBe('SERVICE_UNAVAILABLE');
  });

  it('cancels the model call when the shopper leaves', async () => {
    fake.reply({ content: 'This answer comes too late.', delayMs: 5000 });
    const controller = new AbortController();
    const stream = sendMessage(
      { db: deps.db, ai, logger: silentLogger },
      { message: 'Hello' },
      controller.signal,
    );
    const first = await stream.next(); // the thread event
    expect(first.value).toMatchObject({ type: 'thread' });
    const pending = stream.next();
    await new Promise((resolve) => setTimeout(resolve, 100));
    controller.abort();
    // Rejected as closed by the client (server/trpc/init.ts answers it as CLIENT_CLOSED_REQUEST),
    // not answered: the model's late reply never arrives.
    await expect(pending).rejects.toMatchObject({ name: 'AiError', code: 'aborted' });
  });

  it('refuses a file that is not an image, and an empty message without a photo', async () => {
    const caller = shopperCaller(deps);
    const notImage = `data:image/png;base64,${Buffer.from('%PDF-1.7 not an image').toString('base64')}`;
    await expect(
      collect(await caller.assistant.send({ message: 'hi', image: notImage })),
    ).rejects.toThrow(/JPG, PNG, WebP or GIF/);
    await expect(caller.assistant.send({ message: '   ' })).rejects.toThrow(
      /Type a message or attach a photo/,
    );
    await expect(caller.assistant.send({ message: 'hi', threadId: '../../etc' })).rejects.toThrow(
      /threadId/,
    );
  });
});
