import { Check, Loader2, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { AUTO_STEPS } from './ai-flow';
import { postFieldId } from './post-fields';
import type { PostAi } from './use-post-ai';

/** The AI Writing Assistant: a topic, Auto-generate all, and its progress. */
export function PostAiCard({ ai }: { ai: PostAi }) {
  return (
    <Card className="border-sage bg-sage-light/40">
      <CardTitle className="flex items-center gap-2">
        <Sparkles className="size-5 text-clay" aria-hidden /> AI Writing Assistant
      </CardTitle>
      <p className="mt-1 text-sm text-muted">
        Describe a topic and let the assistant draft the title, article, excerpt and SEO data.
      </p>
      <div className="mt-4">
        <Label htmlFor={postFieldId('topic')}>Topic</Label>
        <div className="flex flex-col gap-3 2xl:flex-row">
          <Input
            id={postFieldId('topic')}
            value={ai.topic}
            onChange={(e) => ai.setTopic(e.target.value)}
            placeholder="e.g. Why we switched to mineral sunscreen for the kids"
            maxLength={500}
          />
          <Button
            type="button"
            onClick={() => void ai.autoGenerate()}
            disabled={ai.autoRunning}
            className="shrink-0"
          >
            {ai.autoRunning ? (
              <Loader2 className="animate-spin" aria-hidden />
            ) : (
              <Sparkles aria-hidden />
            )}
            Auto-generate all content based on topic
          </Button>
        </div>
      </div>
      {(ai.autoRunning || ai.autoDone.length > 0) && <AutoProgress ai={ai} />}
    </Card>
  );
}

function AutoProgress({ ai }: { ai: PostAi }) {
  return (
    <ol
      className="mt-4 flex flex-wrap gap-2"
      aria-label="Generation progress"
      data-testid="auto-progress"
    >
      {AUTO_STEPS.map(({ step, label }) => {
        const done = ai.autoDone.includes(step);
        const active = ai.autoStep === step;
        return (
          <li
            key={step}
            className={cn(
              'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-xs font-medium',
              done
                ? 'border-forest bg-forest text-cream'
                : active
                  ? 'border-forest bg-paper text-forest'
                  : 'border-line bg-paper text-muted',
            )}
            aria-current={active ? 'step' : undefined}
          >
            {done ? (
              <Check className="size-3.5" aria-hidden />
            ) : active ? (
              <Loader2 className="size-3.5 animate-spin" aria-hidden />
            ) : null}
            {label}
            <span className="sr-only">{done ? ' done' : active ? ' in progress' : ' waiting'}</span>
          </li>
        );
      })}
    </ol>
  );
}
