/**
 * A local OpenAI-compatible server for tests (never the internet). It speaks the real wire format
 * of POST /v1/chat/completions: JSON answers, SSE streaming (chat.completion.chunk … [DONE]),
 * tool calls, usage, and error bodies such as 429 insufficient_quota and 401 invalid_api_key.
 *
 *   const fake = await startFakeOpenAi();
 *   fake.reply({ content: 'Hello' });                     // next request
 *   fake.reply({ toolCalls: [{ name: 'search', arguments: { q: 'soap' } }] });
 *   fake.reply(fake.errors.quota);                        // 429
 *   fake.setDefault((req) => ({ content: JSON.stringify(…) })); // when the queue is empty
 *   … createOpenAiProvider({ apiKey: 'test', baseURL: fake.url, model: 'fake-model' }) …
 *   fake.requests[0].body.messages
 *   await fake.close();
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeToolCall {
  name: string;
  arguments: Record<string, unknown> | string;
  id?: string;
}

export interface FakeReply {
  content?: string;
  toolCalls?: FakeToolCall[];
  finishReason?: 'stop' | 'length' | 'tool_calls' | 'content_filter';
  usage?: { prompt_tokens: number; completion_tokens: number };
  /** An HTTP error instead of an answer. */
  status?: number;
  error?: { message: string; type: string; code: string | null };
  headers?: Record<string, string>;
  /** Wait before answering (for timeout tests). */
  delayMs?: number;
  /** Close the connection without an answer. */
  hangUp?: boolean;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: any;
}

export type ReplyHandler = (request: RecordedRequest) => FakeReply;

export interface FakeOpenAi {
  /** Base URL to give the SDK (ends in /v1). */
  url: string;
  requests: RecordedRequest[];
  /** Queue a reply (or a function of the request) for the next chat request. */
  reply: (reply: FakeReply | ReplyHandler) => void;
  /** Used when the queue is empty (default: a short text answer). */
  setDefault: (handler: ReplyHandler) => void;
  errors: {
    quota: FakeReply;
    rateLimit: FakeReply;
    badKey: FakeReply;
    server: FakeReply;
  };
  close: () => Promise<void>;
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const requests: RecordedRequest[] = [];
  const queue: (FakeReply | ReplyHandler)[] = [];
  let fallback: ReplyHandler = () => ({ content: 'Hello from the fake model.' });
  let counter = 0;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: any = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        sendJson(
          res,
          400,
          errorBody('Could not parse the JSON body.', 'invalid_request_error', null),
        );
        return;
      }
      const path = (req.url ?? '').split('?')[0]!;
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        path,
        headers: req.headers,
        body,
      };

      if (req.method === 'GET' && path === '/v1/models') {
        sendJson(res, 200, {
          object: 'list',
          data: [{ id: 'fake-model', object: 'model', owned_by: 'puur-tests' }],
        });
        return;
      }
      if (req.method !== 'POST' || path !== '/v1/chat/completions') {
        sendJson(
          res,
          404,
          errorBody(
            `Unknown endpoint ${req.method} ${path}`,
            'invalid_request_error',
            'unknown_url',
          ),
        );
        return;
      }
      requests.push(recorded);
      const next = queue.shift() ?? fallback;
      const reply = typeof next === 'function' ? next(recorded) : next;
      const answer = () => {
        if (reply.hangUp) {
          req.socket.destroy();
          return;
        }
        if (reply.status && reply.status >= 400) {
          sendJson(
            res,
            reply.status,
            errorBody(
              reply.error?.message ?? 'Error',
              reply.error?.type ?? 'api_error',
              reply.error?.code ?? null,
            ),
            reply.headers,
          );
          return;
        }
        counter += 1;
        const id = `chatcmpl-fake${counter}`;
        const model = typeof body?.model === 'string' ? body.model : 'fake-model';
        if (body?.stream)
          streamAnswer(res, id, model, reply, Boolean(body.stream_options?.include_usage));
        else sendJson(res, 200, completion(id, model, reply), reply.headers);
      };
      if (reply.delayMs) {
        const timer = setTimeout(answer, reply.delayMs);
        res.on('close', () => clearTimeout(timer));
      } else {
        answer();
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    reply: (reply) => queue.push(reply),
    setDefault: (handler) => {
      fallback = handler;
    },
    errors: {
      quota: {
        status: 429,
        error: {
          message: 'You exceeded your current quota, please check your plan and billing details.',
          type: 'insufficient_quota',
          code: 'insufficient_quota',
        },
        headers: { 'x-should-retry': 'false' },
      },
      rateLimit: {
        status: 429,
        error: {
          message: 'Rate limit reached for requests',
          type: 'requests',
          code: 'rate_limit_exceeded',
        },
        headers: { 'retry-after-ms': '10' },
      },
      badKey: {
        status: 401,
        error: {
          message:
            'Incorrect API key provided: sk-test. You can find your API key in your account.',
          type: 'invalid_request_error',
          code: 'invalid_api_key',
        },
      },
      server: {
        status: 500,
        error: {
          message: 'The server had an error while processing your request.',
          type: 'server_error',
          code: null,
        },
        headers: { 'x-should-retry': 'false' },
      },
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function errorBody(message: string, type: string, code: string | null) {
  return { error: { message, type, param: null, code } };
}

function sendJson(
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(text),
    'x-request-id': `req_fake_${Date.now()}`,
    ...headers,
  });
  res.end(text);
}

