import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEnv } from '../test/deps';
import { startFakeOpenAi, type FakeOpenAi } from '../test/fake-openai';
import { createAi, describeAi } from './index';
import { createOpenAiProvider } from './openai';
import { AiError, type ChatStreamEvent } from './types';

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());

const provider = (options: Partial<Parameters<typeof createOpenAiProvider>[0]> = {}) =>
  createOpenAiProvider({ apiKey: 'sk-test', baseURL: fake.url, model: 'fake-model', ...options });

describe('createAi', () => {
  it('uses the built-in engine without a key and the OpenAI-compatible provider with one', () => {
    expect(describeAi(createAi(testEnv()))).toEqual({ provider: 'builtin', model: 'puur-builtin' });
    const withKey = createAi(
      testEnv({ OPENAI_API_KEY: 'sk-x', OPENAI_MODEL: 'llama3.1', OPENAI_BASE_URL: fake.url }),
    );
    expect(describeAi(withKey)).toEqual({ provider: 'openai', model: 'llama3.1' });
    expect(withKey.languageModel).toBe(true);
    expect(
      describeAi(createAi(testEnv({ OPENAI_API_KEY: 'sk-x', AI_PROVIDER: 'builtin' }))),
    ).toEqual({
      provider: 'builtin',
      model: 'puur-builtin',
    });
  });

  it('the built-in provider has no language model and says so', async () => {
    const builtin = createAi(testEnv());
    expect(builtin.languageModel).toBe(false);
    await expect(builtin.chat({ messages: [] })).rejects.toMatchObject({ code: 'not-configured' });
  });
});

describe('the OpenAI-compatible provider', () => {
  it('sends messages, a token cap and JSON mode, and returns the answer with usage', async () => {
    fake.reply({ content: '{"ok":true}', usage: { prompt_tokens: 12, completion_tokens: 5 } });
    const ai = provider({ maxOutputTokens: 300 });
    const answer = await ai.chat({
      messages: [
        { role: 'system', content: 'Answer in JSON.' },
        { role: 'user', content: 'Hi' },
      ],
      json: true,
      maxOutputTokens: 5000, // more than the cap: capped
    });
    expect(answer).toMatchObject({
      content: '{"ok":true}',
      finishReason: 'stop',
      model: 'fake-model',
    });
    expect(answer.usage).toEqual({ inputTokens: 12, outputTokens: 5 });
    const sent = fake.requests.at(-1)!;
    expect(sent.headers.authorization).toBe('Bearer sk-test');
    expect(sent.body).toMatchObject({
      model: 'fake-model',
      max_tokens: 300,
      response_format: { type: 'json_object' },
      messages: [
        { role: 'system', content: 'Answer in JSON.' },
        { role: 'user', content: 'Hi' },
      ],
    });
    expect(ai.usage()).toMatchObject({ requests: 1, inputTokens: 12, outputTokens: 5 });
  });

  it('passes tools and returns the tool calls the model makes', async () => {
    fake.reply({ toolCalls: [{ name: 'search_products', arguments: { query: 'shampoo' } }] });
    const answer = await provider().chat({
      messages: [{ role: 'user', content: 'Find a shampoo' }],
      tools: [
        {
          name: 'search_products',
          description: 'Search the catalogue',
          parameters: { type: 'object', properties: { query: { type: 'string' } } },
        },
      ],
      toolChoice: 'auto',
    });
    expect(answer.finishReason).toBe('tool_calls');
    expect(answer.toolCalls).toEqual([
      { id: 'call_fake_1', name: 'search_products', arguments: '{"query":"shampoo"}' },
    ]);
    expect(fake.requests.at(-1)!.body.tools[0]).toMatchObject({
      type: 'function',
      function: { name: 'search_products' },
    });
  });

  it('streams text deltas and assembles streamed tool calls', async () => {
    fake.reply({
      content: 'Here are three clean shampoos.',
      toolCalls: [{ name: 'search_products', arguments: { query: 'shampoo', limit: 3 } }],
    });
    const events: ChatStreamEvent[] = [];
    for await (const event of provider().chatStream({
      messages: [{ role: 'user', content: 'Hi' }],
    })) {
      events.push(event);
    }
    const text = events.flatMap((e) => (e.type === 'text' ? [e.delta] : [])).join('');
    expect(text).toBe('Here are three clean shampoos.');
    expect(events.filter((e) => e.type === 'text').length).toBeGreaterThan(1);
    const calls = events.flatMap((e) => (e.type === 'tool_call' ? [e.call] : []));
    expect(calls).toEqual([
      { id: 'call_fake_1', name: 'search_products', arguments: '{"query":"shampoo","limit":3}' },
    ]);
    const done = events.at(-1)!;
    expect(done.type).toBe('done');
    if (done.type === 'done') {
      expect(done.completion.content).toBe(text);
      expect(done.completion.usage?.inputTokens).toBe(20);
    }
    expect(fake.requests.at(-1)!.body).toMatchObject({
      stream: true,
      stream_options: { include_usage: true },
    });
  });

  it('reports an exhausted quota with a message that mentions the quota', async () => {
    fake.reply(fake.errors.quota);
    const error = await provider()
      .chat({ messages: [{ role: 'user', content: 'Hi' }] })
      .catch((e) => e);
    expect(error).toBeInstanceOf(AiError);
    expect(error.code).toBe('quota');
    expect(error.message).toMatch(/quota/i);
  });

  it('reports a bad key with a message that mentions the API key, without retrying', async () => {
    const before = fake.requests.length;
    fake.reply(fake.errors.badKey);
    const error = await provider()
      .chat({ messages: [{ role: 'user', content: 'Hi' }] })
      .catch((e) => e);
    expect(error).toMatchObject({ code: 'auth', status: 401 });
    expect(error.message).toContain('API key');
    expect(fake.requests.length - before).toBe(1);
  });

  it('retries once on a rate limit, then succeeds', async () => {
    const before = fake.requests.length;
    fake.reply(fake.errors.rateLimit);
    fake.reply({ content: 'second time lucky' });
    const answer = await provider().chat({ messages: [{ role: 'user', content: 'Hi' }] });
    expect(answer.content).toBe('second time lucky');
    expect(fake.requests.length - before).toBe(2);
  });

  it('gives up after its timeout and honours an abort signal', async () => {
    fake.reply({ content: 'too late', delayMs: 2000 });
    const slow = provider({ timeoutMs: 150, maxRetries: 0 });
    await expect(slow.chat({ messages: [{ role: 'user', content: 'Hi' }] })).rejects.toMatchObject({
      code: 'timeout',
    });
    fake.reply({ content: 'too late', delayMs: 2000 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    await expect(
      provider().chat({ messages: [{ role: 'user', content: 'Hi' }], signal: controller.signal }),
    ).rejects.toMatchObject({ code: 'aborted' });
  });

  it('stops at the daily token budget', async () => {
    fake.reply({ content: 'x', usage: { prompt_tokens: 60, completion_tokens: 50 } });
    const ai = provider({ dailyTokenBudget: 100 });
    await ai.chat({ messages: [{ role: 'user', content: 'Hi' }] });
    const before = fake.requests.length;
    await expect(ai.chat({ messages: [{ role: 'user', content: 'Hi' }] })).rejects.toMatchObject({
      code: 'quota',
    });
    expect(fake.requests.length).toBe(before);
  });
});
