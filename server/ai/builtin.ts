import { AiError, type AiProvider, type ChatCompletion, type ChatStreamEvent } from './types';
import { UsageMeter } from './usage';

export const BUILTIN_MODEL = 'puur-builtin';

/**
 * The provider without a language model: offline, deterministic, free. Domain services check
 * `languageModel` and answer with their own built-in engine (the ingredient knowledge base, the
 * assistant's rules, the blog writer's templates); chat() itself is never the way in.
 */
export function createBuiltinProvider(): AiProvider {
  const meter = new UsageMeter(null);
  const refuse = (): never => {
    throw new AiError(
      'not-configured',
      'No AI language model is configured (AI_PROVIDER=builtin or no OPENAI_API_KEY); the built-in engine is used instead.',
    );
  };
  return {
    name: 'builtin',
    model: BUILTIN_MODEL,
    languageModel: false,
    chat: async (): Promise<ChatCompletion> => refuse(),
    // eslint-disable-next-line require-yield
    chatStream: async function* (): AsyncGenerator<ChatStreamEvent> {
      refuse();
    },
    usage: () => meter.snapshot(),
  };
}
