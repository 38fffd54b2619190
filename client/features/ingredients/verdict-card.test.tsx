/**
 * The verdict card as a shopper reads it: what it has rated, what it only recognises, and, for
 * goods judged on their materials, materials where others say ingredients.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { VerdictCard } from './verdict-card';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

describe('VerdictCard', () => {
  it('says how many names it rated and how many it only recognises', () => {
    const html = renderToStaticMarkup(
      <VerdictCard
        ingredients={[
          { name: 'Aqua', safety_rating: 'no-concern', concerns: [] },
          { name: 'Lactamide MEA', safety_rating: 'unknown', concerns: [], inDictionary: true },
          { name: 'Zorbium', safety_rating: 'unknown', concerns: [] },
        ]}
      />,
    );
    expect(text(html)).toContain(
      'We have rated 1 of these 3 ingredients and recognise 1 more that we have not rated yet',
    );
    expect(text(html)).toContain('Rated 1 of 3');
    expect(text(html)).toContain('1 recognised, not rated · 1 not in our database');
  });

  it('speaks of materials in the environment note of a pan or a towel', () => {
    const ingredients = [
      { name: 'Stainless Steel', safety_rating: 'no-concern', concerns: [] },
      { name: 'PTFE', safety_rating: 'low-to-moderate-concern', concerns: ['environmental'] },
    ];
    const pan = text(
      renderToStaticMarkup(<VerdictCard ingredients={ingredients} basis="materials" />),
    );
    expect(pan).toContain('For the environment: 1 material of environmental concern: PTFE.');
    expect(pan).not.toMatch(/ingredient/i);
    const cream = text(renderToStaticMarkup(<VerdictCard ingredients={ingredients} />));
    expect(cream).toContain('1 ingredient of environmental concern: PTFE.');
  });
});
