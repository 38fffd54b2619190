import { describe, expect, it } from 'vitest';
import { spamHints } from './spam';

describe('spam hints for moderators', () => {
  it('names links, addresses, phone numbers and known spam phrases', () => {
    expect(spamHints('Great oil! Cheap copies at www.cheap-oils.example', 'Ana')).toEqual([
      'Contains a link',
    ]);
    expect(spamHints('See https://spam.example/offer', 'Bob')).toEqual(['Contains a link']);
    expect(spamHints('Nice. Visit bestdeals.com for more', 'Cy')).toEqual(['Contains a link']);
    expect(spamHints('Write me at deals@spam.example', 'Di')).toEqual([
      'Contains an email address',
    ]);
    expect(spamHints('Call +31 6 1234 5678 now', 'Ed')).toEqual(['Contains a phone number']);
    expect(spamHints('Best casino bonus ever', 'Fay')).toEqual(['Spam phrase: “casino”']);
    expect(spamHints('THIS IS THE BEST PRODUCT EVER MADE', 'Gus')).toEqual(['Written in capitals']);
    expect(spamHints('Sooooooooo good', 'Hal')).toEqual(['Repeated characters']);
  });

  it('leaves an ordinary review alone', () => {
    expect(
      spamHints(
        'Soft on my dry skin, 50 ml lasts about two months. The scent is light (lavender, I think).',
        'Anna from Utrecht',
      ),
    ).toEqual([]);
    expect(spamHints('Works well with vitamin C serum. 4.5/5 from me.', 'J.K.')).toEqual([]);
  });
});
