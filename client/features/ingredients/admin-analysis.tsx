import { Bot, Database, Loader2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { concernLabel } from '../../../shared/ingredients';
import { LabelledField } from '@/components/labelled-field';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { trpc, type RouterOutputs } from '@/lib/trpc';
import { analysisFailureMessage, analysisSuccessMessage } from './failure-message';
import { RatingBadge } from './rating';
import { ReviewPanel } from './review-panel';
import { VerdictCard } from './verdict-card';

type Analysis = RouterOutputs['ingredients']['analyze'];

/**
 * The staff's ingredient analysis screen: Product ID and ingredient list, 'Analyze Ingredients',
 * then every ingredient with its safety rating, explanation, concerns and sources; an ERROR badge
 * on results whose explanation contains 'Analysis failed'.
 */
export function IngredientAnalysisAdmin({ initialProductId }: { initialProductId?: number } = {}) {
  const [productId, setProductId] = useState(initialProductId ? String(initialProductId) : '');
  const [ingredientList, setIngredientList] = useState('');
  const [analysis, setAnalysis] = useState<Analysis | null>(null);
  const utils = trpc.useUtils();
  const analyze = trpc.ingredients.analyze.useMutation();
  const running = analyze.isPending;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const id = Number.parseInt(productId.trim(), 10);
    const list = ingredientList.trim();
    if (!productId.trim() || !list || !Number.isInteger(id)) {
      toast.error('Missing Information', {
        description: 'Please enter both Product ID and ingredient list.',
      });
      return;
    }
    try {
      const result = await analyze.mutateAsync({ productId: id, ingredientList: list });
      if (result.error) throw new Error(result.error);
      setAnalysis(result);
      toast.success(analysisSuccessMessage(result.stats));
      // The analysis replaced the product's stored ingredients: read them again.
      await Promise.all([
        utils.ingredients.forProduct.invalidate({ productId: id }),
        utils.catalog.ingredients.invalidate({ productId: id }),
        utils.ingredients.pending.invalidate(),
      ]);
    } catch (error) {
      toast.error('Analysis Failed', { description: analysisFailureMessage(error) });
    }
  }

  return (
    <>
      <h1 className="font-display text-3xl text-forest sm:text-4xl">Ingredient Analysis</h1>
      <p className="mt-2 text-muted">
        Analyse a product&apos;s ingredient list. Known ingredients come from the knowledge base;
        unknown ones are analysed by the AI provider when one is configured, and stored unreviewed.
      </p>

      <form
        onSubmit={onSubmit}
        className="mt-8 space-y-5 rounded-3xl border border-line bg-paper p-5 sm:p-7"
        aria-label="Analyze ingredients"
      >
        <LabelledField label="Product ID">
          <Input
            inputMode="numeric"
            value={productId}
            onChange={(event) => setProductId(event.target.value)}
            placeholder="e.g. 12"
            className="mt-1.5 max-w-48"
            autoComplete="off"
          />
        </LabelledField>
        <LabelledField label="Ingredient list">
          <Textarea
            value={ingredientList}
            onChange={(event) => setIngredientList(event.target.value)}
            rows={8}
            maxLength={20_000}
            placeholder="Aqua, Glycerin, Cetearyl Alcohol, Parfum, …"
            className="mt-1.5 leading-relaxed"
          />
        </LabelledField>
        <Button type="submit" disabled={running || !productId || !ingredientList}>
          {running && <Loader2 className="animate-spin" aria-hidden="true" />}
          {running ? 'Analyzing...' : 'Analyze Ingredients'}
        </Button>
      </form>

      {analysis && <AnalysisResults analysis={analysis} />}
      <ReviewPanel />
    </>
  );
}

function AnalysisResults({ analysis }: { analysis: Analysis }) {
  const { stats, results } = analysis;
  return (
    <section
      className="mt-10 space-y-6"
      aria-labelledby="results-heading"
      data-testid="analysis-results"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="results-heading" className="font-display text-2xl text-ink">
          Results
        </h2>
        <p className="text-sm text-muted" data-testid="analysis-stats">
          {stats.total} total · {stats.cached} cached · {stats.new_analyses} new
          {stats.unknown > 0 ? ` · ${stats.unknown} not rated` : ''}
        </p>
      </div>
      <VerdictCard
        ingredients={results.map((r) => ({
          name: r.ingredient_name,
          safety_rating: r.safety_rating,
          concerns: r.concerns,
        }))}
        heading="h3"
      />
      <ol className="space-y-3">
        {results.map((result, index) => {
          const failed = result.explanation.includes('Analysis failed');
          return (
            <li
              key={`${index}-${result.ingredient_name}`}
              className="rounded-2xl border border-line bg-paper p-4 sm:p-5"
              data-testid="analysis-result"
            >
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="mr-auto font-sans font-semibold text-ink">
                  {result.ingredient_name}
                </h3>
                {failed && (
                  <Badge variant="danger" data-testid="error-badge">
                    ERROR
                  </Badge>
                )}
                <RatingBadge rating={result.safety_rating} />
              </div>
              <div className="mt-1.5 flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted">
                {result.label_name && result.label_name !== result.ingredient_name && (
                  <span>On the label: {result.label_name}</span>
                )}
                <span className="inline-flex items-center gap-1">
                  <Database className="size-3" aria-hidden="true" />
                  {result.is_cached
                    ? 'Cached'
                    : result.source === 'ai'
                      ? 'New analysis'
                      : 'Not analysed'}
                </span>
                {result.source === 'ai' && !result.reviewed && (
                  <span className="inline-flex items-center gap-1 text-[#8a4a32]">
                    <Bot className="size-3" aria-hidden="true" />
                    AI-written, awaiting review
                  </span>
                )}
              </div>
              <p className="mt-3 text-sm leading-relaxed text-ink">{result.explanation}</p>
              {result.concerns.length > 0 && (
                <p className="mt-3 text-sm">
                  <span className="text-muted">Concerns: </span>
                  {result.concerns.map(concernLabel).join(', ')}
                </p>
              )}
              {result.sources.length > 0 && (
                <div className="mt-2 text-sm">
                  <span className="text-muted">Sources:</span>
                  <ul className="mt-1 list-disc space-y-0.5 pl-5 text-muted">
                    {result.sources.map((source) => (
                      <li key={source}>{source}</li>
                    ))}
                  </ul>
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
