import { Check, Loader2, Sparkles, Wand2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import {
  APPLY_CLOSE_DELAY_MS,
  CONTENT_FOCUSES,
  DEFAULT_FOCUS,
  DEFAULT_WORD_COUNT,
  WORD_COUNTS,
  type AiType,
  type ContentFocus,
} from '../../../../shared/blog';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { LabelledSelect } from '@/components/ui/labelled-select';
import { Textarea } from '@/components/ui/textarea';
import {
  AI_TEXT,
  generateArticle,
  generateExcerpt,
  generateSeo,
  generateTitles,
  type FormPatch,
} from './ai-flow';
import { AiResultView, type AiResult as Result } from './ai-results';
import { toastPair, useGenerate } from './use-generate';

const TITLES: Record<AiType, string> = {
  title: 'AI Title Generator',
  content: 'AI Content Writer',
  excerpt: 'AI Excerpt Writer',
  seo: 'AI SEO Assistant',
};

type Phase = 'idle' | 'generating' | 'results' | 'applied';

/**
 * The AI helper dialog of one field: parameters, Generate, results with Copy and
 * Apply; it closes one second after applying.
 */
export function AiDialog({
  field,
  initialInput,
  onApply,
}: {
  field: AiType;
  /** The topic (or, for excerpt, the current content; for seo, the title). */
  initialInput: string;
  onApply: (patch: FormPatch) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="h-8 px-3 text-forest"
        onClick={() => setOpen(true)}
        aria-label={`${TITLES[field]}: open`}
        data-testid={`ai-open-${field}`}
      >
        <Sparkles aria-hidden /> AI
      </Button>
      {open && (
        <DialogContent
          title={
            <span className="inline-flex items-center gap-2">
              <Wand2 className="size-5 text-clay" aria-hidden /> {TITLES[field]}
            </span>
          }
          description="Generate with AI, then copy or apply the result."
        >
          <AiDialogBody
            field={field}
            initialInput={initialInput}
            onApply={onApply}
            onClose={() => setOpen(false)}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}

function AiDialogBody({
  field,
  initialInput,
  onApply,
  onClose,
}: {
  field: AiType;
  initialInput: string;
  onApply: (patch: FormPatch) => void;
  onClose: () => void;
}) {
  const ids = useId();
  const { generate } = useGenerate();
  const [input, setInput] = useState(initialInput);
  const [wordCount, setWordCount] = useState<number>(DEFAULT_WORD_COUNT);
  const [focus, setFocus] = useState<ContentFocus>(DEFAULT_FOCUS);
  const [phase, setPhase] = useState<Phase>('idle');
  const [moreLoading, setMoreLoading] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const [selected, setSelected] = useState(0);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const inputLabel =
    field === 'seo' ? 'Post Title' : field === 'excerpt' ? 'Content to Summarize' : 'Topic';

  async function run() {
    const text = input.trim();
    if (!text) {
      toastPair(AI_TEXT.topicRequired);
      return;
    }
    setPhase('generating');
    try {
      if (field === 'title')
        setResult({ type: 'title', titles: await generateTitles(generate, text) });
      else if (field === 'content')
        setResult({
          type: 'content',
          text: await generateArticle(generate, text, { wordCount, focus }),
        });
      else if (field === 'excerpt')
        setResult({ type: 'excerpt', text: await generateExcerpt(generate, text) });
      else setResult({ type: 'seo', seo: await generateSeo(generate, text) });
      setSelected(0);
      setPhase('results');
    } catch {
      toastPair(AI_TEXT.failed);
      setPhase(result ? 'results' : 'idle');
    }
  }

  async function more() {
    if (result?.type !== 'title') return;
    setMoreLoading(true);
    try {
      const next = await generateTitles(generate, input.trim(), result.titles);
      const fresh = next.filter((t) => !result.titles.includes(t));
      setResult({ type: 'title', titles: [...result.titles, ...fresh] });
    } catch {
      toastPair(AI_TEXT.moreFailed);
    } finally {
      setMoreLoading(false);
    }
  }

  function apply(patch: FormPatch) {
    onApply(patch);
    toast.success(AI_TEXT.applied);
    setPhase('applied');
    closeTimer.current = setTimeout(onClose, APPLY_CLOSE_DELAY_MS);
  }

  const busy = phase === 'generating';
  return (
    <div className="space-y-5">
      <Card className="space-y-4 bg-cream/40">
        <h3 className="label-caps text-muted">Parameters</h3>
        <div>
          <Label htmlFor={`${ids}-input`}>{inputLabel}</Label>
          {field === 'excerpt' ? (
            <Textarea
              id={`${ids}-input`}
              rows={6}
              value={input}
              onChange={(e) => setInput(e.target.value)}
              placeholder="Paste or write the content to summarise"
            />
          ) : (
            <Input
              id={`${ids}-input`}
              value={input}
              onChange={(e) => setInput(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  void run();
                }
              }}
              placeholder={field === 'seo' ? 'The post title' : 'What should the post be about?'}
              maxLength={500}
            />
          )}
        </div>
        {field === 'content' && (
          <div className="grid gap-4 sm:grid-cols-2">
            <LabelledSelect
              label="Target Word Count"
              value={wordCount}
              options={WORD_COUNTS.map((n) => ({ value: n, label: `${n} words` }))}
              onChange={setWordCount}
            />
            <LabelledSelect
              label="Content Focus"
              value={focus}
              options={CONTENT_FOCUSES}
              onChange={setFocus}
            />
          </div>
        )}
        <Button
          type="button"
          onClick={() => void run()}
          disabled={busy}
          className="w-full sm:w-auto"
        >
          {busy ? <Loader2 className="animate-spin" aria-hidden /> : <Sparkles aria-hidden />}
          {busy ? 'Generating...' : result ? 'Generate again' : 'Generate'}
        </Button>
      </Card>

      {result && (
        <Card className="space-y-4" aria-live="polite" data-testid="ai-results">
          <div className="flex items-center justify-between">
            <h3 className="label-caps text-muted">Results</h3>
            {phase === 'applied' && (
              <span className="inline-flex items-center gap-1 text-sm font-medium text-forest">
                <Check className="size-4" aria-hidden /> Applied
              </span>
            )}
          </div>

          <AiResultView
            result={result}
            selected={selected}
            onSelect={setSelected}
            applied={phase === 'applied'}
            onApply={apply}
            more={{ run: () => void more(), loading: moreLoading, disabled: moreLoading || busy }}
          />
        </Card>
      )}
    </div>
  );
}
