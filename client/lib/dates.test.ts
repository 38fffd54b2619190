import { describe, expect, it } from 'vitest';
import { dateTime } from './dates';

describe('dateTime', () => {
  it('writes the date with the month in words and the time in hours and minutes', () => {
    const iso = '2026-11-28T13:05:00Z';
    const expected = new Date(iso).toLocaleString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    expect(dateTime(iso)).toBe(expected);
    expect(dateTime(iso)).toMatch(/^[A-Z][a-z]{2} \d{1,2}, 2026, \d{1,2}:\d{2}\s[AP]M$/);
  });

  it('shows a dash for a moment that has not come', () => {
    expect(dateTime(null)).toBe('—');
  });
});
