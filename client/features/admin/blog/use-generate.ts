import { useCallback } from 'react';
import { toast } from 'sonner';
import { trpc } from '@/lib/trpc';
import { AI_TEXT, type Generate } from './ai-flow';

/** blogAdmin.generate as the flows' Generate function. */
export function useGenerate(): { generate: Generate; pending: boolean } {
  const mutation = trpc.blogAdmin.generate.useMutation();
  const { mutateAsync } = mutation;
  const generate = useCallback<Generate>((input) => mutateAsync(input), [mutateAsync]);
  return { generate, pending: mutation.isPending };
}

export function toastPair([title, description]: readonly [string, string], error = true) {
  if (error) toast.error(title, { description });
  else toast.success(title, { description });
}

export async function copyText(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(AI_TEXT.copied);
  } catch {
    toast.error('Error', { description: 'Could not copy. Please select the text and copy it.' });
  }
}
