import { describe, expect, it } from 'vitest';
import { compareIdsParam, parseCompareIds } from './compare';

describe('the ids of a /compare link', () => {
  it('reads 2 to 4 product numbers in their order, each once', () => {
    expect(parseCompareIds('3,8,12')).toEqual({ ids: [3, 8, 12] });
    expect(parseCompareIds(' 8 , 3,8,')).toEqual({ ids: [8, 3] });
    expect(parseCompareIds(compareIdsParam([4, 1, 2, 9]))).toEqual({ ids: [4, 1, 2, 9] });
  });

  it('says what is wrong with anything else', () => {
    expect(parseCompareIds(undefined)).toEqual({ error: expect.stringMatching(/Pick 2 to 4/) });
    expect(parseCompareIds(7)).toEqual({ error: expect.stringMatching(/one more product/) });
    expect(parseCompareIds('7,7')).toEqual({ error: expect.stringMatching(/one more product/) });
    expect(parseCompareIds('1,2,3,4,5')).toEqual({
      error: expect.stringMatching(/names 5 products; at most 4/),
    });
    for (const bad of ['1,abc', '1,-2', '0,1', '1,2.5', '1,99999999999'])
      expect(parseCompareIds(bad), bad).toEqual({ error: expect.stringMatching(/not a product/) });
  });
});
