import { Check, ImageUp, ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { DropZone } from '@/components/ui/drop-zone';

const DELIVERABLES = [
  'An ingredient-by-ingredient safety check of every product',
  'Cleaner alternatives that match your skin and budget',
  'A simple swap plan, most important first',
  'Your personal report within 24 hours',
];

/** The static Product Swap Analysis offer (SPEC.md §1, §2): shown only, no upload behaviour. */
export function SwapAnalysisPanel() {
  const inputId = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <section
      aria-labelledby="swap-analysis"
      className="mt-20 overflow-hidden rounded-[2rem] bg-forest text-cream"
    >
      <div className="grid gap-10 p-6 sm:p-10 lg:grid-cols-2 lg:p-14">
        <div>
          <p className="label-caps text-sand">Product Swap Analysis</p>
          <h2 id="swap-analysis" className="mt-3 font-display text-3xl leading-tight sm:text-4xl">
            Send us your shelf. We&apos;ll tell you what to swap.
          </h2>
          <p className="mt-4 leading-relaxed text-cream/80">
            Upload photos of the products you use today. Our team checks every ingredient and sends
            you a clear, calm report with cleaner options.
          </p>
          <ul className="mt-6 space-y-3">
            {DELIVERABLES.map((item) => (
              <li key={item} className="flex gap-3">
                <Check className="mt-0.5 size-5 shrink-0 text-sage" aria-hidden />
                <span>{item}</span>
              </li>
            ))}
          </ul>
          <ul className="mt-8 space-y-2 text-sm text-cream/80">
            <li className="flex items-center gap-2">
              <ShieldCheck className="size-4 text-sage" aria-hidden /> 30-day money-back guarantee
            </li>
            <li className="flex items-center gap-2">
              <ShieldCheck className="size-4 text-sage" aria-hidden /> Analysed by certified
              cosmetic chemists
            </li>
            <li className="flex items-center gap-2">
              <ShieldCheck className="size-4 text-sage" aria-hidden /> Based on the latest research
            </li>
          </ul>
        </div>
        <div className="flex flex-col justify-center">
          <DropZone asChild onFile={(file) => setChosen(file.name)}>
            <label
              htmlFor={inputId}
              className="flex min-h-56 cursor-pointer flex-col items-center justify-center rounded-3xl border-2 border-dashed border-cream/40 bg-cream/5 p-8 text-center transition-colors hover:bg-cream/10 data-[dragging]:border-sand data-[dragging]:bg-cream/15"
            >
              <ImageUp className="size-10 text-sand" aria-hidden />
              <span className="mt-4 font-medium">
                {chosen ?? 'Drag and drop your product photos here'}
              </span>
              <span className="mt-1 text-sm text-cream/70">or choose a file</span>
              <input
                id={inputId}
                type="file"
                accept="image/*"
                className="sr-only"
                onChange={(e) => setChosen(e.target.files?.[0]?.name ?? null)}
              />
            </label>
          </DropZone>
          <button
            type="button"
            className="mt-6 h-12 rounded-full bg-sand px-8 text-sm font-semibold tracking-wide text-forest-dark transition-colors hover:bg-sand/85"
          >
            ANALYZE MY PRODUCTS - €29
          </button>
        </div>
      </div>
    </section>
  );
}
