import { Link } from '@tanstack/react-router';
import { ArrowRight, Repeat2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { ALL_PRODUCTS, BESTSELLER_CHIPS } from '../../../shared/catalog-search';
import { buttonVariants } from '@/components/ui/button';
import { ProductCard, ProductCardSkeleton } from '@/features/catalog/product-card';
import { CoverImage } from '@/features/catalog/product-image';
import { useHomeCardRegion } from '@/features/catalog/use-region';
import { ArticleLink } from '@/features/blog/article-link';
import { ArticleMeta } from '@/features/blog/article-meta';
import { trpc, type RouterOutputs } from '@/lib/trpc';
import { chipClassName } from '@/components/chip';
import { cn } from '@/lib/utils';

/** The home page's category chips: All products and the categories without Kitchen. */
export const HOME_CATEGORY_CHIPS = BESTSELLER_CHIPS;

type Cards = RouterOutputs['catalog']['homeHero'];

/** Three cards, three skeleton cards while loading, or the section's error text. */
function HomeCards({
  query,
  errorText,
  testId,
}: {
  query: { isPending: boolean; isError: boolean; data: Cards | undefined };
  errorText: string;
  testId: string;
}) {
  const region = useHomeCardRegion();
  if (query.isError) {
    return (
      <p role="status" className="py-10 text-center text-muted">
        {errorText}
      </p>
    );
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid={testId}>
      {query.isPending || !query.data
        ? [0, 1, 2].map((n) => (
            <li key={n}>
              <ProductCardSkeleton />
            </li>
          ))
        : query.data.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} region={region} />
            </li>
          ))}
    </ul>
  );
}

function SectionHeader({
  id,
  label,
  title,
  children,
}: {
  id: string;
  label?: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="mb-10 text-center">
      {label && <p className="label-caps text-clay-dark">{label}</p>}
      <h2 id={id} className={cn('font-display text-3xl text-forest sm:text-4xl', label && 'mt-3')}>
        {title}
      </h2>
      {children}
    </div>
  );
}