function toolCallsOf(reply: FakeReply) {
  return (reply.toolCalls ?? []).map((call, index) => ({
    id: call.id ?? `call_fake_${index + 1}`,
    type: 'function' as const,
    function: {
      name: call.name,
      arguments:
        typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments),
    },
  }));
}

function usageOf(reply: FakeReply) {
  const usage = reply.usage ?? {
    prompt_tokens: 20,
    completion_tokens: Math.max(1, Math.ceil((reply.content ?? '').length / 4)),
  };
  return { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens };
}

function finishOf(reply: FakeReply) {
  return reply.finishReason ?? (reply.toolCalls?.length ? 'tool_calls' : 'stop');
}

function completion(id: string, model: string, reply: FakeReply) {
  const toolCalls = toolCallsOf(reply);
  return {
    id,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: reply.content ?? (toolCalls.length ? null : ''),
          refusal: null,
          ...(toolCalls.length ? { tool_calls: toolCalls } : {}),
        },
        logprobs: null,
        finish_reason: finishOf(reply),
      },
    ],
    usage: usageOf(reply),
    system_fingerprint: 'fp_fake',
  };
}

function streamAnswer(
  res: http.ServerResponse,
  id: string,
  model: string,
  reply: FakeReply,
  includeUsage: boolean,
) {
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache',
    Connection: 'keep-alive',
  });
  const created = Math.floor(Date.now() / 1000);
  const send = (choices: unknown[], extra: Record<string, unknown> = {}) =>
    res.write(
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, system_fingerprint: 'fp_fake', choices, ...extra })}\n\n`,
    );
  send([
    { index: 0, delta: { role: 'assistant', content: '' }, logprobs: null, finish_reason: null },
  ]);
  // Text in small pieces, as a real model streams it.
  const content = reply.content ?? '';
  for (const piece of content.match(/.{1,8}/gs) ?? []) {
    send([{ index: 0, delta: { content: piece }, logprobs: null, finish_reason: null }]);
  }
  // Each tool call: id and name first, then the arguments in two parts.
  toolCallsOf(reply).forEach((call, index) => {
    send([
      {
        index: 0,
        delta: {
          tool_calls: [
            {
              index,
              id: call.id,
              type: 'function',
              function: { name: call.function.name, arguments: '' },
            },
          ],
        },
        logprobs: null,
        finish_reason: null,
      },
    ]);
    const args = call.function.arguments;
    const half = Math.ceil(args.length / 2);
    for (const part of [args.slice(0, half), args.slice(half)]) {
      if (part)
        send([
          {
            index: 0,
            delta: { tool_calls: [{ index, function: { arguments: part } }] },
            logprobs: null,
            finish_reason: null,
          },
        ]);
    }
  });
  send([{ index: 0, delta: {}, logprobs: null, finish_reason: finishOf(reply) }]);
  if (includeUsage) send([], { usage: usageOf(reply) });
  res.write('data: [DONE]\n\n');
  res.end();
}
