import { RefreshCw } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { AiType, PostForm } from '../../../../shared/blog';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { AiDialog } from './ai-dialog';
import { canRegenerate, type FormPatch } from './ai-flow';
import type { PostAi } from './use-post-ai';

/** Beside a field: regenerate it, or open the AI dialog for it. */
export function AiTools({
  field,
  initialInput,
  ai,
  onApply,
}: {
  field: AiType;
  initialInput: string;
  ai: PostAi;
  onApply: (values: FormPatch) => void;
}) {
  const { control } = useFormContext<PostForm>();
  const [title, content] = useWatch({ control, name: ['title', 'content'] });
  const name = `Regenerate ${field === 'seo' ? 'SEO data' : field}`;
  return (
    <span className="flex items-center gap-1">
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="h-8 w-8 px-0"
        title={name}
        aria-label={name}
        disabled={
          !canRegenerate(field, { topic: ai.topic, title, content }) ||
          ai.regenerating !== null ||
          ai.autoRunning
        }
        onClick={() => void ai.regenerate(field)}
        data-testid={`regenerate-${field}`}
      >
        <RefreshCw className={cn(ai.regenerating === field && 'animate-spin')} aria-hidden />
      </Button>
      <AiDialog field={field} initialInput={initialInput} onApply={onApply} />
    </span>
  );
}
