import { describe, expect, it } from 'vitest';
import { analysisFailureMessage, analysisSuccessMessage } from './failure-message';

describe('analysis toasts', () => {
  it('explains quota and API-key failures, else shows the raw message, else the default', () => {
    expect(
      analysisFailureMessage(new Error('The AI provider quota is exceeded (insufficient quota).')),
    ).toMatch(/quota has been exceeded/);
    expect(analysisFailureMessage(new Error('The AI provider rejected the API key.'))).toMatch(
      /API key is not configured properly/,
    );
    expect(analysisFailureMessage(new Error('Product 9 was not found.'))).toBe(
      'Product 9 was not found.',
    );
    expect(analysisFailureMessage(new Error(''))).toBe('Failed to analyze ingredients.');
    expect(analysisFailureMessage(undefined)).toBe('Failed to analyze ingredients.');
  });

  it('adds new and cached counts only when something was cached', () => {
    expect(analysisSuccessMessage({ total: 3, new_analyses: 3, cached: 0 })).toBe(
      'Analysis complete: 3 ingredients processed',
    );
    expect(analysisSuccessMessage({ total: 5, new_analyses: 1, cached: 4 })).toBe(
      'Analysis complete: 5 ingredients processed (1 new, 4 cached)',
    );
    expect(analysisSuccessMessage({ total: 1, new_analyses: 1, cached: 0 })).toBe(
      'Analysis complete: 1 ingredient processed',
    );
  });
});
