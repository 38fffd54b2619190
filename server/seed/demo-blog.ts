import type { DemoAuthor, DemoCategory, DemoPost } from './demo-types.js';

/**
 * Demo content for the Clear Reasons blog: topic categories, fictional authors
 * and hand-written articles in a calm, evidence-based voice.
 */

export const demoCategories: DemoCategory[] = [
  { name: 'Skincare', slug: 'skincare', color: '#D9E4D3' }, // sage
  { name: 'Haircare', slug: 'haircare', color: '#EDE2CC' }, // sand
  { name: 'Sun Protection', slug: 'sun-protection', color: '#F3DFC3' }, // warm sand
  { name: 'Micro-Plastics', slug: 'micro-plastics', color: '#D5E5EF' }, // sky
  { name: 'Cooking', slug: 'cooking', color: '#EBD4C7' }, // clay
];

export const demoAuthors: DemoAuthor[] = [
  {
    key: 'lena',
    name: 'Dr. Lena Vos',
    bio: 'Lena is a cosmetic chemist who spent twelve years formulating creams and shampoos before she started explaining them. She reads ingredient lists the way other people read menus, and believes most label worries disappear once you know what each word is doing there.',
  },
  {
    key: 'maya',
    name: 'Maya Jansen',
    bio: 'Maya worked as a dermatology nurse for a decade and now writes about skin and health for a general audience. She focuses on what the evidence and the regulators actually say, and on simple routines that real families can keep up.',
  },
  {
    key: 'tom',
    name: 'Tom Berger',
    bio: 'Tom writes about low-waste living, kitchens and the stuff we bring into our homes. He prefers small, lasting swaps over dramatic clear-outs, and tests every tip in his own small apartment first.',
  },
];

