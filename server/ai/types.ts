/**
 * The AI layer's one interface. Domain code (ingredient analysis, the
 * assistant, the blog writer) talks to an AiProvider and never to a vendor SDK.
 *
 * Two providers, chosen at start-up (server/ai/index.ts):
 * - 'openai': any OpenAI-compatible Chat Completions server (OpenAI, Ollama, llama.cpp, vLLM …);
 * - 'builtin': no language model. `languageModel` is false and chat() refuses with
 *   AiError('not-configured'); each domain then uses its own deterministic built-in engine
 *   (for ingredients: the knowledge base; unknown ingredients are 'not in our database yet').
 */

export type ChatRole = 'system' | 'user' | 'assistant' | 'tool';

export type ChatContentPart =
  | { type: 'text'; text: string }
  /** An image as a data URL (data:image/png;base64,…). */
  | { type: 'image'; dataUrl: string };

export interface ToolCall {
  id: string;
  name: string;
  /** The arguments as the model wrote them: JSON text, to be validated by the caller. */
  arguments: string;
}

export interface ChatMessage {
  role: ChatRole;
  content: string | ChatContentPart[] | null;
  /** On assistant messages: the tools the model asked for. */
  toolCalls?: ToolCall[];
  /** On tool messages: which call this answers. */
  toolCallId?: string;
}

export interface ToolDefinition {
  name: string;
  description: string;
  /** JSON Schema of the arguments. */
  parameters: Record<string, unknown>;
}

export interface ChatRequest {
  messages: ChatMessage[];
  tools?: ToolDefinition[];
  toolChoice?: 'auto' | 'none' | 'required' | { name: string };
  /** Capped by the provider's own maximum. */
  maxOutputTokens?: number;
  temperature?: number;
  /** Ask for a JSON object (response_format json_object). */
  json?: boolean;
  /** Abort when the caller goes away (client disconnect, shutdown). */
  signal?: AbortSignal;
}

export interface ChatUsage {
  inputTokens: number;
  outputTokens: number;
}

export type FinishReason = 'stop' | 'length' | 'tool_calls' | 'content_filter' | 'other';

export interface ChatCompletion {
  content: string;
  toolCalls: ToolCall[];
  finishReason: FinishReason;
  usage: ChatUsage | null;
  model: string;
}

export type ChatStreamEvent =
  | { type: 'text'; delta: string }
  | { type: 'tool_call'; call: ToolCall }
  | { type: 'done'; completion: ChatCompletion };

export type AiProviderName = 'builtin' | 'openai';

export interface AiProvider {
  readonly name: AiProviderName;
  readonly model: string;
  /** True when chat() reaches a language model (it costs money and can fail). */
  readonly languageModel: boolean;
  chat(request: ChatRequest): Promise<ChatCompletion>;
  /** Text deltas as they arrive, tool calls once complete, then 'done' with the whole reply. */
  chatStream(request: ChatRequest): AsyncIterable<ChatStreamEvent>;
  /** Counters since start-up (for the health endpoint and the admin dashboard). */
  usage(): AiUsageStats;
}

export interface AiUsageStats {
  requests: number;
  failures: number;
  inputTokens: number;
  outputTokens: number;
  /** Tokens spent today (UTC) against the daily budget. */
  tokensToday: number;
  dailyTokenBudget: number | null;
}

export type AiErrorCode =
  | 'not-configured'
  | 'quota'
  | 'auth'
  | 'timeout'
  | 'aborted'
  | 'unavailable'
  | 'bad-request'
  | 'bad-response';

/**
 * A failure of the AI provider with a message safe to show to staff. The admin screens pick
 * their toast by its words: a quota problem says 'quota', a key problem says 'API key'.
 */
export class AiError extends Error {
  readonly code: AiErrorCode;
  readonly status: number | undefined;

  constructor(
    code: AiErrorCode,
    message: string,
    options: { status?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AiError';
    this.code = code;
    this.status = options.status;
  }
}
