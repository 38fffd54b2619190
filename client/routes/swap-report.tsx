import { createFileRoute, Link } from '@tanstack/react-router';
import { SWAP_ANALYSIS_PRICE, swapTokenSchema } from '../../shared/swap-analysis';
import { buttonVariants } from '@/components/ui/button';
import { ProductImage } from '@/features/catalog/product-image';
import { formatPrice, longUsDate } from '@/features/catalog/format';
import { ProductLink } from '@/features/catalog/product-link';
import { ReportText } from '@/features/swap-analysis/report-text';
import { trpc } from '@/lib/trpc';
import { tokenSearch } from '@/lib/token-search';

export const Route = createFileRoute('/swap-report')({
  validateSearch: tokenSearch,
  component: SwapReportPage,
});

/** The shopper's Product Swap Analysis, opened by the private link in their mail (decision 0021). */
function SwapReportPage() {
  const { token } = Route.useSearch();
  // A link that cannot be a report's is answered here, without asking the server.
  const wellFormed = swapTokenSchema.safeParse(token).success;
  const report = trpc.swapAnalysis.report.useQuery(
    { token },
    { enabled: wellFormed, retry: false, staleTime: Infinity },
  );
  const invalid = !wellFormed || report.error;
  return (
    <section className="container-page max-w-3xl py-16">
      <p className="label-caps text-muted">Product Swap Analysis</p>
      <h1 className="mt-2 font-display text-3xl text-forest sm:text-4xl">Your swap report</h1>
      {invalid ? (
        <div role="alert" className="mt-6 text-muted">
          <p>
            {report.error?.message ??
              'This report link is not valid. Please use the link in your latest e-mail.'}
          </p>
          <Link to="/" className={buttonVariants({ variant: 'link', className: 'mt-4 px-0' })}>
            Return to Home
          </Link>
        </div>
      ) : !report.data ? (
        <p className="mt-6 text-muted">Loading your report...</p>
      ) : (
        <>
          <p className="mt-2 text-sm text-muted">Sent {longUsDate(report.data.sentAt)}</p>
          <div className="mt-8 rounded-3xl border border-line bg-paper p-6 sm:p-8">
            <ReportText text={report.data.text} />
          </div>
          {report.data.swaps.length > 0 && (
            <div className="mt-12">
              <h2 className="font-display text-2xl text-forest">The swaps in your report</h2>
              <ul className="mt-6 grid gap-4 sm:grid-cols-2" data-testid="report-swaps">
                {report.data.swaps.map((swap) => (
                  <li key={swap.id} data-testid="report-swap">
                    <ProductLink
                      productId={swap.id}
                      className="flex gap-4 rounded-2xl border border-line bg-paper p-4 hover:border-forest"
                    >
                      <ProductImage
                        src={swap.image_url}
                        alt=""
                        className="size-20 shrink-0 rounded-xl object-cover"
                      />
                      <span className="min-w-0">
                        <span className="block text-xs text-muted uppercase">{swap.brand}</span>
                        <span className="block font-medium text-ink">{swap.name}</span>
                        {swap.price !== null && (
                          <span className="block text-sm text-muted">
                            {formatPrice(swap.price)}
                          </span>
                        )}
                        <span className="mt-1 block text-sm text-muted">
                          Instead of {swap.forProduct}: without {swap.removes.join(', ')}
                        </span>
                      </span>
                    </ProductLink>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <div className="mt-10 rounded-2xl bg-sand-light p-5 text-sm" data-testid="report-payment">
            <p>{report.data.payment}</p>
            {report.data.paymentLink && (
              <a
                href={report.data.paymentLink}
                rel="noopener noreferrer"
                className={buttonVariants({ className: 'mt-4' })}
              >
                Pay {SWAP_ANALYSIS_PRICE}
              </a>
            )}
          </div>
        </>
      )}
    </section>
  );
}
