import { describe, expect, it } from 'vitest';
import { chooseShape, type ProductInput } from './choose-shape';
import { renderProduct } from './packshot';
import { lipstick, pencils, pump, tonerBottle, dropper } from './shapes-beauty';
import { pan, pouch } from './shapes-home';

const product = (category: string, subtitle: string, name = 'Thing'): ProductInput =>
  ({ slug: 'thing', brand: 'Brand', name, category, subtitle }) as ProductInput;

describe('the vessel a product is drawn in', () => {
  it('follows the keywords of its category, then the beauty rules, then the fallback', () => {
    expect(chooseShape(product('Skincare', '30 ml face serum'))).toBe(dropper);
    expect(chooseShape(product('Skincare', '50 ml'))).toBe(tonerBottle);
    expect(chooseShape(product('Haircare', '250 ml'))).toBe(pump);
    expect(chooseShape(product('Kitchen', 'cast iron frying pan'))).toBe(pan);
  });

  it('needs both word lists of a rule that has two', () => {
    expect(chooseShape(product('Make-up', 'lip pencil'))).toBe(pencils);
    expect(chooseShape(product('Make-up', 'lipstick'))).toBe(lipstick);
    expect(chooseShape(product('Haircare', 'dry shampoo powder'))).toBe(pouch);
  });

  it('draws a category it does not know with the beauty rules', () => {
    expect(chooseShape(product('Garden', '100 ml body wash'))).toBe(pump);
    expect(chooseShape(product('constructor', '100 ml'))).toBe(tonerBottle);
  });

  it('draws the same product the same way every time', () => {
    const p = product('Skincare', '30 ml face serum');
    expect(renderProduct(p)).toBe(renderProduct(p));
    expect(renderProduct(p)).toContain('aria-label="Brand Thing"');
  });
});
