import { ProductLink } from '@/features/catalog/product-link';
import { Sparkles } from 'lucide-react';
import { findProductType } from '../../../shared/catalog';
import type { CheckResult } from './check-results';

const euro = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

/** Puur products of the checked kind without the flagged ingredients. */
export function CleanerAlternatives({ result }: { result: CheckResult }) {
  if (!result.category) return null;
  const kind =
    (result.product_type && findProductType(result.product_type)?.label) || result.category;
  return (
    <div data-testid="alternatives">
      <h2 className="label-caps flex items-center gap-2 font-sans text-forest">
        <Sparkles className="size-4" aria-hidden="true" />
        CLEANER ALTERNATIVES · {kind.toUpperCase()}
      </h2>
      <p className="mt-2 text-sm text-muted">
        {result.category_guessed ? 'We guessed the product type from its ingredients. ' : ''}
        Puur products of the same kind without the ingredients flagged above and with nothing of
        high concern.
      </p>
      {result.alternatives.length === 0 ? (
        <p className="mt-4 rounded-3xl border border-line bg-paper p-5 text-sm text-muted">
          We have no alternative without these ingredients{' '}
          {result.product_type ? 'of this kind' : 'in this category'} yet.
        </p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          {result.alternatives.map((product) => (
            <li key={product.id}>
              <ProductLink
                productId={product.id}
                className="group flex h-full gap-4 rounded-3xl border border-line bg-paper p-3 transition hover:shadow-md sm:flex-col sm:p-4"
                data-testid="alternative"
              >
                <img
                  src={product.image_url ?? '/images/product-fallback.svg'}
                  alt=""
                  loading="lazy"
                  className="size-24 shrink-0 rounded-2xl bg-sand-light object-cover sm:aspect-square sm:size-auto sm:w-full"
                />
                <div className="min-w-0">
                  {product.brand && (
                    <p className="label-caps text-[11px] text-[#8a4a32]">{product.brand}</p>
                  )}
                  <p className="mt-1 font-display text-lg leading-snug text-ink group-hover:underline">
                    {product.name}
                  </p>
                  {product.price !== null && (
                    <p className="mt-1 text-sm text-forest">{euro.format(product.price)}</p>
                  )}
                  <div className="mt-2 flex flex-wrap gap-1.5">
                    {product.toxicity_rating === 'clean' && (
                      <span className="rounded-full bg-forest px-2 py-0.5 text-[10px] font-semibold tracking-wide text-cream uppercase">
                        Clean
                      </span>
                    )}
                    {product.naturalness_rating === 'natural' && (
                      <span className="rounded-full bg-sage-light px-2 py-0.5 text-[10px] font-semibold tracking-wide text-forest-dark uppercase">
                        Natural
                      </span>
                    )}
                  </div>
                </div>
              </ProductLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