/** Section 4: 'What do you need?' with category chips and up to 3 hero products. */
export function HeroProducts() {
  const query = trpc.catalog.homeHero.useQuery();
  return (
    <section className="container-page py-20" aria-labelledby="what-do-you-need">
      <SectionHeader id="what-do-you-need" title="What do you need?">
        <nav aria-label="Product categories" className="mt-8">
          <ul className="flex flex-wrap justify-center gap-2">
            {HOME_CATEGORY_CHIPS.map((chip) => (
              <li key={chip}>
                <Link
                  to="/clean-products"
                  search={{ category: chip }}
                  className={chipClassName(
                    chip === ALL_PRODUCTS,
                    'inline-flex h-10 items-center transition',
                    chip === ALL_PRODUCTS && 'hover:bg-forest-dark',
                  )}
                >
                  {chip}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </SectionHeader>
      <HomeCards
        query={query}
        errorText="Failed to load products. Please try again later."
        testId="hero-products"
      />
    </section>
  );
}

/** Section 6: 'OUR BESTSELLERS' with up to 3 cards and SHOP BESTSELLERS. */
export function HomeBestsellers() {
  const query = trpc.catalog.homeBestsellers.useQuery();
  return (
    <section className="bg-sand-light/50 py-20" aria-labelledby="home-bestsellers">
      <div className="container-page">
        <div className="mb-10 text-center">
          <h2 id="home-bestsellers" className="label-caps font-sans text-2xl text-forest">
            OUR BESTSELLERS
          </h2>
          <p className="mt-3 text-muted">Loved by our team, re-bought by our customers.</p>
        </div>
        <HomeCards
          query={query}
          errorText="Failed to load bestseller products. Please try again later."
          testId="home-bestsellers"
        />
        <div className="mt-10 text-center">
          <Link to="/bestsellers" className={buttonVariants({ size: 'lg' })}>
            SHOP BESTSELLERS
          </Link>
        </div>
      </div>
    </section>
  );
}

/** What a typical conventional product of each category brings along (swap of the week). */
const CONVENTIONAL: Record<string, string> = {
  Skincare:
    'A drugstore cream with parabens, PEG emulsifiers and a “parfum” whose ingredients stay secret.',
  Haircare: 'A supermarket shampoo with harsh sulfates, silicones and synthetic fragrance.',
  'Home cleaners': 'A bleach spray with chlorine fumes and quaternary ammonium compounds.',
  'Make-up': 'A long-wear formula with microplastics and cyclic silicones.',
  'Baby & Kids': 'A scented baby wash with preservatives that slowly release formaldehyde.',
  Laundry: 'A fragranced detergent with optical brighteners and plastic-film pods.',
  Kitchen: 'Single-use cling film and non-stick pans coated with PFAS “forever chemicals”.',
  Decoration: 'A paraffin candle with synthetic fragrance oils that soot up your living room.',
  Fashion: 'Fast-fashion polyester that sheds microfibres with every wash.',
};
const CONVENTIONAL_FALLBACK =
  'A conventional product with synthetic fragrance, harsh surfactants and plastic packaging.';

/** Section 3b: one honest swap, a different clean product every week. */
export function SwapOfTheWeek() {
  const query = trpc.catalog.swapOfTheWeek.useQuery();
  const region = useHomeCardRegion();
  const product = query.data?.product;
  if (query.isError || (query.data && !product)) return null;
  return (
    <section className="container-page py-20" aria-labelledby="swap-of-the-week">
      <SectionHeader
        id="swap-of-the-week"
        label="Swap of the week"
        title="One small switch, every week"
      >
        <p className="mx-auto mt-4 max-w-2xl text-muted">
          Replacing one product at a time is the calm way to a cleaner home. This week we suggest:
        </p>
      </SectionHeader>
      <div className="grid items-center gap-8 md:grid-cols-[minmax(0,1fr)_auto_minmax(0,1.5fr)] lg:gap-12">
        <div className="rounded-3xl border border-dashed border-line bg-paper/60 p-8">
          <p className="label-caps text-muted">Instead of</p>
          <p className="mt-4 font-display text-2xl leading-snug text-ink">
            {product ? (CONVENTIONAL[product.category ?? ''] ?? CONVENTIONAL_FALLBACK) : '…'}
          </p>
          <p className="mt-4 text-sm text-muted">
            Not sure what is in yours? Paste its ingredient list into the{' '}
            <Link to="/personal-assistant" className="text-forest underline underline-offset-4">
              personal assistant
            </Link>
            .
          </p>
        </div>
        <Repeat2 className="mx-auto size-10 rotate-90 text-clay md:rotate-0" aria-hidden />
        <div className="mx-auto w-full max-w-sm lg:max-w-2xl" data-testid="swap-product">
          {product ? (
            <ProductCard product={product} region={region} wide />
          ) : (
            <ProductCardSkeleton />
          )}
        </div>
      </div>
    </section>
  );
}

type Article = RouterOutputs['catalog']['homeArticles'][number];

/** Section 7: the newest Clear Reasons articles, READ MORE and READ MORE ARTICLES. */
export function ArticlesTeaser() {
  const query = trpc.catalog.homeArticles.useQuery();
  const articles = query.data ?? [];
  const [featured, ...others] = articles;
  return (
    <section className="container-page py-20" aria-labelledby="articles-teaser">
      <div className="grid gap-12 lg:grid-cols-[1fr_1.4fr]">
        <div>
          <p className="label-caps text-clay-dark">Clear Reasons</p>
          <h2 id="articles-teaser" className="mt-3 font-display text-3xl text-forest sm:text-4xl">
            Simple insights for you and your family
          </h2>
          <p className="mt-6 text-lg leading-relaxed text-muted">
            No panic and no jargon: short reads on what is in everyday products, what the research
            says and which small swaps make a real difference.
          </p>
          {others.length > 0 && (
            <ul className="mt-8 space-y-4">
              {others.map((article) => (
                <li key={article.id}>
                  <SmallArticle article={article} />
                </li>
              ))}
            </ul>
          )}
          <Link
            to="/clear-reasons"
            className={buttonVariants({ variant: 'outline', className: 'mt-8' })}
          >
            READ MORE ARTICLES
          </Link>
        </div>
        {featured ? (
          <FeaturedArticle article={featured} />
        ) : (
          <div className="flex flex-col justify-center rounded-3xl bg-sage-light/60 p-10">
            <p className="font-display text-2xl text-forest">
              Fragrance-free or unscented? Parabens or not? Our editors explain the labels you meet
              every day.
            </p>
            <Link to="/clear-reasons" className={buttonVariants({ className: 'mt-8 self-start' })}>
              READ MORE
            </Link>
          </div>
        )}
      </div>
    </section>
  );
}

function FeaturedArticle({ article }: { article: Article }) {
  return (
    <article className="overflow-hidden rounded-3xl border border-line bg-paper">
      <CoverImage src={article.featured_image_url} className="aspect-[16/9]" />
      <div className="p-8">
        <TeaserMeta article={article} />
        <h3 className="mt-3 font-display text-2xl leading-snug text-forest">{article.title}</h3>
        {article.excerpt && <p className="mt-3 leading-relaxed text-muted">{article.excerpt}</p>}
        <ArticleLink slug={article.slug} className={buttonVariants({ className: 'mt-6' })}>
          READ MORE<span className="sr-only">: {article.title}</span>
          <ArrowRight aria-hidden />
        </ArticleLink>
      </div>
    </article>
  );
}

function SmallArticle({ article }: { article: Article }) {
  return (
    <ArticleLink
      slug={article.slug}
      className="group flex gap-4 rounded-2xl p-2 transition hover:bg-sand-light/60"
    >
      <CoverImage src={article.featured_image_url} className="size-20 shrink-0 rounded-xl" />
      <div className="min-w-0">
        <TeaserMeta article={article} />
        <p className="mt-1 font-display text-lg leading-snug text-forest group-hover:underline">
          {article.title}
        </p>
      </div>
    </ArticleLink>
  );
}

function TeaserMeta({ article }: { article: Article }) {
  return (
    <ArticleMeta
      category={(article.category?.name ?? 'Skincare').toUpperCase()}
      readTime={article.read_time_minutes ?? 5}
    />
  );
}
