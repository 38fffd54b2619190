import OpenAI from 'openai';
import type {
  ChatCompletionChunk,
  ChatCompletionCreateParamsNonStreaming,
  ChatCompletionCreateParamsStreaming,
  ChatCompletionMessageParam,
  ChatCompletionTool,
  ChatCompletionToolChoiceOption,
} from 'openai/resources/chat/completions';
import {
  AiError,
  type AiProvider,
  type ChatMessage,
  type ChatRequest,
  type ChatStreamEvent,
  type ChatUsage,
  type FinishReason,
  type ToolCall,
} from './types';
import { UsageMeter } from './usage';

export interface OpenAiProviderOptions {
  apiKey: string;
  /** Any OpenAI-compatible server; unset means api.openai.com. */
  baseURL?: string;
  model: string;
  /** Per request, including the one retry (LLM10: bounded consumption). Default 30 s. */
  timeoutMs?: number;
  /** Default 1 (the SDK's default is 2). */
  maxRetries?: number;
  /** Hard cap on output tokens per call; callers may ask for less. Default 2000. */
  maxOutputTokens?: number;
  /** Tokens per UTC day across all calls; null for none. Default 2,000,000. */
  dailyTokenBudget?: number | null;
}

export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_MAX_RETRIES = 1;
export const DEFAULT_MAX_OUTPUT_TOKENS = 2000;
export const DEFAULT_DAILY_TOKEN_BUDGET = 2_000_000;

/** The OpenAI-compatible provider on the official `openai` package (Chat Completions). */
export function createOpenAiProvider(options: OpenAiProviderOptions): AiProvider {
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxRetries: options.maxRetries ?? DEFAULT_MAX_RETRIES,
  });
  const model = options.model;
  const cap = options.maxOutputTokens ?? DEFAULT_MAX_OUTPUT_TOKENS;
  const meter = new UsageMeter(
    options.dailyTokenBudget === undefined ? DEFAULT_DAILY_TOKEN_BUDGET : options.dailyTokenBudget,
  );
  // api.openai.com wants max_completion_tokens (newer models refuse max_tokens); compatible
  // servers (Ollama, llama.cpp, vLLM) know max_tokens.
  const tokenParam = options.baseURL ? 'max_tokens' : 'max_completion_tokens';

  function params(request: ChatRequest) {
    const maxTokens = Math.max(1, Math.min(request.maxOutputTokens ?? cap, cap));
    return {
      model,
      messages: request.messages.map(toOpenAiMessage),
      ...(request.tools?.length ? { tools: request.tools.map(toOpenAiTool) } : {}),
      ...(request.tools?.length && request.toolChoice
        ? { tool_choice: toToolChoice(request.toolChoice) }
        : {}),
      ...(request.temperature === undefined ? {} : { temperature: request.temperature }),
      ...(request.json ? { response_format: { type: 'json_object' as const } } : {}),
      [tokenParam]: maxTokens,
    };
  }

  return {
    name: 'openai',
    model,
    languageModel: true,

    async chat(request) {
      meter.checkBudget();
      try {
        const response = await client.chat.completions.create(
          params(request) as ChatCompletionCreateParamsNonStreaming,
          { signal: request.signal },
        );
        const choice = response.choices[0];
        if (!choice) throw new AiError('bad-response', 'The AI provider returned no answer.');
        const usage = toUsage(response.usage);
        meter.record(usage);
        return {
          content: choice.message.content ?? '',
          toolCalls: (choice.message.tool_calls ?? []).flatMap((call) =>
            call.type === 'function'
              ? [{ id: call.id, name: call.function.name, arguments: call.function.arguments }]
              : [],
          ),
          finishReason: toFinishReason(choice.finish_reason),
          usage,
          model: response.model || model,
        };
      } catch (error) {
        meter.fail();
        throw toAiError(error);
      }
    },

    async *chatStream(request): AsyncGenerator<ChatStreamEvent> {
      meter.checkBudget();
      let content = '';
      let finishReason: FinishReason = 'other';
      let usage: ChatUsage | null = null;
      let responseModel = model;
      const calls = new Map<number, ToolCall>();
      try {
        const stream = await client.chat.completions.create(
          {
            ...(params(request) as ChatCompletionCreateParamsNonStreaming),
            stream: true,
            stream_options: { include_usage: true },
          } as ChatCompletionCreateParamsStreaming,
          { signal: request.signal },
        );
        for await (const chunk of stream as AsyncIterable<ChatCompletionChunk>) {
          if (chunk.model) responseModel = chunk.model;
          if (chunk.usage) usage = toUsage(chunk.usage);
          for (const choice of chunk.choices ?? []) {
            const delta = choice.delta;
            if (delta?.content) {
              content += delta.content;
              yield { type: 'text', delta: delta.content };
            }
            for (const part of delta?.tool_calls ?? []) {
              const call = calls.get(part.index) ?? { id: '', name: '', arguments: '' };
              if (part.id) call.id = part.id;
              if (part.function?.name) call.name += part.function.name;
              if (part.function?.arguments) call.arguments += part.function.arguments;
              calls.set(part.index, call);
            }
            if (choice.finish_reason) finishReason = toFinishReason(choice.finish_reason);
          }
        }
      } catch (error) {
        meter.fail();
        throw toAiError(error);
      }
      meter.record(usage);
      const toolCalls = [...calls.entries()]
        .sort(([a], [b]) => a - b)
        .map(([index, call]) => ({ ...call, id: call.id || `call_${index}` }));
      for (const call of toolCalls) yield { type: 'tool_call', call };
      yield {
        type: 'done',
        completion: { content, toolCalls, finishReason, usage, model: responseModel },
      };
    },

    usage: () => meter.snapshot(),
  };
}

