import { moreBodyProducts, morePersonalCareProducts } from './demo-more-body';
import { moreFaceProducts } from './demo-more-face';
import type { DemoProduct } from './demo-types';

/**
 * The demo catalogue beyond the hand-written first 68 (issue 20): at least three products of every
 * personal-care and household type shoppers ask about, about a fifth of them failing the standard
 * so that verdicts and swaps have something to say. Home page placements stay with the first 68.
 */
export const moreDemoProducts: DemoProduct[] = [
  ...moreFaceProducts,
  ...moreBodyProducts,
  ...morePersonalCareProducts,
];
