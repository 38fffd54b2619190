/**
 * General paragraphs of the built-in writer's articles, by domain, for topics the knowledge base
 * says little about.
 */
import type { Research } from './research';

/** General paragraphs for when the knowledge base has little on a topic (by domain). */
export const GENERAL: Record<Research['domain'], { heading: string; text: string }[]> = {
  cosmetics: [
    {
      heading: 'How the rules protect you',
      text: 'In the European Union every cosmetic must pass a safety assessment by a qualified expert before it reaches the shelf, and every ingredient has to appear on the label. Substances that are banned are listed in Annex II of the EU Cosmetics Regulation, and those that are allowed only in limited amounts are listed in Annex III. That does not make every product perfect for every person, but it does mean the basics are checked.',
    },
    {
      heading: 'Read the list from the top',
      text: 'Ingredients are listed in order of quantity, down to one percent; below that they may appear in any order. The first five or so ingredients usually make up most of the product. If a worrying ingredient sits at the very end of a long list, it is present in a small amount, which matters more than its name alone.',
    },
    {
      heading: 'Fragrance is the ingredient to watch',
      text: 'For most people with reactive skin, fragrance is the most common trigger, not preservatives or colours. The word *Parfum* can hide dozens of scent molecules. Twenty-six of the most common fragrance allergens, such as linalool and limonene, must be named on the label when they pass a small threshold, so they are easy to spot once you know them.',
    },
    {
      heading: 'Patch test before you commit',
      text: 'A new product can be tested on a small patch of skin, such as the inside of the elbow or behind the ear, twice a day for a few days. If nothing happens, it is very unlikely to cause trouble on the face. It takes a little patience, and it saves both skin and money.',
    },
    {
      heading: 'Fewer products, used well',
      text: 'A short routine is easier on skin and on the planet. A gentle cleanser, a moisturiser that suits your skin and a daily sunscreen cover what most people need. Extra steps are a pleasure, not a requirement, and adding them one at a time makes it easy to see what works.',
    },
    {
      heading: 'Mind the open-jar symbol',
      text: 'The small open-jar symbol with a number such as 6M or 12M tells you how many months a product stays good after opening. Products used past that date can lose their effect or, in the case of water-based creams, grow bacteria. Writing the opening date on the bottle with a marker is a simple habit that helps.',
    },
    {
      heading: 'Natural does not always mean gentle',
      text: 'Plant extracts and essential oils can be wonderful, but natural is not the same as gentle. Some essential oils are among the more frequent causes of skin allergies. What matters is the whole formula, how it suits your skin, and how much of each ingredient it contains.',
    },
  ],
  household: [
    {
      heading: 'Less is usually enough',
      text: 'Most homes need far fewer cleaning products than the shop shelves suggest. An all-purpose cleaner, a dishwashing liquid, a descaler for limescale and a good laundry detergent handle nearly every job. Fewer bottles also mean fewer ingredients to think about and less packaging to throw away.',
    },
    {
      heading: 'Dose carefully',
      text: 'Using more product rarely cleans better. Over-dosing leaves residues on surfaces and textiles, irritates skin and sends more chemicals down the drain. The dosing guide on the pack, adjusted for soft or hard water, is usually right.',
    },
    {
      heading: 'Ventilate and store safely',
      text: 'Open a window while you clean, never mix products (bleach with acids or ammonia releases harmful gases), and keep cleaning products in their original containers, out of reach of children. These simple habits prevent most accidents at home.',
    },
    {
      heading: 'Scent is optional',
      text: 'Fragrance in cleaning products is there for the experience, not for the cleaning. If anyone in your home has asthma or sensitive skin, fragrance-free versions are an easy win. A clean home does not have a smell; it simply has none.',
    },
    {
      heading: 'Refill, reuse and choose concentrates',
      text: 'Concentrates and refills save plastic and transport, and they are often cheaper per wash. A glass spray bottle that you refill for years is one of the simplest low-waste swaps in any home.',
    },
    {
      heading: 'What the EU labels tell you',
      text: 'Under the EU Detergents Regulation, household cleaners list their main ingredient groups on the pack and publish a full ingredient list online. Hazard pictograms, such as the exclamation mark or the corrosion symbol, are worth noticing: they tell you where gloves or extra care are needed.',
    },
  ],
  general: [
    {
      heading: 'Start with what you use most',
      text: 'The products you use every day, over large areas of skin or in the rooms where you spend most time, matter most. Start there. A single thoughtful swap that you keep is worth more than a cupboard cleared out in one weekend.',
    },
    {
      heading: 'Look for proof, not promises',
      text: 'Words such as *natural*, *green* or *non-toxic* are not protected terms. Independent certifications, a full ingredient list and a brand that answers questions openly tell you much more than a leaf on the label.',
    },
    {
      heading: 'Use it up, then swap',
      text: 'Throwing away half-used products rarely helps anyone. In most cases the calmest approach is to finish what you have and choose a cleaner option next time. The exception is anything that irritates you: stop using that straight away.',
    },
    {
      heading: 'Think in materials',
      text: 'For things that last, such as pans, textiles and storage, the material matters more than the marketing. Glass, stainless steel, cast iron, solid wood and natural fibres age well, are easy to care for and shed little into food or water.',
    },
    {
      heading: 'Labels worth knowing',
      text: 'A few independent labels are genuinely useful. The EU Ecolabel covers cleaning products and textiles, COSMOS and NATRUE certify natural and organic cosmetics, GOTS certifies organic textiles from field to finished garment, and Fairtrade looks after the people who grow the raw materials. Each has published criteria you can read, which is exactly what makes them trustworthy.',
    },
    {
      heading: 'Fresh air is the cheapest upgrade',
      text: 'Indoor air collects whatever we bring in: scented candles, sprays, new furniture and cleaning products. Airing every room for ten minutes twice a day, even in winter, lowers all of it at once. It costs nothing, needs no shopping, and is one of the most effective habits for a healthier home.',
    },
    {
      heading: 'Care makes things last',
      text: 'The cleanest product is often the one you do not need to buy again. Washing textiles at lower temperatures, oiling wooden boards, re-seasoning cast iron and mending a seam all extend the life of what you own. Things that last are kinder to your budget and to the planet.',
    },
    {
      heading: 'Clean choices on a budget',
      text: 'Cleaner living does not have to cost more. Simple products with short ingredient lists are often the cheaper ones, concentrates and refills lower the price per use, and buying less overall frees up money for the few things that matter most to you.',
    },
    {
      heading: 'Bring the household along',
      text: 'Changes stick when everyone understands why. Explain a swap in one sentence, let children help choose a new soap or detergent, and keep the old favourite until it runs out. A calm conversation does more than a strict rule.',
    },
    {
      heading: 'Progress over perfection',
      text: 'Nobody lives without compromises. A home with a few well-chosen products, used with care, is already a long way towards a calmer, cleaner everyday life. Small steps you can keep up beat a perfect plan you abandon.',
    },
  ],
};
