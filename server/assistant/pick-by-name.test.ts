import { describe, expect, it } from 'vitest';
import { pickByName, type Card } from './pick-by-name';

const cards: Card[] = [
  { id: 1, name: 'Rosehip Face Oil', brand: 'Weleda' },
  { id: 2, name: 'Argan Face Oil', brand: 'Dr. Hauschka' },
  { id: 3, name: 'Rosehip Night Face Oil', brand: 'Pai' },
];

describe('picking a card by part of its name', () => {
  it('picks the one card a name or brand fits, in English and Dutch', () => {
    expect(pickByName('the argan one', cards).ids).toEqual([2]);
    expect(pickByName('Tell me more about the Weleda', cards).ids).toEqual([1]);
    expect(pickByName('die van Pai, is die goed?', cards).ids).toEqual([3]);
    expect(pickByName('Vertel eens meer over de argan', cards).ids).toEqual([2]);
  });

  it('asks which one only when the words fit two cards equally', () => {
    expect(pickByName('the rosehip one', cards)).toEqual({ ids: [], candidates: [1, 3] });
    expect(pickByName('the rosehip night one', cards).ids).toEqual([3]);
  });

  it('names several cards in the order said', () => {
    expect(pickByName('the argan or the Weleda?', cards).ids).toEqual([2, 1]);
  });

  it('never picks with a word every card has, a negated word or a word no card has', () => {
    expect(pickByName('the face oil', cards).ids).toEqual([]);
    expect(pickByName('anything without the rosehip?', cards)).toEqual({ ids: [], candidates: [] });
    expect(pickByName('the jojoba one', cards)).toEqual({ ids: [], candidates: [] });
  });
});
