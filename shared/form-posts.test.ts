import { describe, expect, it } from 'vitest';
import { afterPost, backPath, formOutcome, formOutcomes } from './form-posts';

describe('form posts without JavaScript', () => {
  it('return to a local page only, never to another host', () => {
    expect(backPath('/product/3?x=1')).toBe('/product/3?x=1');
    expect(backPath('//evil.example/path')).toBe('/');
    expect(backPath('https://evil.example/')).toBe('/');
    expect(backPath('/\\evil.example')).toBe('/');
    expect(backPath(['/a'])).toBe('/');
    expect(backPath(undefined)).toBe('/');
  });

  it('say what happened in the query, replacing an earlier outcome, and jump to the form', () => {
    expect(afterPost('/clean-products?q=balm', 'newsletter', 'sent')).toBe(
      '/clean-products?q=balm&newsletter=sent#newsletter-signup',
    );
    expect(afterPost('/?newsletter=invalid', 'newsletter', 'sent')).toBe(
      '/?newsletter=sent#newsletter-signup',
    );
  });

  it('read only known outcomes', () => {
    expect(formOutcome({ newsletter: 'sent' }, 'newsletter')).toBe('sent');
    expect(formOutcome({ newsletter: '<b>hi</b>' }, 'newsletter')).toBeUndefined();
    expect(formOutcomes({ newsletter: 'busy', q: 'balm' })).toEqual({ newsletter: 'busy' });
  });
});
