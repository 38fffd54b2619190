import { Check, Copy, Loader2, Plus } from 'lucide-react';
import { META_DESCRIPTION_MAX, META_TITLE_MAX, type SeoData } from '../../../../shared/blog';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { FormPatch } from './ai-flow';
import { copyText } from './use-generate';

export type AiResult =
  | { type: 'title'; titles: string[] }
  | { type: 'content' | 'excerpt'; text: string }
  | { type: 'seo'; seo: SeoData };

/** What the AI dialog generated: title suggestions to pick from, SEO data, or a text. */
export function AiResultView({
  result,
  selected,
  onSelect,
  applied,
  onApply,
  more,
}: {
  result: AiResult;
  selected: number;
  onSelect: (index: number) => void;
  applied: boolean;
  onApply: (patch: FormPatch) => void;
  /** Generate More (titles). */
  more: { run: () => void; loading: boolean; disabled: boolean };
}) {
  return (
    <>
      {result.type === 'title' && (
        <>
          <ul className="space-y-2" role="listbox" aria-label="Title suggestions">
            {result.titles.map((title, index) => (
              <li key={title} role="option" aria-selected={index === selected}>
                <button
                  type="button"
                  onClick={() => onSelect(index)}
                  className={cn(
                    'flex w-full items-start justify-between gap-4 rounded-2xl border px-4 py-3 text-left transition-colors',
                    index === selected
                      ? 'border-forest bg-sage-light/60'
                      : 'border-line bg-paper hover:border-forest/50',
                  )}
                >
                  <span className="font-medium text-ink">{title}</span>
                  <span
                    className={cn(
                      'shrink-0 text-xs',
                      title.length > META_TITLE_MAX ? 'text-danger' : 'text-muted',
                    )}
                  >
                    {title.length} characters
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={more.run}
              disabled={more.disabled}
            >
              {more.loading ? (
                <Loader2 className="animate-spin" aria-hidden />
              ) : (
                <Plus aria-hidden />
              )}{' '}
              Generate More
            </Button>
            <span className="flex-1" />
            <ResultActions
              copy={() => result.titles[selected]!}
              apply={() => onApply({ title: result.titles[selected]! })}
              applied={applied}
            />
          </div>
        </>
      )}

      {result.type === 'seo' && (
        <>
          <SeoLine label="Meta Title" text={result.seo.meta_title} max={META_TITLE_MAX} />
          <SeoLine
            label="Meta Description"
            text={result.seo.meta_description}
            max={META_DESCRIPTION_MAX}
          />
          <div>
            <p className="text-sm font-medium">Keywords</p>
            <ul className="mt-2 flex flex-wrap gap-2">
              {result.seo.keywords.map((k) => (
                <li
                  key={k}
                  className="rounded-full bg-sage-light px-3 py-1 text-sm text-forest-dark"
                >
                  {k}
                </li>
              ))}
            </ul>
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            <ResultActions
              copyLabel="Copy All"
              copy={() =>
                `Meta Title: ${result.seo.meta_title}\nMeta Description: ${result.seo.meta_description}\nKeywords: ${result.seo.keywords.join(', ')}`
              }
              applyLabel="Apply SEO Data"
              apply={() =>
                onApply({
                  meta_title: result.seo.meta_title,
                  meta_description: result.seo.meta_description,
                  meta_keywords: result.seo.keywords,
                })
              }
              applied={applied}
            />
          </div>
        </>
      )}

      {(result.type === 'content' || result.type === 'excerpt') && (
        <>
          <pre className="max-h-80 overflow-auto rounded-2xl bg-cream p-4 font-sans text-sm leading-relaxed whitespace-pre-wrap text-ink">
            {result.text}
          </pre>
          <p className="text-xs text-muted">
            {result.text.trim().split(/\s+/).filter(Boolean).length} words
          </p>
          <div className="flex flex-wrap justify-end gap-2">
            <ResultActions
              copy={() => result.text}
              applyLabel="Apply Content"
              apply={() =>
                onApply(
                  result.type === 'content' ? { content: result.text } : { excerpt: result.text },
                )
              }
              applied={applied}
            />
          </div>
        </>
      )}
    </>
  );
}

/** Copy the result to the clipboard, or apply it to the form (once). */
function ResultActions({
  copy,
  copyLabel = 'Copy',
  apply,
  applyLabel = 'Apply',
  applied,
}: {
  copy: () => string;
  copyLabel?: string;
  apply: () => void;
  applyLabel?: string;
  applied: boolean;
}) {
  return (
    <>
      <Button type="button" variant="ghost" size="sm" onClick={() => void copyText(copy())}>
        <Copy aria-hidden /> {copyLabel}
      </Button>
      <Button type="button" size="sm" disabled={applied} onClick={apply}>
        <Check aria-hidden /> {applyLabel}
      </Button>
    </>
  );
}

function SeoLine({ label, text, max }: { label: string; text: string; max: number }) {
  return (
    <div>
      <p className="text-sm font-medium">{label}</p>
      <p className="mt-1 rounded-2xl bg-cream px-4 py-3">{text}</p>
      <p className="mt-1 text-xs text-muted">
        {text.length}/{max} characters
      </p>
    </div>
  );
}