export const demoPosts: DemoPost[] = [
  // ---------------------------------------------------------------- 1
  {
    title: 'Parabens, plainly explained',
    slug: 'parabens-plainly-explained',
    subtitle: 'What they do, what the science says, and how to choose without worry',
    excerpt:
      'Parabens are among the most studied preservatives in cosmetics. Here is what they do, why they became controversial, and what EU regulators concluded.',
    content: `Few ingredients have a reputation quite like parabens. "Paraben-free" has been printed on bottles for so long that many of us assume parabens must be dangerous. The real picture is calmer and more interesting: parabens are some of the most thoroughly studied preservatives in cosmetics, a few of them have been restricted or banned, and others are still considered safe at the levels allowed. This article walks you through it, so you can decide for yourself.

## What parabens actually do

Any product that contains water, from a body lotion to a liquid foundation, is a welcome home for bacteria, yeasts and moulds. Without a preservative, a cream you open in January could be visibly contaminated by March. That is not just unpleasant: contaminated products can cause skin and eye infections.

Parabens are a family of preservatives that prevent this. They are effective at low concentrations, work against a broad range of microbes, and have been used for decades in cosmetics, medicines and foods. On an ingredient list you will recognise them by the ending *-paraben*:

- **Methylparaben** and **ethylparaben**, the short-chain parabens
- **Propylparaben** and **butylparaben**, the longer-chain parabens
- Sodium salts of the above, such as *sodium methylparaben*

## Why parabens became controversial

Two things pushed parabens into the headlines. First, laboratory studies showed that some parabens can weakly mimic the hormone oestrogen. Second, a widely reported study in the early 2000s detected parabens in samples of breast tissue. That study did not show that parabens cause disease, and its design could not answer that question, but the worry stuck.

Oestrogen-like activity is worth taking seriously, and regulators did. The important detail is *strength*: the activity measured for parabens is many times weaker than that of the body's own oestrogen, and it increases with the length of the molecule's chain. That is why the longer-chain parabens received the most scrutiny.

## What EU regulators decided

In the European Union, preservatives may only be used if they appear on the list of approved preservatives in the **EU Cosmetics Regulation**, with a maximum concentration for each. The independent experts of the **Scientific Committee on Consumer Safety (SCCS)** reviewed parabens several times, and the rules were tightened as a result:

1. **Methylparaben and ethylparaben** remain permitted. The SCCS considered them safe at the maximum levels allowed.
2. **Propylparaben and butylparaben** remain permitted, but at a lower combined maximum than before. They may no longer be used in leave-on products designed for the nappy area of children under three, as a precaution for very young skin.
3. **Isopropylparaben, isobutylparaben, phenylparaben, benzylparaben and pentylparaben** were banned in cosmetics in 2014, mainly because there was not enough data to show they were safe.

> **Key takeaway:** the EU did not shrug off the concerns about parabens. It banned the ones that lacked safety data, limited the longer-chain ones, and kept the short-chain ones that the evidence supports.

## Is "paraben-free" better?

Not automatically. A paraben-free product still needs a preservative, so something else takes the job, often phenoxyethanol, sodium benzoate, potassium sorbate or benzyl alcohol. These are also approved and limited by the same regulation. Some alternatives used to replace parabens, such as methylisothiazolinone, turned out to cause far more skin allergies and were later restricted.

Parabens, interestingly, are relatively uncommon allergens when used on intact skin. So if your priority is avoiding irritation or allergies, "paraben-free" on its own tells you very little. What helps more is a short ingredient list, no added fragrance if you react to perfumes, and a product you actually enjoy using up.

There are good reasons to prefer paraben-free products, of course. Some people simply want to reduce their overall exposure to substances with any hormonal activity, especially during pregnancy, and that is a reasonable personal choice. Just make it knowing what replaces them.

## What to do

- **Do not throw anything away in a panic.** A product containing methylparaben or ethylparaben is within what European regulators consider safe.
- **If you prefer to limit parabens**, look mainly for *propylparaben* and *butylparaben*, and check products used over large areas of skin every day, like body lotions.
- **For babies and toddlers**, choose simple, fragrance-free products with few ingredients. Our [Baby & Kids selection](/clean-products?category=Baby%20%26%20Kids) is a good starting point.
- **Respect the little open-jar symbol** with a number like 12M. It tells you how many months a product stays good after opening, whatever its preservative.

Not sure about a product you already own? Paste its ingredient list into our [personal assistant](/personal-assistant) and ask which preservatives it uses and why.`,
    featured_image_url: '/images/blog/parabens-plainly-explained.svg',
    status: 'published',
    author: 'lena',
    category: 'skincare',
    meta_title: 'Parabens, plainly explained: safe or not?',
    meta_description:
      'What parabens do, why they became controversial and what EU regulators decided. A calm, evidence-based guide to choosing preserved cosmetics.',
    meta_keywords: [
      'parabens',
      'cosmetic preservatives',
      'paraben-free',
      'eu cosmetics regulation',
      'sccs',
    ],
    days_ago: 184,
    view_count: 3140,
  },
  // ---------------------------------------------------------------- 2
  {
    title: 'How to read an INCI list in 60 seconds',
    slug: 'how-to-read-an-inci-list-in-60-seconds',
    subtitle: 'A quick method for the back of any bottle',
    excerpt:
      'The ingredient list on a cosmetic follows clear rules. Learn them once and you can judge most labels in about a minute.',
    content: `The small print on the back of a cosmetic can look like a chemistry exam. It is not meant to be. The ingredient list follows a fixed naming system and a few simple rules, and once you know them you can get the gist of almost any product in about a minute. Here is the method we use ourselves.

## First, what INCI means

INCI stands for *International Nomenclature of Cosmetic Ingredients*. It is a shared naming system, so that the same ingredient has the same name on a shampoo in Lisbon, Berlin or Helsinki. The **EU Cosmetics Regulation** requires every cosmetic sold in the EU to list its ingredients, and these INCI names are what you see.

A few conventions explain most of the strangeness:

- **Water is written as Aqua**, and fragrance as **Parfum**.
- **Plants use their Latin names.** *Butyrospermum Parkii Butter* is shea butter, *Simmondsia Chinensis Seed Oil* is jojoba oil.
- **Colourants use CI numbers**, such as CI 77891 (titanium dioxide, a white pigment).
- **Nanomaterials are marked** with the word (nano) after the name.

## The 60-second method

### Seconds 0–15: read the first five

Ingredients are listed in **descending order of concentration**, down to a level of 1 percent. The first five or so ingredients make up the bulk of the product. If you want to know what a cream *is*, look here: water and plant oils, or water and silicones, or mostly alcohol?

### Seconds 15–30: find the 1 percent line

Below 1 percent, ingredients may be listed in any order. You cannot see this line on the label, but a useful landmark is the preservative, often *phenoxyethanol* or *sodium benzoate*, which is almost always used below 1 percent. Anything listed after it is present in small amounts. That matters when a front label boasts about an ingredient that turns up right at the end.

### Seconds 30–45: check fragrance and allergens

Look for **Parfum** or **Aroma**. Then scan the end of the list for names such as *Limonene, Linalool, Citral, Geraniol* or *Citronellol*. These are fragrance components that the EU requires to be named individually when they are above a small threshold, because some people are allergic to them. They can come from essential oils too, so they also appear in natural products. The list of allergens that must be named was expanded in 2023, so expect to see longer lists in the next few years.

### Seconds 45–60: look for your personal no-go list

Everyone's list is different. Yours might include a known allergen from a patch test, a fragrance component that bothers you, or ingredients you avoid for environmental reasons, such as solid plastic particles like *Polyethylene* or *Nylon-12* in a scrub.

> A long, unfamiliar name is not a warning sign. *Tocopherol* is vitamin E and *Sodium Chloride* is table salt. Judge an ingredient by what it does, not by how it sounds.

## Common traps

A few label habits can mislead you, even though the list itself is accurate:

1. **Highlighted hero ingredients.** "With rosehip oil" on the front means little if rosehip appears after the preservative.
2. **Free-from claims.** "Free from X" says nothing about what replaced X. Read the list anyway.
3. **"May contain" in make-up.** The sign [+/-] before a list of pigments means a range of shades shares one list; not every shade contains every colour.
4. **Natural versus synthetic.** Both can be gentle and both can irritate. Essential oils are natural and are among the more frequent causes of fragrance allergy.

## What to do

- Take one product you use every day and practise the method on it. The second time will be quicker.
- Write your personal no-go list in your phone, so you can check it in the shop.
- When a term stumps you, the European Commission's **CosIng database** explains the function of each INCI name in plain terms.
- Prefer shorter lists when your skin is reactive; fewer ingredients means fewer suspects.
- Browse our [Skincare selection](/clean-products?category=Skincare), where every product shows its full ingredient list, or ask our [personal assistant](/personal-assistant) to walk you through a label you are unsure about.`,
    featured_image_url: '/images/blog/how-to-read-an-inci-list-in-60-seconds.svg',
    status: 'published',
    author: 'lena',
    category: 'skincare',
    meta_title: 'How to read an INCI ingredient list in 60 seconds',
    meta_description:
      'A simple four-step method to read any cosmetic ingredient list: concentration order, the 1% line, fragrance allergens and your personal no-go list.',
    meta_keywords: [
      'inci list',
      'ingredient list',
      'cosmetic labels',
      'fragrance allergens',
      'clean beauty',
    ],
    days_ago: 142,
    view_count: 2480,
  },
  // ---------------------------------------------------------------- 3
  {
    title: 'Fragrance-free vs unscented: what the label really means',
    slug: 'fragrance-free-vs-unscented-what-the-label-really-means',
    subtitle: 'Two words that sound alike and are not',
    excerpt:
      '"Unscented" and "fragrance-free" sound like the same promise, but they are not. Here is how to tell them apart and what to check if your skin reacts to perfume.',
    content: `If perfumes make your skin itch or your eyes water, you have probably reached for a bottle marked "unscented" or "fragrance-free" and assumed the job was done. Often it is. But the two words do not mean the same thing, and neither is a legally defined term. Knowing the difference saves money, time and a few irritated afternoons.

## Why fragrance matters for sensitive skin

Fragrance is one of the most common causes of allergic contact dermatitis from cosmetics. That is not a fringe view; dermatologists and the EU's **Scientific Committee on Consumer Safety (SCCS)** have said so for years. A fragrance allergy usually builds up over time: you may use a scented product happily for years before your immune system decides it has had enough. Once that happens, it tends to be lifelong.

Most people never develop a fragrance allergy, and for them a scented lotion is simply a pleasure. But if you already have eczema, a history of reactions, or you are choosing products for a baby, reducing fragrance is one of the most effective simple steps you can take.

## What the two labels usually mean

**Fragrance-free** normally means that no ingredient has been added *to give the product a smell*. The product may still smell of something, because its raw materials have their own odour: shea butter smells nutty, some oils smell green or earthy.

**Unscented** normally means the product *does not smell of much*. To get there, a manufacturer may add a masking fragrance that neutralises the natural odour of the base. So an unscented product can, in fact, contain fragrance.

> **In short:** "fragrance-free" describes what went in; "unscented" describes how it smells. If you react to fragrance, the first is the one you want, and the ingredient list is the only way to be sure.

## The rules behind the words

In the EU, there is no official definition of either term. Claims on cosmetics must meet the common criteria in EU rules on cosmetic claims: they must be truthful, supported by evidence, honest and fair, and must not mislead. That prevents obvious abuses, but it leaves room for interpretation.

What *is* strictly regulated is the ingredient list. Under the **EU Cosmetics Regulation**, any added fragrance must appear as **Parfum** (or Aroma for flavour), and a set of known fragrance allergens must be named individually when they exceed a small threshold. That list was expanded in 2023, with a transition period for manufacturers, so labels will become even more informative.

## Where fragrance hides

Even with "fragrance-free" on the front, fragrant ingredients can slip in under other names. Check for:

- **Essential oils**, listed by their Latin plant names, such as *Lavandula Angustifolia Oil* (lavender) or *Citrus Limon Peel Oil* (lemon).
- **Individual allergens** such as *Limonene, Linalool, Geraniol, Citral, Eugenol* or *Coumarin*, which often come from those oils.
- **Plant extracts** that are naturally aromatic, like rose or chamomile, which some very sensitive people also react to.
- **Dual-purpose ingredients** such as *benzyl alcohol*, which works as a preservative but is also a listed fragrance allergen.

Natural does not mean fragrance-free. A product scented only with essential oils is still a scented product, and for someone with a fragrance allergy it can be just as troublesome as a synthetic perfume.

## What to do

1. **Ignore the front, read the back.** Look for Parfum, Aroma, essential oils and the named allergens.
2. **Choose "fragrance-free" over "unscented"** if you have reactive skin, and confirm it with the list.
3. **Patch test new products.** Apply a little on the inside of your forearm once or twice a day for several days before using it on your face.
4. **See a dermatologist** if reactions keep coming back. A patch test can identify your specific triggers, which is far more useful than avoiding everything.
5. **Remember laundry and home products.** Detergents and fabric softeners stay in contact with your skin for hours.

You can filter our [Skincare selection](/clean-products?category=Skincare) by sensitivity, or ask our [personal assistant](/personal-assistant) to check a product you already use for hidden fragrance.`,
    featured_image_url: '/images/blog/fragrance-free-vs-unscented-what-the-label-really-means.svg',
    status: 'published',
    author: 'maya',
    category: 'skincare',
    meta_title: 'Fragrance-free vs unscented: what labels mean',
    meta_description:
      'Fragrance-free and unscented are not the same. Learn what each label usually means, where fragrance hides in ingredient lists and how to protect reactive skin.',
    meta_keywords: [
      'fragrance-free',
      'unscented',
      'fragrance allergy',
      'sensitive skin',
      'essential oils',
    ],
    days_ago: 97,
    view_count: 1870,
  },
  // ---------------------------------------------------------------- 4
  {
    title: 'Mineral vs chemical sunscreen: how to choose',
    slug: 'mineral-vs-chemical-sunscreen-how-to-choose',
    subtitle: 'The best sunscreen is the one you will actually wear',
    excerpt:
      'Mineral and chemical sunscreens both protect your skin when used properly. Here is how they differ, what EU rules require, and how to pick the right one for you.',
    content: `Every spring the same question comes back: should you use a mineral sunscreen or a chemical one? The debate can get heated online, but the most important facts are reassuring. Sunscreens sold in the EU have to meet clear rules, both types protect well when applied properly, and the biggest difference in real life is usually *how much* you put on, not which filter you chose.

## Two ways to filter UV light

Sunscreens contain **UV filters**, ingredients that stop ultraviolet light from reaching the living layers of your skin. They come in two broad families.

**Mineral filters** (also called inorganic or physical filters) are *zinc oxide* and *titanium dioxide*. They are often described as tiny mirrors that reflect the sun. In reality they mostly absorb UV light, and scatter a smaller part of it.

**Organic filters** (usually called chemical filters) are carbon-based molecules such as *butyl methoxydibenzoylmethane* (avobenzone), *octocrylene* or *bis-ethylhexyloxyphenol methoxyphenyl triazine*. They absorb UV energy and release it as a very small amount of heat.

Both are, of course, chemicals. The labels "mineral" and "chemical" are marketing shorthand rather than a verdict on safety.

## What the EU rules guarantee

In the EU, a sunscreen may only use UV filters that appear on the approved list in the **EU Cosmetics Regulation**, each with a maximum concentration. The **Scientific Committee on Consumer Safety (SCCS)** reviews these filters when new evidence appears. In recent years, for example, the permitted levels of some organic filters such as *benzophenone-3* and *homosalate* were lowered after SCCS reviews.

Mineral filters in nano form are allowed too, after their own safety assessment. They must be labelled with (nano) in the ingredient list, and nano zinc oxide and titanium dioxide may not be used in products that could be breathed in, such as sprays.

Labels follow a European recommendation as well:

- **SPF** describes protection against UVB, the rays that cause sunburn, in categories from low (6–10) to very high (50+).
- **UVA protection** should be at least one third of the labelled SPF. Look for the letters UVA inside a circle.
- Claims such as "sunblock" or "total protection" should not appear, because no sunscreen blocks all UV.

> **Key takeaway:** a sunscreen bought in a European shop, with a UVA logo and an SPF of 30 or more, gives good protection whether its filters are mineral or organic.

## How the two types compare in daily life

**Mineral sunscreens** are often a good fit for:

- Sensitive or reactive skin, and people who get stinging around the eyes
- Children's skin, which is why many baby sunscreens are mineral-based
- People who prefer a short ingredient list

Their trade-offs: they can feel thicker and may leave a white cast, especially on deeper skin tones. Tinted versions help.

**Organic sunscreens** are often a good fit for:

- Daily wear under make-up, because they tend to be light and transparent
- Sports and swimming, where many water-resistant formulas use organic filters
- Deeper skin tones, which avoid the white cast

Their trade-offs: a small number of people develop irritation or an allergy to particular filters. If a sunscreen makes your skin itchy or red after sun exposure, note its filters and try a different combination.

Many modern sunscreens combine both types, which is perfectly fine.

## What about the reefs?

Some places restrict certain organic filters because of concerns about coral reefs. The research here is still developing, and "reef safe" is not a regulated term, so treat it as a marketing claim. If you swim near reefs, a mineral sunscreen combined with a UV swim shirt is a sensible, low-regret choice.

## What to do

1. **Pick SPF 30 or higher with the UVA logo**, in a texture you enjoy enough to use every day.
2. **Use enough.** The UK's NHS suggests around two teaspoons for your head, arms and neck, and around two tablespoons for your whole body in swimwear.
3. **Reapply** at least every two hours, and straight after swimming, sweating or towelling off.
4. **Combine with shade and clothing**, especially in the middle of the day. Babies under six months should be kept out of direct strong sunlight.
5. **Check the date.** Sunscreen that has spent last summer in a hot car may not protect as promised.

Looking for a gentle option for the whole family? Browse our [Skincare selection](/clean-products?category=Skincare) or ask our [personal assistant](/personal-assistant) to compare the filters in two sunscreens you are considering.`,
    featured_image_url: '/images/blog/mineral-vs-chemical-sunscreen-how-to-choose.svg',
    status: 'published',
    author: 'maya',
    category: 'sun-protection',
    meta_title: 'Mineral vs chemical sunscreen: how to choose',
    meta_description:
      'Mineral and chemical sunscreens both protect well in the EU. Compare zinc oxide and organic filters, what SPF and UVA labels mean, and how much to apply.',
    meta_keywords: ['mineral sunscreen', 'chemical sunscreen', 'uv filters', 'spf', 'zinc oxide'],
    days_ago: 163,
    view_count: 2960,
  },
  // ---------------------------------------------------------------- 5
  {
    title: 'Microplastics in cosmetics: what the EU ban changes',
    slug: 'microplastics-in-cosmetics-what-the-eu-ban-changes',
    subtitle: 'Regulation (EU) 2023/2055, translated into everyday language',
    excerpt:
      'Since October 2023 the EU has been phasing out intentionally added microplastics. Here is what disappeared straight away, what follows later, and what you can do now.',
    content: `In the autumn of 2023 the European Union adopted one of the broadest rules on microplastics anywhere in the world. It does not ban plastic bottles or tubes. It targets something much smaller: tiny solid plastic particles that manufacturers add to products *on purpose*. Cosmetics are one of the main areas affected. Here is what the rule does, at what pace, and how you can already choose products without them.

## What counts as a microplastic under the rule

The rule is **Commission Regulation (EU) 2023/2055**, an addition to the EU's chemicals law REACH. It was based on a restriction proposal prepared by the **European Chemicals Agency (ECHA)** and reviewed by ECHA's scientific committees.

It uses the term *synthetic polymer microparticles*. In plain language, a particle falls under the rule when it is:

- **made of a synthetic polymer**, that is, a plastic;
- **solid and insoluble** in water;
- **small**: five millimetres or less, or a fibre up to fifteen millimetres long;
- **persistent**, meaning it does not break down readily in the environment.

Natural polymers that have not been chemically modified, polymers that dissolve in water and polymers shown to be biodegradable are outside the scope. That detail matters: many ingredients with "polymer" or "copolymer" in their name are dissolved in the formula or are biodegradable, and are not microplastics at all.

## The timeline for cosmetics

The restriction took effect on 17 October 2023, but it gives different product groups different transition periods. This was deliberate: some uses are easy to replace, others require years of reformulation and testing.

1. **Immediately (October 2023):** plastic microbeads used to scrub or polish in rinse-off products, and loose plastic glitter.
2. **October 2027:** other rinse-off products, such as shampoos and shower gels that still contain microplastics.
3. **October 2029:** leave-on products such as creams and lotions, and microplastics used to encapsulate fragrance.
4. **October 2035:** make-up, lip products and nail products, which received the longest transition. During the final years, these must carry information about their microplastic content.

Many brands did not wait. Most large manufacturers had already stopped using plastic scrub beads years earlier, which is why the first step had little visible effect on shop shelves.

> **Key takeaway:** the EU rule removes microplastics from cosmetics step by step until 2035. You can get there sooner by reading the ingredient list.

## Why it matters, calmly put

Microplastics are not a reason to panic about your morning routine. The concern is mainly environmental. Particles rinsed down the drain are too small to be fully caught by wastewater treatment, they do not break down, and they accumulate in soils, rivers and seas. Scientists are still studying their effects on wildlife and on human health, and the EU chose to act on the principle that a persistent pollutant is easier to prevent than to clean up.

It is also worth keeping proportion. Cosmetics are only one source of microplastics. Car tyres, synthetic textiles and the breakdown of larger plastic litter release much larger amounts. These are tackled by separate measures, and some of them are on you, too: see our guide to washing synthetic clothes.

## How to spot microplastics on a label

While the transition is running, the ingredient list is your best tool. Ingredients that are *often* used as solid plastic particles include:

- *Polyethylene* and *Polypropylene*
- *Nylon-12* and *Nylon-6*
- *Polymethyl Methacrylate*
- *Polyethylene Terephthalate*, common in plastic glitter

An INCI name alone cannot tell you whether an ingredient is a solid particle or dissolved, so treat this as a signal, not a verdict. Brands that have already reformulated are usually happy to say so.

## What to do

- **Check your scrubs and glitter first.** They should already be plastic-free; if an older product still contains polyethylene beads, use it up or return it to a collection point rather than pouring it away.
- **Look for natural exfoliants** such as ground seeds, sugar, jojoba beads or clay.
- **Scan your make-up bag.** It has the longest transition, so it is where you will still find microplastics for years.
- **Do not throw products down the drain** when clearing out a cupboard; put them in the bin instead.
- Browse our [Skincare](/clean-products?category=Skincare) and [Make-up](/clean-products?category=Make-up) selections, or ask our [personal assistant](/personal-assistant) to check a label for likely microplastics.`,
    featured_image_url: '/images/blog/microplastics-in-cosmetics-what-the-eu-ban-changes.svg',
    status: 'published',
    author: 'tom',
    category: 'micro-plastics',
    meta_title: 'Microplastics in cosmetics: the EU ban explained',
    meta_description:
      'What Regulation (EU) 2023/2055 means for cosmetics: which microplastics went in 2023, the timeline to 2035 and how to spot them on an ingredient list.',
    meta_keywords: [
      'microplastics',
      'eu microplastics ban',
      'regulation 2023/2055',
      'microbeads',
      'echa',
    ],
    days_ago: 121,
    view_count: 2210,
  },
  // ---------------------------------------------------------------- 6
  {
    title: 'Laundry without microfibres: washing synthetics',
    slug: 'laundry-without-microfibres-washing-synthetics',
    subtitle: 'Small changes at the washing machine that add up',
    excerpt:
      'Synthetic clothes shed tiny fibres in every wash. You do not need a new wardrobe to reduce them: a few laundry habits and a filter make a real difference.',
    content: `Your favourite fleece, your running leggings and that soft polyester jumper all have something in common: every time they go through the washing machine, they lose tiny fibres. Those fibres are a form of microplastic, and many of them pass through wastewater treatment into rivers and seas. The good news is that this is one of the microplastic sources where your own habits really count, and the changes are easy.

## Where microfibres come from

Most clothing today contains synthetic fibres such as **polyester**, **nylon** (polyamide), **acrylic** and **elastane**. They are durable, cheap and quick-drying, which is why they are everywhere. In the wash, friction and water movement break off short fibres that are too small to see.

A few patterns show up consistently in research:

- **New garments shed the most.** Shedding is usually highest in the first few washes and then decreases.
- **Fabric construction matters.** Fluffy, brushed fabrics such as fleece tend to shed more than tightly woven ones.
- **Mechanical stress matters.** Long cycles, high spin speeds and lots of agitation increase shedding.

Natural fibres like cotton and wool shed too, but they break down far more readily in the environment. That said, dyes and finishes affect them as well, so the calmest advice is the same for everything: wash less and wash gently.

## Habits that reduce shedding

None of these require new equipment, and most also save energy and make clothes last longer.

1. **Wash less often.** Airing a jumper or spot-cleaning a stain is often enough. The cleanest wash is the one you skip.
2. **Fill the drum.** A full load means less rubbing of garments against each other and against the drum. Leave about a hand's width of space at the top.
3. **Choose lower temperatures.** Thirty degrees cleans everyday laundry well with a modern detergent and is gentler on fibres.
4. **Prefer shorter cycles and a lower spin speed** for synthetic garments.
5. **Be careful with "delicate" programmes.** Some research suggests that programmes using a lot of water can release *more* fibres, not fewer, so do not assume that "gentle" always means less shedding.
6. **Line-dry when you can.** Tumble dryers create extra friction and can vent fibres outdoors.

> **Key takeaway:** wash less, fill the drum, keep it cool and short. These four habits cut shedding, save energy and keep your clothes looking new for longer.

## Filters and wash bags

If you want to go further, there are tools designed to catch fibres:

- **Wash bags** made of very fine mesh: you put synthetic garments inside, and fibres are collected in the bag rather than flushed away. They also protect delicate clothes.
- **In-drum collectors**, such as balls that tumble with the laundry and trap some fibres.
- **External filters** that are fitted to the outlet hose of your machine. These catch fibres from the whole load, but need some installation.

Policy is moving in the same direction. The EU's strategy for sustainable and circular textiles addresses the unintentional release of microplastics, and France has adopted legislation aimed at making microfibre filters standard on new washing machines. Expect these tools to become more common.

Whatever you use, dispose of the collected lint **in the household bin**, not down the sink or toilet, otherwise it ends up exactly where you were trying to keep it out of.

## Buying with fibres in mind

Your next purchase is another quiet lever. Choose fewer, better-made garments; tightly woven fabrics over fluffy ones; and natural fibres such as organic cotton, linen, hemp or wool where they suit the purpose. For sportswear, where synthetics often perform best, buy durable pieces and care for them well.

## What to do

- **This week:** wash synthetics together, with a full drum, at 30 degrees, on a shorter cycle.
- **This month:** try a microfibre wash bag for fleece and sportswear, and empty it into the bin.
- **From now on:** air clothes between wears and think twice before buying fleece.

Our [Laundry selection](/clean-products?category=Laundry) includes gentle detergents that work well at low temperatures, and our [Fashion](/clean-products?category=Fashion) picks focus on natural fibres. Unsure where to start? Ask our [personal assistant](/personal-assistant).`,
    featured_image_url: '/images/blog/laundry-without-microfibres-washing-synthetics.svg',
    status: 'published',
    author: 'tom',
    category: 'micro-plastics',
    meta_title: 'Laundry without microfibres: washing synthetics',
    meta_description:
      'Synthetic clothes shed microplastic fibres in the wash. Simple habits, wash bags and filters that reduce shedding, save energy and make clothes last longer.',
    meta_keywords: [
      'microfibres',
      'microplastics',
      'laundry tips',
      'synthetic clothing',
      'washing machine filter',
    ],
    days_ago: 58,
    view_count: 1320,
  },
  // ---------------------------------------------------------------- 7
  {
    title: 'Sulfate-free shampoo: who actually benefits',
    slug: 'sulfate-free-shampoo-who-actually-benefits',
    subtitle: 'A gentler wash suits some hair and scalps better than others',
    excerpt:
      'Sulfate-free shampoos are gentler, but not everyone needs one. Here is what sulfates do, who is likely to notice a difference, and how to choose.',
    content: `"Sulfate-free" has become one of the most common promises on a shampoo bottle. Sometimes it is a genuinely useful feature. Sometimes it is a way of making an ordinary shampoo sound special. Whether a sulfate-free formula is better *for you* depends on your hair, your scalp and how you use products, so let us look at what sulfates actually do first.

## What sulfates do in shampoo

Shampoo needs **surfactants**: ingredients that let oil and water mix, so that sebum, sweat and styling products can be rinsed away. Sulfates are a group of surfactants that do this very efficiently and create a rich foam. On a label you will usually see:

- **Sodium Lauryl Sulfate (SLS)**, a strong cleanser
- **Sodium Laureth Sulfate (SLES)**, a milder, modified version of SLS
- **Ammonium Lauryl Sulfate** and **Ammonium Laureth Sulfate**
- **Sodium Coco-Sulfate**, which is marketed as coconut-derived but is still a sulfate, with a large share of the same molecule as SLS

Sulfates are cheap, effective and approved for use in cosmetics. The question is not whether they are *allowed*, but whether their cleaning power is more than your hair needs.

## Why some people find them harsh

SLS in particular can irritate skin. It is so reliable at this that researchers use it on purpose in studies of skin irritation. In a shampoo the contact time is short and the product is diluted and rinsed off, so most people notice nothing. But if your scalp is sensitive, or you wash every day, it can contribute to dryness, tightness and itching.

Strong cleansers also remove more of the natural oils that keep hair smooth. On straight, oily hair that is the whole point. On dry, curly or chemically treated hair it can mean frizz and rough ends.

You may also have read that sulfates cause hair loss or more serious illness. There is no good evidence for that. One real point sits behind some of these stories: ethoxylated ingredients such as SLES can contain traces of a by-product called *1,4-dioxane*. In the EU this substance is not allowed as an ingredient, and under the **EU Cosmetics Regulation** unavoidable traces are only acceptable when the product is still safe. Reputable manufacturers purify their raw materials to keep such traces as low as possible.

> **Key takeaway:** sulfates are not dangerous, but they are strong. The drier, curlier or more sensitive your hair and scalp, the more likely you are to notice a gentler cleanser.

## Who is likely to benefit

You are more likely to notice an improvement with a sulfate-free shampoo if you have:

1. **Curly, coily or very dry hair** that frizzes easily after washing
2. **A sensitive or easily irritated scalp**, including a tendency to eczema
3. **Colour-treated hair**, since gentler cleansing may help colour fade a little more slowly (hot water and sunlight matter too)
4. **A salon smoothing or keratin treatment**, after which stylists usually recommend sulfate-free products

You may be perfectly happy with a sulfate shampoo, or need one now and then, if you have:

- **An oily scalp** or fine hair that goes flat quickly
- **Lots of styling products**, silicones or dry shampoo that build up
- **Regular swimming** in chlorinated pools

Many people do well alternating: a gentle shampoo for everyday washes and a *clarifying* one every week or two.

## How to read a sulfate-free label

Sulfate-free shampoos use other surfactants. Common ones include *Sodium Cocoyl Isethionate*, *Coco-Glucoside*, *Decyl Glucoside*, *Lauryl Glucoside*, *Sodium Lauroyl Sarcosinate* and *Cocamidopropyl Betaine*. They generally foam less, which is normal and does not mean they clean poorly. Use a little more water, massage the scalp for longer, and shampoo twice if your hair is very dirty.

"Sulfate-free" does not automatically mean fragrance-free or suitable for sensitive skin. Read the rest of the list too, especially if you react to perfume.

## What to do

- **Start with your scalp, not the bottle.** Itchy and tight, or greasy by evening? Choose accordingly.
- **Give a new shampoo two or three weeks.** Hair can take a while to settle after switching.
- **Use a clarifying wash occasionally** if you use many styling products.
- **Focus shampoo on the scalp** and let the rinse clean the lengths; condition the ends.

Browse our [Haircare selection](/clean-products?category=Haircare), filterable by sensitivity, or describe your hair to our [personal assistant](/personal-assistant) for a tailored suggestion.`,
    featured_image_url: '/images/blog/sulfate-free-shampoo-who-actually-benefits.svg',
    status: 'published',
    author: 'lena',
    category: 'haircare',
    meta_title: 'Sulfate-free shampoo: who actually benefits?',
    meta_description:
      'What sulfates like SLS and SLES do, why some scalps find them harsh, who notices a difference with sulfate-free shampoo and how to read the label.',
    meta_keywords: ['sulfate-free shampoo', 'sls', 'sles', 'sensitive scalp', 'curly hair'],
    days_ago: 76,
    view_count: 1540,
  },
  // ---------------------------------------------------------------- 8
  {
    title: 'A calmer kitchen: swapping non-stick pans for cast iron and steel',
    slug: 'a-calmer-kitchen-swapping-non-stick-pans-for-cast-iron-and-steel',
    subtitle: 'PFAS, plainly explained, and a pan-by-pan plan',
    excerpt:
      'Classic non-stick coatings belong to the PFAS family. You do not need to empty your cupboards, but here is how to cook with them safely and what to switch to over time.',
    content: `Non-stick pans made cooking eggs easy for a whole generation. Lately they have also become a source of worry, because their coatings belong to the family of chemicals known as **PFAS**, or "forever chemicals". The calm version of the story is this: a pan in good condition, used sensibly, is not an emergency. But there are good reasons to choose differently when it is time to replace it, and the alternatives are excellent.

## What PFAS have to do with your pan

PFAS (per- and polyfluoroalkyl substances) are a large group of man-made chemicals that contain very strong carbon–fluorine bonds. That strength is what makes them useful, for water-repellent jackets, food packaging and slippery coatings, and also what makes them problematic: they barely break down in the environment.

The classic non-stick coating is **PTFE** (polytetrafluoroethylene), a fluorinated plastic that falls within the broad definition of PFAS. For decades a related chemical, *PFOA*, was used to make it. PFOA is now banned in the EU and listed under the global Stockholm Convention on persistent organic pollutants. That is why many pans say **"PFOA-free"**: true, but it does not mean the coating is PFAS-free.

## Is cooking with non-stick unsafe?

An intact PTFE coating is very stable at normal cooking temperatures, and a small flake swallowed by accident passes through the body. The real risks are more specific:

- **Overheating.** At very high temperatures PTFE starts to break down and release fumes that can cause flu-like symptoms in people and are deadly to pet birds. An empty pan on a high flame can get there surprisingly quickly.
- **Worn coatings.** Scratched or peeling pans lose their non-stick benefit and shed particles into food.
- **The bigger picture.** Most concern about PFAS is about their production, disposal and build-up in water, soil and food. The **European Food Safety Authority (EFSA)** has set a tolerable intake for several PFAS, and in 2023 five European countries submitted a proposal to the **European Chemicals Agency (ECHA)** to restrict PFAS as a group. That proposal is still being assessed.

> **Key takeaway:** your old pan is not poisoning dinner. The good reason to switch is to stop adding to a persistent pollutant, and to own pans that can last a lifetime.

## The alternatives, honestly compared

Each material has its own character. None is perfect, and most kitchens do best with two or three.

**Cast iron** holds heat beautifully and is nearly indestructible. It is heavy and needs *seasoning*, a layer of oil baked into the surface that becomes naturally non-stick over time. It releases small amounts of iron into food, which is harmless for most people; if you have an iron overload condition, ask your doctor. Avoid long simmering of acidic dishes, such as tomato sauce, until the seasoning is well built up.

**Carbon steel** behaves like a lighter, quicker cast iron. It is the material of many professional frying pans and woks, and once seasoned it handles eggs and pancakes very well.

**Stainless steel** needs no seasoning, goes in the dishwasher and does not mind acidic food. The trick to stopping food from sticking is heat: warm the pan first, then add the oil, then the food, and wait until it releases by itself before turning.

**Enamelled cast iron** gives the heat of cast iron without seasoning and is ideal for stews and sauces. Handle it gently, as the enamel can chip.

**Ceramic-coated pans** use a PTFE-free coating. They are a reasonable middle ground, but their slickness usually fades sooner than that of PTFE.

## Cooking well while you switch

If you keep using non-stick pans for now, a few habits keep them safe and long-lived:

1. **Never preheat an empty non-stick pan** on high heat; cook on low to medium.
2. **Use wooden or silicone utensils** and avoid abrasive sponges.
3. **Switch on the extractor fan** or open a window while cooking.
4. **Retire pans** whose coating is scratched, bubbling or peeling.

## What to do

- **Do not throw out good pans in a hurry.** Replace them one at a time as they wear out; that is also the lowest-waste option.
- **Start with one carbon steel or cast iron frying pan** for everyday use, and give it a few weeks to build up its seasoning.
- **Add a stainless steel saucepan** for sauces, pasta and anything acidic.
- **Recycle old pans** as metal scrap where your local collection point accepts them.

Our [Home cleaners](/clean-products?category=Home%20cleaners) selection includes gentle washing-up liquids for everyday dishes and stainless steel, and our [personal assistant](/personal-assistant) can help you plan your swaps.`,
    featured_image_url:
      '/images/blog/a-calmer-kitchen-swapping-non-stick-pans-for-cast-iron-and-steel.svg',
    status: 'published',
    author: 'tom',
    category: 'cooking',
    meta_title: 'Non-stick pans and PFAS: switching to cast iron and steel',
    meta_description:
      'What PFAS have to do with non-stick pans, how to cook safely with the ones you own, and how cast iron, carbon steel and stainless steel compare.',
    meta_keywords: ['pfas', 'non-stick pans', 'cast iron', 'stainless steel', 'ptfe'],
    days_ago: 35,
    view_count: 980,
  },
  // ---------------------------------------------------------------- 9
  {
    title: 'Baby skin basics: fewer products, better choices',
    slug: 'baby-skin-basics-fewer-products-better-choices',
    subtitle: null,
    excerpt:
      'Young skin needs less than the baby aisle suggests. A short, calm guide to bathing, nappy care, dry patches and sun for the first years.',
    content: `The baby aisle can make it seem as if a newborn needs a shelf of products: washes, lotions, oils, powders and scented wipes. In reality, young skin does best with very little. Fewer products means fewer ingredients that might irritate, less to think about at two in the morning, and less money spent. Here is a calm guide to the basics, based on guidance from midwives, dermatologists and the UK's NHS.

## Why baby skin is different

A baby's skin is thinner than an adult's, and its protective barrier is still maturing during the first year. It loses water more easily and can react more readily to irritants. Babies also have a larger skin surface in relation to their body weight, so whatever you put on their skin counts for relatively more.

European rules take this into account. Under the **EU Cosmetics Regulation**, the safety assessment of a product must pay particular attention to children under three, and some ingredients carry extra limits. For example, the preservatives *propylparaben* and *butylparaben* may not be used in leave-on products designed for the nappy area of children under three.

## Daily care: baths and nappies

### Bathing: less is more

- **In the first month**, plain warm water is all your baby needs. The NHS advises against adding cleansers or lotions in these early weeks.
- **After that**, a small amount of a mild, fragrance-free wash is fine if you want one, but water alone still does most of the work.
- **Two or three baths a week** are plenty. On other days, "top and tail": gently wipe the face, neck, hands and nappy area with cotton wool and water.
- **Keep baths short and warm**, not hot, and pat the skin dry, including the creases.

### The nappy area

Nappy rash is very common and usually mild. It is mainly caused by prolonged contact with wet or dirty nappies, so prevention is simple:

1. **Change nappies promptly**, especially after a poo.
2. **Clean with water** and cotton wool, or fragrance-free, alcohol-free wipes when you are out.
3. **Let the skin air-dry** and give some nappy-free time when you can.
4. **Use a thin layer of barrier cream**, such as one based on *zinc oxide*, if the skin looks red.

If a rash does not improve after a few days, spreads, blisters, or your baby seems unwell, ask your health visitor, midwife or doctor. Some rashes, such as a yeast infection, need specific treatment.

## Dry patches, oils and fragrance

Many babies have dry or peeling skin in the first weeks, which usually settles by itself. If your baby's skin stays dry, a plain, fragrance-free moisturiser is the simplest choice.

Be cautious with oils. Some research suggests that *olive oil* may weaken the skin barrier of young babies, and many midwives no longer recommend it for massage. **Essential oils** are best avoided altogether in young babies: they are concentrated, potentially irritating, and a common source of fragrance allergens.

> **Key takeaway:** for most babies, water, a fragrance-free moisturiser and a zinc barrier cream cover nearly every need. Add products only when there is a clear reason.

If your baby has red, itchy, rough patches that keep coming back, it could be eczema. Talk to your doctor: regular use of a suitable emollient is usually the first step, and it is worth getting the diagnosis right.

## Sun and laundry

Babies under six months should be kept out of direct strong sunlight, in the shade and in loose clothing and a hat. From six months, use a sunscreen with a high SPF and good UVA protection on exposed skin. Many parents choose mineral filters such as zinc oxide for young children.

Clothes count as well. Wash new clothes before the first wear, choose a fragrance-free detergent and consider leaving out fabric softener, which adds fragrance and residues that stay in contact with the skin all day.

## What to do

- **Start a minimal kit:** soft cloths, a fragrance-free wash for later, a fragrance-free moisturiser and a zinc barrier cream.
- **Skip** scented wipes, powders, fragranced lotions and essential oils.
- **Introduce one new product at a time**, so you can tell what suits your baby's skin.
- **Ask a professional** about rashes that last, spread or bother your baby.

Our [Baby & Kids selection](/clean-products?category=Baby%20%26%20Kids) is limited to gentle, fragrance-free basics, and our [personal assistant](/personal-assistant) can check the products you were given as presents.`,
    featured_image_url: '/images/blog/baby-skin-basics-fewer-products-better-choices.svg',
    status: 'published',
    author: 'maya',
    category: 'skincare',
    meta_title: 'Baby skin basics: fewer products, better choices',
    meta_description:
      'A calm guide to caring for baby skin: bathing, nappy rash, dry patches, oils, sun and laundry, with a minimal kit of gentle, fragrance-free basics.',
    meta_keywords: ['baby skin', 'nappy rash', 'baby skincare', 'fragrance-free', 'sensitive skin'],
    days_ago: 14,
    view_count: 460,
  },
  // ---------------------------------------------------------------- 10 (draft)
  {
    title: 'Silicones in conditioner: what they do and when to skip them',
    slug: 'silicones-in-conditioner-what-they-do-and-when-to-skip-them',
    subtitle: 'Smooth hair, build-up and the environment, in five minutes',
    excerpt:
      'Silicones make hair feel smooth and protect it from heat, but they can build up and some are persistent in the environment. A short guide to when they help.',
    content: `Run your fingers through freshly conditioned hair and that silky slip is often thanks to silicones. They are among the most debated ingredients in haircare, with some people avoiding them completely and others swearing by them. As usual, the answer depends on your hair and on which silicone we are talking about.

## What silicones do

Silicones are synthetic ingredients that form a thin, flexible film on the hair. That film:

- **reduces friction**, so hair detangles more easily and breaks less when brushed;
- **adds shine** by smoothing the surface of the hair;
- **helps protect** against the heat of hair dryers and straighteners.

On the label you will recognise most of them by the endings *-cone*, *-conol* or *-siloxane*: *Dimethicone*, *Amodimethicone*, *Dimethiconol* and *Cyclopentasiloxane* are common examples.

## Build-up: real, but easy to manage

Heavier silicones such as dimethicone can accumulate when you combine them with a very gentle shampoo. Hair may start to feel limp, coated or hard to style. Lighter and water-soluble types, often with *PEG* in the name, rinse out more easily. If you notice build-up, a clarifying wash every week or two is usually enough; there is no need to ban silicones altogether.

## The environmental side

A few *cyclic* silicones, known as D4, D5 and D6, are very persistent in the environment and can accumulate in living organisms. For that reason the EU, through **ECHA** and the REACH regulation, has restricted them in wash-off cosmetics and has extended the restriction to leave-on products, with transition periods. This is an environmental measure; it is not about harm to your hair or skin.

> **Key takeaway:** silicones are not bad for your hair. Skip them if your hair feels weighed down, or avoid the cyclic ones for environmental reasons.

## What to do

1. **Fine or oily hair?** Try a silicone-free conditioner and see whether your hair feels lighter.
2. **Dry, curly or heat-styled hair?** A conditioner or heat protectant with silicones can genuinely help.
3. **Check for cyclopentasiloxane** and other cyclic silicones if the environmental aspect matters to you.

Find silicone-free options in our [Haircare selection](/clean-products?category=Haircare).`,
    featured_image_url:
      '/images/blog/silicones-in-conditioner-what-they-do-and-when-to-skip-them.svg',
    status: 'draft',
    author: 'lena',
    category: 'haircare',
    meta_title: 'Silicones in conditioner: what they do, when to skip',
    meta_description:
      'What silicones like dimethicone do for hair, why they can build up, which ones the EU restricts for environmental reasons, and who may prefer to avoid them.',
    meta_keywords: ['silicones', 'conditioner', 'dimethicone', 'silicone-free', 'haircare'],
    days_ago: 5,
    view_count: 0,
  },
  // ---------------------------------------------------------------- 11 (review)
  {
    title: 'Plastic-free food storage: what actually works',
    slug: 'plastic-free-food-storage-what-actually-works',
    subtitle: null,
    excerpt:
      'Glass, steel, jars and wax wraps: a practical look at storing leftovers with less plastic, and what to do with the containers you already have.',
    content: `Most kitchens have a drawer full of plastic tubs with mismatched lids. You do not need to throw them out to store food with less plastic. A few sturdy alternatives, used for the right jobs, cover almost everything, and they tend to last for years.

## Why bother

Plastic food containers are regulated in the EU: materials that touch food must meet the rules on food contact materials, and substances in them may only migrate into food within set limits. Standards also keep tightening. Following a re-evaluation by the **European Food Safety Authority (EFSA)**, the EU decided to ban bisphenol A in food contact materials, with transition periods.

So this is not about danger in your fridge. It is about durability, less waste, and avoiding the situations where plastic performs worst: heat, fat and scratches.

## What works for which job

- **Glass containers with lids** are the all-rounders. They do not stain or hold smells, go from fridge to oven (check the lid) and let you see what is inside.
- **Jars** from jam, pickles or sauces are free and perfect for soups, grains, nuts and dressings.
- **Stainless steel tins** are light and unbreakable, ideal for lunch boxes and picnics.
- **Beeswax or plant-wax wraps** cover bowls and wrap cheese, bread, vegetables or half a lemon. They are not suited to raw meat or fish, because you can only wash them in cool water.
- **Silicone bags and lids** are flexible and long-lasting. Silicone is still a synthetic material, so treat it as a durable reusable option rather than a plastic-free one.

> **Key takeaway:** use glass for heating, jars for the pantry, wraps for the fridge, and your old plastic tubs for dry things like screws, crayons or seeds.

## What to do

1. **Do not heat food in plastic** unless it is clearly marked as microwave-safe; a plate or a glass bowl is easier anyway.
2. **Let hot food cool a little, then refrigerate it promptly**, in shallow containers so it chills quickly.
3. **Replace one plastic tub at a time** as old ones crack or stain.
4. **Wash wax wraps in cool water** with a little mild soap, and refresh them in a warm oven when they lose their cling.

Questions about your own kitchen? Ask our [personal assistant](/personal-assistant).`,
    featured_image_url: '/images/blog/plastic-free-food-storage-what-actually-works.svg',
    status: 'review',
    author: 'tom',
    category: 'cooking',
    meta_title: 'Plastic-free food storage: what actually works',
    meta_description:
      'Glass, jars, stainless steel and wax wraps: how to store food with less plastic, which option suits which job, and how to use the tubs you already own.',
    meta_keywords: [
      'plastic-free kitchen',
      'food storage',
      'beeswax wraps',
      'glass containers',
      'bpa',
    ],
    days_ago: 2,
    view_count: 0,
  },
];
