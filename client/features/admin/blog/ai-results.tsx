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
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => void copyText(result.titles[selected]!)}
            >
              <Copy aria-hidden /> Copy
            </Button>
            <Button
              type="button"
              size="sm"
              disabled={applied}
              onClick={() => onApply({ title: result.titles[selected]! })}
            >
              <Check aria-hidden /> Apply
            </Button>
          </div>
        </>
      )}

      {result.type === 'seo' && (
        <>
          <div>
            <p className="text-sm font-medium">Meta Title</p>
            <p className="mt-1 rounded-2xl bg-cream px-4 py-3">{result.seo.meta_title}</p>
            <p className="mt-1 text-xs text-muted">
              {result.seo.meta_title.length}/{META_TITLE_MAX} characters
            </p>
          </div>
          <div>
            <p className="text-sm font-medium">Meta Description</p>
            <p className="mt-1 rounded-2xl bg-cream px-4 py-3">{result.seo.meta_description}</p>
            <p className="mt-1 text-xs text-muted">
              {result.seo.meta_description.length}/{META_DESCRIPTION_MAX} characters
            </p>
          </div>
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
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() =>
                void copyText(
                  `Meta Title: ${result.seo.meta_title}\nMeta Description: ${result.seo.meta_description}\nKeywords: ${result.seo.keywords.join(', ')}`,
                )
              }
            >
              <Copy aria-hidden /> Copy All
            </Button>
            <Button
              type="button"
              size="sm"
              disabled={applied}
              onClick={() =>
                onApply({
                  meta_title: result.seo.meta_title,
                  meta_description: result.seo.meta_description,
                  meta_keywords: result.seo.keywords,
                })
              }
            >
              <Check aria-hidden /> Apply SEO Data
            </Button>
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
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => void copyText(result.text)}
            >
              <Copy aria-hidden /> Copy
            </Button>
            <Button
              type="button"
              size="sm"
              disabled={applied}
              onClick={() =>
                onApply(
                  result.type === 'content' ? { content: result.text } : { excerpt: result.text },
                )
              }
            >
              <Check aria-hidden /> Apply Content
            </Button>
          </div>
        </>
      )}
    </>
  );
}
