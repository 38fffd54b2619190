import { moreBabyProducts } from './demo-more-baby';
import { moreBodyProducts, morePersonalCareProducts } from './demo-more-body';
import { moreFaceProducts } from './demo-more-face';
import { moreHairProducts } from './demo-more-hair';
import { moreHomeProducts, moreLaundryProducts } from './demo-more-home';
import { moreKitchenProducts } from './demo-more-kitchen';
import { moreMakeupProducts } from './demo-more-makeup';
import type { DemoProduct } from './demo-types';

/**
 * The demo catalogue beyond the hand-written first 68: at least three products of every
 * personal-care, household and kitchen type shoppers ask about, about a quarter of them failing the
 * standard so that verdicts and swaps have something to say. Home page placements stay with the
 * first 68.
 */
export const moreDemoProducts: DemoProduct[] = [
  ...moreFaceProducts,
  ...moreBodyProducts,
  ...morePersonalCareProducts,
  ...moreHairProducts,
  ...moreMakeupProducts,
  ...moreBabyProducts,
  ...moreHomeProducts,
  ...moreLaundryProducts,
  ...moreKitchenProducts,
];
