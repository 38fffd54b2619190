/**
 * The AI writing flows of the post editor, free of React so that they can be
 * tested against the real router on both providers: the dialog's generate and Generate More,
 * regeneration, and Auto-generate all in its sequence.
 */
import {
  DEFAULT_FOCUS,
  DEFAULT_TONE,
  DEFAULT_WORD_COUNT,
  readTitleList,
  type AiType,
  type ContentFocus,
  type GenerateResult,
  type SeoData,
} from '../../../../shared/blog';
import { type GenerateInput } from '../../../../shared/schemas/blog';

export type Generate = (input: GenerateInput) => Promise<GenerateResult>;

/** The AI writing flows' toasts: [title, text] pairs, and one-line confirmations. */
export const AI_TEXT = {
  topicRequired: ['Topic required', 'Please enter a topic or description for content generation.'],
  autoTopicRequired: ['Topic required', 'Please enter a topic for content generation.'],
  regenerateNeeds: [
    'Topic or title required',
    'Please enter a topic or ensure the title is filled.',
  ],
  failed: ['Generation failed', 'Failed to generate content. Please try again.'],
  moreFailed: ['Generation failed', 'Failed to generate more titles. Please try again.'],
  regenerateFailed: ['Regeneration failed', 'Failed to regenerate content. Please try again.'],
  allDone: [
    'Content generated successfully',
    'All content has been generated based on your topic.',
  ],
  applied: 'Content applied',
  regenerated: 'Content regenerated',
  copied: 'Copied to clipboard',
} as const;

/** A failed generation: a call error, success false, or (for titles) no list. */
export class GenerationError extends Error {}

export interface ContentParams {
  wordCount?: number;
  focus?: ContentFocus;
  tone?: string;
}

async function call(
  generate: Generate,
  input: GenerateInput,
): Promise<GenerateResult & { success: true }> {
  let result: GenerateResult;
  try {
    result = await generate(input);
  } catch (error) {
    throw new GenerationError(error instanceof Error ? error.message : 'The call failed.');
  }
  if (!result.success) throw new GenerationError(result.error);
  return result;
}

export async function generateTitles(
  generate: Generate,
  topic: string,
  exclude: string[] = [],
): Promise<string[]> {
  const result = await call(generate, {
    type: 'title',
    input: topic,
    parameters: { topic, ...(exclude.length ? { exclude } : {}) },
  });
  const titles = readTitleList(result.content);
  if (!titles) throw new GenerationError('The answer was not a list of titles.');
  return titles;
}

export async function generateArticle(
  generate: Generate,
  topic: string,
  params: ContentParams = {},
): Promise<string> {
  const result = await call(generate, {
    type: 'content',
    input: topic,
    parameters: {
      topic,
      wordCount: params.wordCount ?? DEFAULT_WORD_COUNT,
      focus: params.focus ?? DEFAULT_FOCUS,
      tone: params.tone ?? DEFAULT_TONE,
    },
  });
  if (typeof result.content !== 'string') throw new GenerationError('The answer was not text.');
  return result.content;
}

export async function generateExcerpt(generate: Generate, content: string): Promise<string> {
  const result = await call(generate, { type: 'excerpt', input: content, parameters: {} });
  if (typeof result.content !== 'string') throw new GenerationError('The answer was not text.');
  return result.content;
}

export async function generateSeo(
  generate: Generate,
  title: string,
  topic?: string,
): Promise<SeoData> {
  const result = await call(generate, {
    type: 'seo',
    input: title,
    parameters: topic ? { topic } : {},
  });
  const seo = result.content as SeoData;
  if (!seo || typeof seo !== 'object' || Array.isArray(seo) || typeof seo.meta_title !== 'string') {
    throw new GenerationError('The answer was not SEO data.');
  }
  return {
    meta_title: seo.meta_title,
    meta_description: seo.meta_description ?? '',
    keywords: seo.keywords ?? [],
  };
}

export interface FormPatch {
  title?: string;
  content?: string;
  excerpt?: string;
  meta_title?: string;
  meta_description?: string;
  meta_keywords?: string[];
}

export type AutoStep = 'title' | 'content' | 'excerpt' | 'seo';
export const AUTO_STEPS: { step: AutoStep; label: string }[] = [
  { step: 'title', label: 'Title' },
  { step: 'content', label: 'Content' },
  { step: 'excerpt', label: 'Excerpt' },
  { step: 'seo', label: 'SEO' },
];

/**
 * Auto-generate all: title (first suggestion), then content (800 words, focus
 * solutions) from that title, then the excerpt from the content, then SEO from the title; each
 * result fills the form as it arrives. Throws GenerationError at the first failure (what was
 * filled stays).
 */
export async function autoGenerateAll(
  generate: Generate,
  topic: string,
  apply: (patch: FormPatch, step: AutoStep) => void,
  onStep: (step: AutoStep) => void = () => {},
): Promise<void> {
  onStep('title');
  const [title] = await generateTitles(generate, topic);
  apply({ title }, 'title');
  onStep('content');
  const content = await generateArticle(generate, title!, {
    wordCount: DEFAULT_WORD_COUNT,
    focus: DEFAULT_FOCUS,
  });
  apply({ content }, 'content');
  onStep('excerpt');
  const excerpt = await generateExcerpt(generate, content);
  apply({ excerpt }, 'excerpt');
  onStep('seo');
  const seo = await generateSeo(generate, title!, topic);
  apply(
    {
      meta_title: seo.meta_title,
      meta_description: seo.meta_description,
      meta_keywords: seo.keywords,
    },
    'seo',
  );
}

/**
 * The regenerate button beside a field: uses the topic or else the title; titles take
 * the first suggestion, content is 800 words with focus solutions, the excerpt summarises the
 * current content, SEO is written from the title.
 */
export async function regenerateField(
  generate: Generate,
  field: AiType,
  form: { topic: string; title: string; content: string },
): Promise<FormPatch> {
  const basis = form.topic.trim() || form.title.trim();
  switch (field) {
    case 'title':
      return { title: (await generateTitles(generate, basis))[0] };
    case 'content':
      return { content: await generateArticle(generate, form.title.trim() || basis) };
    case 'excerpt':
      return { excerpt: await generateExcerpt(generate, form.content) };
    case 'seo': {
      const seo = await generateSeo(
        generate,
        form.title.trim() || basis,
        form.topic.trim() || undefined,
      );
      return {
        meta_title: seo.meta_title,
        meta_description: seo.meta_description,
        meta_keywords: seo.keywords,
      };
    }
  }
}

/** Whether a field's regenerate button can run (it is disabled otherwise). */
export function canRegenerate(
  field: AiType,
  form: { topic: string; title: string; content: string },
): boolean {
  if (field === 'excerpt') return form.content.trim().length > 0;
  return Boolean(form.topic.trim() || form.title.trim());
}
