/**
 * The toast of a failed ingredient analysis: a quota problem, a key problem, else the raw message,
 * else 'Failed to analyze ingredients.'
 */
import { countOf } from '../../../shared/text';

export function analysisFailureMessage(error: unknown): string {
  const raw =
    error instanceof Error ? error.message.trim() : typeof error === 'string' ? error : '';
  if (/quota/i.test(raw)) {
    return 'The AI provider quota has been exceeded. Please check the plan and billing of the AI account, or try again later.';
  }
  if (/api key/i.test(raw)) {
    return 'The AI provider API key is not configured properly. Please check OPENAI_API_KEY.';
  }
  return raw || 'Failed to analyze ingredients.';
}

/** The toast of a finished ingredient analysis: how many, and how many were new or known. */
export function analysisSuccessMessage(stats: {
  total: number;
  new_analyses: number;
  cached: number;
}): string {
  const base = `Analysis complete: ${countOf(stats.total, 'ingredient')} processed`;
  return stats.cached > 0 ? `${base} (${stats.new_analyses} new, ${stats.cached} cached)` : base;
}
