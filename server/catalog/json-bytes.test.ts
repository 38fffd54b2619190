import { describe, expect, it } from 'vitest';
import { JsonBytes, utf8 } from './json-bytes';

const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('JsonBytes', () => {
  it('writes integers as JSON.stringify does', () => {
    const numbers = [0, 7, 9, 10, 99, 100, 12345, 100000, 2 ** 31, Number.MAX_SAFE_INTEGER];
    const out = new JsonBytes();
    numbers.forEach((n, i) => {
      if (i > 0) out.byte(44);
      out.integer(n);
    });
    expect(decode(out.take())).toBe(numbers.join(','));
  });

  it('copies short and long runs of bytes, text and single characters in order', () => {
    const long = 'é'.repeat(100);
    const out = new JsonBytes();
    out
      .text('{"a":')
      .bytes(utf8('"brand ü"'))
      .byte(44)
      .text('"b":')
      .bytes(utf8(`"${long}"`));
    expect(JSON.parse(decode(out.byte(125).take()))).toEqual({ a: 'brand ü', b: long });
  });

  it('grows past its first buffer and starts again empty after take', () => {
    const out = new JsonBytes();
    const big = 'x'.repeat(100_000);
    expect(decode(out.text(big).take())).toBe(big);
    expect(decode(out.text('[]').take())).toBe('[]');
  });
});
