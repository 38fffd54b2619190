import { useState } from 'react';
import { toast } from 'sonner';
import type { AiType } from '../../../../shared/blog';
import {
  AI_TEXT,
  autoGenerateAll,
  regenerateField,
  type AutoStep,
  type FormPatch,
} from './ai-flow';
import { toastPair, useGenerate } from './use-generate';

/**
 * The editor's AI writing: the topic, Auto-generate all with its progress, and
 * the regenerate buttons; results go into the form through `patch`.
 */
export function usePostAi(
  patch: (values: FormPatch) => void,
  current: () => { title: string; content: string },
) {
  const [topic, setTopic] = useState('');
  const [autoStep, setAutoStep] = useState<AutoStep | null>(null);
  const [autoDone, setAutoDone] = useState<AutoStep[]>([]);
  const [regenerating, setRegenerating] = useState<AiType | null>(null);
  const { generate } = useGenerate();

  async function autoGenerate() {
    if (!topic.trim()) {
      toastPair(AI_TEXT.autoTopicRequired);
      return;
    }
    setAutoDone([]);
    try {
      await autoGenerateAll(
        generate,
        topic.trim(),
        (values, step) => {
          patch(values);
          setAutoDone((done) => [...done, step]);
        },
        setAutoStep,
      );
      toastPair(AI_TEXT.allDone, false);
    } catch {
      toastPair(AI_TEXT.failed);
    } finally {
      setAutoStep(null);
    }
  }

  async function regenerate(field: AiType) {
    const basis = { topic, ...current() };
    if (field !== 'excerpt' && !topic.trim() && !basis.title.trim()) {
      toastPair(AI_TEXT.regenerateNeeds);
      return;
    }
    setRegenerating(field);
    try {
      patch(await regenerateField(generate, field, basis));
      toast.success(AI_TEXT.regenerated);
    } catch {
      toastPair(AI_TEXT.regenerateFailed);
    } finally {
      setRegenerating(null);
    }
  }

  return {
    topic,
    setTopic,
    autoStep,
    autoDone,
    autoRunning: autoStep !== null,
    regenerating,
    autoGenerate,
    regenerate,
  };
}

export type PostAi = ReturnType<typeof usePostAi>;
