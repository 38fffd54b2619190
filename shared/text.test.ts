import { describe, expect, it } from 'vitest';
import { countOf, excerptFallback, plural, readTimeMinutes, slugify } from './text';

describe('slugify', () => {
  it('lower-cases, joins words with hyphens and drops punctuation', () => {
    expect(slugify('Hello World')).toBe('hello-world');
    expect(slugify('  Parabens, plainly explained!  ')).toBe('parabens-plainly-explained');
    expect(slugify('SPF 50 -- what   it means?')).toBe('spf-50-what-it-means');
    expect(slugify('---Leading and trailing---')).toBe('leading-and-trailing');
    expect(slugify('Crème brûlée & co')).toBe('crème-brûlée-co');
    expect(slugify('')).toBe('');
  });
});

describe('readTimeMinutes', () => {
  it('divides whitespace-separated words by 200 and rounds up', () => {
    expect(readTimeMinutes('')).toBe(0);
    expect(readTimeMinutes('one')).toBe(1);
    expect(readTimeMinutes(Array(200).fill('w').join(' '))).toBe(1);
    expect(readTimeMinutes(Array(201).fill('w').join('\n'))).toBe(2);
  });
});

describe('excerptFallback', () => {
  it('takes the first 150 characters and adds ...', () => {
    const text = 'x'.repeat(300);
    expect(excerptFallback(text)).toBe(`${'x'.repeat(150)}...`);
  });
});

describe('countOf and plural', () => {
  it.each([
    [0, 'product', undefined, '0 products'],
    [1, 'product', undefined, '1 product'],
    [2, 'product', undefined, '2 products'],
    [1, 'ingredient is', 'ingredients are', '1 ingredient is'],
    [3, 'ingredient is', 'ingredients are', '3 ingredients are'],
  ])('%i %s', (count, one, other, expected) => {
    expect(countOf(count, one, other)).toBe(expected);
  });

  it('gives the noun alone, for counts shown in their own format', () => {
    expect(plural(1, 'review')).toBe('review');
    expect(plural(1204, 'review')).toBe('reviews');
    expect(plural(1, 'it', 'them')).toBe('it');
  });
});
