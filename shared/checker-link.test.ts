import { readFileSync } from 'node:fs';
import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';
import * as lzString from 'lz-string';
import { describe, expect, it } from 'vitest';
import { CHECKER_PATH, checkerSearch } from './checker-search';
import { MAX_LIST_PARAM_LENGTH, packList, readSharedList, type SharedList } from './checker-link';
import { MAX_CHECK_TEXT_LENGTH } from './ingredients';

const SHAMPOO =
  'Ingredients: Aqua, Sodium Laureth Sulfate, Cocamidopropyl Betaine, Parfum, Glycerin, Methylisothiazolinone, Citric Acid.';

/** Through the URL as the browser's router writes and reads it. */
function throughUrl(text: string): SharedList {
  const list = packList(text);
  if (list === null) throw new Error('too long for a link');
  const search = defaultStringifySearch({ list });
  return readSharedList(checkerSearch(defaultParseSearch(search)).list);
}

/** A label list of distinct knowledge-base names, cut to `length` characters. */
function labelList(length: number): string {
  // Read as a file: shared code (and its tests) may not import the server's modules.
  const knowledgeBase = new URL('../server/ingredients/kb/cosmetics.json', import.meta.url);
  const entries = JSON.parse(readFileSync(knowledgeBase, 'utf8')) as { inci: string }[];
  const names = entries.map((entry) => entry.inci);
  let text = 'Ingredients: ';
  for (let i = 0; text.length < length; i++) text += `${names[i % names.length]}, `;
  return text.slice(0, length);
}

function problemOf(result: SharedList): string {
  if (result.state !== 'invalid') throw new Error(`expected a problem, got ${result.state}`);
  return result.problem;
}

describe('checker links', () => {
  it('give back the same list, through the URL', () => {
    expect(throughUrl(SHAMPOO)).toEqual({ state: 'ok', text: SHAMPOO });
  });

  it('keep accents, other scripts, emoji and line breaks', () => {
    for (const text of [
      'Aqua, Glycérine, Huile d’argan*, Œnothera Biennis Oil\n*issu de l’agriculture biologique',
      '成分：水、甘油、丁二醇、透明质酸钠',
      'Вода, Глицерин, Масло ши',
      'ماء، جلسرين',
      'Aqua 💧, Rosa Damascena Flower Water 🌹, CI 77891 (± 1%)',
      'Line one\r\nLine two\tTabbed',
    ]) {
      expect(throughUrl(text), text).toEqual({ state: 'ok', text });
    }
  });

  it('read a plus the URL decoder turned into a space', () => {
    // lz-string's URL alphabet has "+", which form decoding reads as a space.
    let text = SHAMPOO;
    while (!packList(text)!.includes('+')) text += ' Aqua';
    const packed = packList(text)!;
    expect(readSharedList(packed.replaceAll('+', ' '))).toEqual({ state: 'ok', text });
  });

  it('carry a 10,000-character label list, the most the checker takes, in under 8 KB', () => {
    const text = labelList(MAX_CHECK_TEXT_LENGTH);
    const packed = packList(text);
    expect(packed).not.toBeNull();
    expect(packed!.length).toBeLessThanOrEqual(MAX_LIST_PARAM_LENGTH);
    expect(`${CHECKER_PATH}${defaultStringifySearch({ list: packed })}`.length).toBeLessThan(8_000);
    expect(throughUrl(text)).toEqual({ state: 'ok', text });
  });

  it('refuse a list that does not fit in a link, and say so for a link that is too long', () => {
    // Text that packs badly: 10,000 varied Chinese characters.
    const text = Array.from({ length: MAX_CHECK_TEXT_LENGTH }, (_, i) =>
      String.fromCharCode(0x4e00 + ((i * 7919) % 20_000)),
    ).join('');
    expect(packList(text)).toBeNull();
    expect(problemOf(readSharedList('A'.repeat(MAX_LIST_PARAM_LENGTH + 1)))).toBe(
      'This shared link is too long: a link can carry at most 7,000 characters of packed ingredient list. Paste the list below instead.',
    );
  });

  it('refuse a list longer than the checker takes, even when its link is short', () => {
    const text = 'Aqua, '.repeat(2_000);
    expect(text.length).toBeGreaterThan(MAX_CHECK_TEXT_LENGTH);
    expect(problemOf(throughUrlUnchecked(text))).toBe(
      'This shared list is too long: the checker takes at most 10,000 characters.',
    );
  });

  it('refuse damaged links with a message, never an exception', () => {
    const damaged =
      'This shared link is damaged: its ingredient list could not be read. Ask for the link again, or paste the list below.';
    const packed = packList(SHAMPOO)!;
    for (const garbage of [
      '',
      'zzzzzzzz', // lz-string throws on this one
      'abc',
      '!!!!',
      '<script>alert(1)</script>',
      '%E0%A4%A',
      packed.slice(0, -3),
      packed.slice(3),
      `${packed}AAAA`,
      '{"a":1}',
    ]) {
      expect(problemOf(readSharedList(garbage)), garbage).toBe(damaged);
    }
  });

  it('read a changed link as damaged, or as exactly the list that link would be made for', () => {
    // Without a signature a changed link may hold another list; it is never read as anything else.
    const readsAsItsOwnList = (param: string) => {
      const result = readSharedList(param);
      if (result.state === 'ok') expect(packList(result.text), param).toBe(param);
      else expect(result.state, param).toBe('invalid');
    };
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$';
    const packed = packList(SHAMPOO)!;
    let seed = 42;
    const random = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % below;
    };
    for (let n = 0; n < 300; n++) {
      const at = random(packed.length);
      readsAsItsOwnList(packed.slice(0, at) + alphabet[random(65)] + packed.slice(at + 1));
      let garbage = '';
      for (let i = 0; i <= n % 80; i++) garbage += alphabet[random(65)];
      readsAsItsOwnList(garbage);
    }
  });

  it('refuse a link holding only spaces', () => {
    expect(problemOf(readSharedList(packList('   \n ')!))).toBe(
      'This shared link holds an empty list.',
    );
  });

  it('keep the parameter as text whatever the URL parser made of it', () => {
    expect(checkerSearch({})).toEqual({});
    expect(checkerSearch({ list: 'abc', other: 'x' })).toEqual({ list: 'abc' });
    expect(checkerSearch(defaultParseSearch('?list=12'))).toEqual({ list: '12' });
    expect(checkerSearch(defaultParseSearch('?list=%7B%22a%22%3A1%7D'))).toEqual({
      list: '{"a":1}',
    });
    expect(readSharedList(undefined)).toEqual({ state: 'none' });
  });
});

/** A link built by hand for text the checker would not accept (no length check when packing). */
function throughUrlUnchecked(text: string): SharedList {
  return readSharedList(lzString.compressToEncodedURIComponent(text));
}
