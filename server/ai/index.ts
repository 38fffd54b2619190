import type { Env } from '../env';
import { createBuiltinProvider } from './builtin';
import { createOpenAiProvider } from './openai';
import type { AiProvider } from './types';

export { AiError } from './types';
export type {
  AiProvider,
  ChatCompletion,
  ChatMessage,
  ChatRequest,
  ChatStreamEvent,
  ToolCall,
  ToolDefinition,
} from './types';
export { createBuiltinProvider } from './builtin';
export { createOpenAiProvider } from './openai';

/**
 * Chooses the provider once, at start-up: AI_PROVIDER=openai, or auto with an OPENAI_API_KEY,
 * gives the OpenAI-compatible provider; otherwise the built-in engine (no network).
 */
export function createAi(
  env: Pick<Env, 'AI_PROVIDER' | 'OPENAI_API_KEY' | 'OPENAI_BASE_URL' | 'OPENAI_MODEL'>,
): AiProvider {
  const useOpenAi =
    env.AI_PROVIDER === 'openai' || (env.AI_PROVIDER === 'auto' && Boolean(env.OPENAI_API_KEY));
  if (useOpenAi && env.OPENAI_API_KEY) {
    return createOpenAiProvider({
      apiKey: env.OPENAI_API_KEY,
      baseURL: env.OPENAI_BASE_URL,
      model: env.OPENAI_MODEL,
    });
  }
  return createBuiltinProvider();
}

/** What the health endpoint and the admin dashboard show. */
export function describeAi(ai: AiProvider): { provider: string; model: string } {
  return { provider: ai.name, model: ai.model };
}