function toOpenAiMessage(message: ChatMessage): ChatCompletionMessageParam {
  switch (message.role) {
    case 'system':
      return { role: 'system', content: textOf(message.content) };
    case 'user':
      return {
        role: 'user',
        content:
          typeof message.content === 'string' || message.content === null
            ? (message.content ?? '')
            : message.content.map((part) =>
                part.type === 'text'
                  ? { type: 'text' as const, text: part.text }
                  : { type: 'image_url' as const, image_url: { url: part.dataUrl } },
              ),
      };
    case 'assistant':
      return {
        role: 'assistant',
        content: message.content === null ? null : textOf(message.content),
        ...(message.toolCalls?.length
          ? {
              tool_calls: message.toolCalls.map((call) => ({
                id: call.id,
                type: 'function' as const,
                function: { name: call.name, arguments: call.arguments },
              })),
            }
          : {}),
      };
    case 'tool':
      return {
        role: 'tool',
        tool_call_id: message.toolCallId ?? '',
        content: textOf(message.content),
      };
  }
}

function textOf(content: ChatMessage['content']): string {
  if (content === null) return '';
  if (typeof content === 'string') return content;
  return content
    .filter((part): part is { type: 'text'; text: string } => part.type === 'text')
    .map((part) => part.text)
    .join('\n');
}

function toOpenAiTool(tool: { name: string; description: string; parameters: object }) {
  return {
    type: 'function',
    function: { name: tool.name, description: tool.description, parameters: tool.parameters },
  } as ChatCompletionTool;
}

function toToolChoice(
  choice: NonNullable<ChatRequest['toolChoice']>,
): ChatCompletionToolChoiceOption {
  return typeof choice === 'string'
    ? choice
    : { type: 'function', function: { name: choice.name } };
}

function toUsage(usage: { prompt_tokens?: number; completion_tokens?: number } | null | undefined) {
  if (!usage) return null;
  return { inputTokens: usage.prompt_tokens ?? 0, outputTokens: usage.completion_tokens ?? 0 };
}

function toFinishReason(reason: string | null | undefined): FinishReason {
  return reason === 'stop' ||
    reason === 'length' ||
    reason === 'tool_calls' ||
    reason === 'content_filter'
    ? reason
    : reason === 'function_call'
      ? 'tool_calls'
      : 'other';
}

/** Maps SDK and network errors to AiError with a message that staff can act on (see AiError). */
export function toAiError(error: unknown): AiError {
  if (error instanceof AiError) return error;
  if (error instanceof OpenAI.APIUserAbortError) {
    return new AiError('aborted', 'The AI request was cancelled.', { cause: error });
  }
  if (error instanceof OpenAI.APIConnectionTimeoutError) {
    return new AiError('timeout', 'The AI provider did not answer in time. Please try again.', {
      cause: error,
    });
  }
  if (error instanceof OpenAI.APIConnectionError) {
    return new AiError(
      'unavailable',
      'The AI provider could not be reached. Please try again later.',
      {
        cause: error,
      },
    );
  }
  if (error instanceof OpenAI.APIError) {
    const status = error.status;
    const detail = (error.error as { message?: string } | undefined)?.message ?? error.message;
    const code = `${error.code ?? ''} ${error.type ?? ''} ${detail}`.toLowerCase();
    if (status === 429 && /quota|billing|insufficient/.test(code)) {
      return new AiError('quota', 'The AI provider quota is exceeded (insufficient quota).', {
        status,
        cause: error,
      });
    }
    if (status === 429) {
      return new AiError(
        'quota',
        'The AI provider is rate limiting us (quota per minute). Please wait a moment.',
        {
          status,
          cause: error,
        },
      );
    }
    if (status === 401 || status === 403 || /api key|api_key/.test(code)) {
      return new AiError('auth', 'The AI provider rejected the API key.', { status, cause: error });
    }
    if (status !== undefined && status >= 400 && status < 500) {
      return new AiError(
        'bad-request',
        `The AI provider refused the request: ${truncate(detail)}`,
        {
          status,
          cause: error,
        },
      );
    }
    return new AiError('unavailable', 'The AI provider had an error. Please try again later.', {
      status,
      cause: error,
    });
  }
  if (error instanceof Error && error.name === 'AbortError') {
    return new AiError('aborted', 'The AI request was cancelled.', { cause: error });
  }
  return new AiError('unavailable', 'The AI provider failed unexpectedly.', { cause: error });
}

function truncate(text: string): string {
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}
