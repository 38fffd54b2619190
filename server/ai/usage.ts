import { AiError, type AiUsageStats, type ChatUsage } from './types';

/** Counts requests and tokens, and enforces an optional daily token budget (UTC days). */
export class UsageMeter {
  private stats: AiUsageStats;
  private day: string;

  constructor(dailyTokenBudget: number | null) {
    this.day = today();
    this.stats = {
      requests: 0,
      failures: 0,
      inputTokens: 0,
      outputTokens: 0,
      tokensToday: 0,
      dailyTokenBudget,
    };
  }

  /** Throws AiError('quota') when today's budget is spent. */
  checkBudget(): void {
    this.rollOver();
    const budget = this.stats.dailyTokenBudget;
    if (budget !== null && this.stats.tokensToday >= budget) {
      throw new AiError(
        'quota',
        `The daily AI token budget (${budget} tokens) is used up; the quota resets at midnight UTC.`,
      );
    }
  }

  record(usage: ChatUsage | null): void {
    this.rollOver();
    this.stats.requests++;
    if (!usage) return;
    this.stats.inputTokens += usage.inputTokens;
    this.stats.outputTokens += usage.outputTokens;
    this.stats.tokensToday += usage.inputTokens + usage.outputTokens;
  }

  fail(): void {
    this.stats.requests++;
    this.stats.failures++;
  }

  snapshot(): AiUsageStats {
    this.rollOver();
    return { ...this.stats };
  }

  private rollOver() {
    const now = today();
    if (now !== this.day) {
      this.day = now;
      this.stats.tokensToday = 0;
    }
  }
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}
