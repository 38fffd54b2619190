import { describe, expect, it } from 'vitest';
import {
  addChip,
  checkForm,
  emptyForm,
  formFromProduct,
  parseNumber,
  productResolver,
} from './form-state';
import { USA_PRICE_WITHOUT_SHOP } from '../../../../shared/schemas/product';

const filled = () => ({
  ...emptyForm(),
  name: 'Rosehip Face Oil',
  brand: 'Moss & Meadow',
  category: 'Skincare',
  price: '32,50',
  rating: '4.8',
  review_count: '1864',
  eu_shop_link: 'https://eu.shop.example/rosehip',
  certifications: ['Vegan'],
});

/** The messages of a filled form with `changes`, which must not pass. */
function errorsWith(changes: Partial<ReturnType<typeof filled>>) {
  const result = checkForm({ ...filled(), ...changes });
  if (result.ok) throw new Error('the form was expected to fail');
  return result.errors;
}

describe('the product form', () => {
  it('turns a filled form into the payload the server expects', () => {
    const result = checkForm(filled());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({
      name: 'Rosehip Face Oil',
      price: 32.5,
      rating: 4.8,
      review_count: 1864,
      subtitle: null,
      usa_shop_link: null,
      certifications: ['Vegan'],
    });
  });

  it('shows one message under each field with a problem', () => {
    const errors = errorsWith({
      name: ' ',
      price: 'twelve',
      rating: '7',
      eu_shop_link: 'www.shop.example',
      usa_shop_link: 'javascript:alert(1)',
      image_url: 'https://elsewhere.example/p.jpg',
      category: 'Garden',
    });
    expect(errors).toEqual({
      name: 'Please enter a name',
      price: 'Enter a number such as 24.95',
      rating: 'Enter a number from 0 to 5',
      eu_shop_link: 'Enter a full web address starting with https:// (or http://)',
      usa_shop_link: 'Enter a full web address starting with https:// (or http://)',
      image_url: expect.stringMatching(/on this site/),
      category: expect.stringMatching(/^"Garden" is not one of/),
    });
  });

  it('keeps the product type of the category, and names the problem when the category changes', () => {
    const typed = checkForm({ ...filled(), product_type: 'face-oil' });
    expect(typed.ok && typed.value.product_type).toBe('face-oil');
    expect(checkForm({ ...filled(), product_type: '' })).toMatchObject({
      ok: true,
      value: { product_type: null },
    });
    const moved = errorsWith({ category: 'Haircare', product_type: 'face-oil', price: 'x' });
    expect(moved).toMatchObject({
      price: 'Enter a number such as 24.95',
      product_type: 'Face oil is a product type of Skincare, not of Haircare',
    });
  });

  it('takes a USA price in dollars beside a USA shop link, and names what is missing', () => {
    const usa = { usa_shop_link: 'https://us.shop.example/rosehip' };
    expect(checkForm({ ...filled(), ...usa, usa_price: '35,99' })).toMatchObject({
      ok: true,
      value: { price: 32.5, usa_price: 35.99 },
    });
    expect(checkForm({ ...filled(), ...usa, usa_price: '35.999' })).toMatchObject({
      ok: true,
      value: { usa_price: 36 },
    });
    expect(checkForm({ ...filled(), usa_price: '' })).toMatchObject({
      ok: true,
      value: { usa_price: null },
    });
    expect(checkForm({ ...filled(), ...usa, usa_price: '$35' })).toEqual({
      ok: false,
      errors: { usa_price: 'Enter a number such as 26.95' },
    });
    expect(checkForm({ ...filled(), ...usa, usa_price: '-1' })).toEqual({
      ok: false,
      errors: { usa_price: 'Cannot be negative' },
    });
    expect(checkForm({ ...filled(), usa_price: '35.99' })).toEqual({
      ok: false,
      errors: { usa_price: USA_PRICE_WITHOUT_SHOP },
    });
    expect(USA_PRICE_WITHOUT_SHOP).toMatch(/USA shop link/);
    // A broken link is its own problem; the price waits for it.
    expect(checkForm({ ...filled(), usa_shop_link: 'us.shop', usa_price: '35.99' })).toEqual({
      ok: false,
      errors: { usa_shop_link: 'Enter a full web address starting with https:// (or http://)' },
    });
  });

  it('round-trips a stored product', () => {
    const form = formFromProduct({
      name: 'X',
      price: 12,
      rating: null,
      review_count: 3,
      features: ['A'],
    });
    expect(form).toMatchObject({ price: '12', rating: '', review_count: '3' });
    const checked = checkForm(form);
    expect(checked.ok && checked.value).toMatchObject({ price: 12, rating: null, features: ['A'] });
  });

  it('reads numbers typed either way, and chips without duplicates', () => {
    expect(parseNumber('24,95')).toBe(24.95);
    expect(parseNumber(' 24.95 ')).toBe(24.95);
    expect(parseNumber('')).toBeNull();
    expect(parseNumber('1.2.3')).toBeUndefined();
    expect(addChip(['Vegan'], ' vegan ', 5)).toEqual(['Vegan']);
    expect(addChip(['Vegan'], '  Cold   pressed ', 5)).toEqual(['Vegan', 'Cold pressed']);
    expect(addChip(['a', 'b'], 'c', 2)).toEqual(['a', 'b']);
  });

  it('checks the form for react-hook-form, each problem under its form key', async () => {
    const options = { fields: {}, shouldUseNativeValidation: false };
    const bad = await productResolver({ ...filled(), price: 'twelve' }, undefined, options);
    expect(bad.errors).toEqual({
      price: { type: 'validate', message: 'Enter a number such as 24.95' },
    });
    const good = await productResolver(filled(), undefined, options);
    expect(good.errors).toEqual({});
    expect(good.values).toMatchObject({ price: 32.5, review_count: 1864 });
  });
});
