/**
 * The conversation service behind the chat assistant: message, threadId, image and imageName
 * in; the reply streamed as it is written, then the thread id and the products.
 *
 * One turn: open (or start) the thread → read the photo when needed → answer with the built-in
 * engine, or with the language model when one is configured → strip `[PRODUCT:…]` markers from
 * the text and read those products → store both messages and the thread's memory.
 */
import { AiError, type AiProvider } from '../ai/types';
import type { DB } from '../db/connect';
import { DomainError } from '../errors';
import {
  checkImageSize,
  decodeImageDataUrl,
  ImageTooLargeError,
  labelReader,
} from '../ingredients/ocr';
import { knowledgeBaseIndex } from '../ingredients/kb';
import type { Logger } from '../logger';
import { productsByIds, type ProductCard } from '../catalog/service';
import { readProducts } from './catalog';
import { builtinReply } from './engine';
import { preferencesOf, rememberMessage } from './remember';
import { constraintBreaches, conversationContext } from './guard';
import { llmTurn } from './llm';
import { MarkerFilter } from './markers';
import { addMessage, openThread, recentMessages, saveMemory } from './threads';
import { withShown, type Memory } from './memory';
import { cleanAvoidList, type AvoidList } from '../../shared/avoid-list';

export interface AssistantDeps {
  db: DB;
  ai: AiProvider;
  logger: Logger;
  siteName?: string;
  /** Reads a label photo (default: the shared tesseract worker). Tests may replace it. */
  readLabel?: (bytes: Buffer) => Promise<string>;
}

export interface SendInput {
  message: string;
  threadId?: string | null;
  image?: string | null;
  imageName?: string | null;
  /** The avoid list kept in the shopper's browser (validated by the router). */
  avoid?: AvoidList;
}

export type AssistantEvent =
  | { type: 'thread'; threadId: string }
  | { type: 'status'; status: 'reading-label' }
  | { type: 'text'; delta: string }
  | {
      type: 'done';
      /** The whole reply as shown (markers removed); empty when the engine had nothing to say. */
      response: string;
      threadId: string;
      products: ProductCard[];
      error: null;
    };

const defaultReadLabel = async (bytes: Buffer) => (await labelReader().read(bytes)).text;

/** Splits a finished reply into pieces so that the built-in engine streams like a model. */
function pieces(text: string): string[] {
  return text.match(/[^\s]+\s*|\s+/g) ?? [];
}

export async function* sendMessage(
  deps: AssistantDeps,
  input: SendInput,
  signal?: AbortSignal,
): AsyncGenerator<AssistantEvent> {
  const started = performance.now();
  const { db, ai, logger } = deps;
  const text = input.message.trim();
  let image: { dataUrl: string; bytes: Buffer } | null = null;
  if (input.image) {
    image = { dataUrl: input.image, bytes: decodeImageDataUrl(input.image).bytes };
    // Too many pixels is the shopper's to fix (400), not a photo we could not read (that one
    // is said in the reply); a vision model gets the photo without OCR, so it is checked here.
    await checkImageSize(image.bytes).catch((error: unknown) => {
      if (error instanceof ImageTooLargeError) throw error;
    });
  }
  if (!text && !image) {
    throw new DomainError('BAD_REQUEST', 'Type a message or attach a photo.', 'message');
  }
  const imageName = image ? input.imageName?.trim() || 'photo' : null;

  const thread = await openThread(db, input.threadId);
  yield { type: 'thread', threadId: thread.id };
  const kb = await knowledgeBaseIndex(db);
  const readLabel = deps.readLabel ?? defaultReadLabel;
  let ocrFailed = false;
  const readImage = async (): Promise<string | null> => {
    if (!image) return null;
    try {
      const read = (await readLabel(image.bytes)).trim();
      if (!read) ocrFailed = true;
      return read || null;
    } catch (error) {
      if (error instanceof DomainError) {
        logger.warn({ err: error.message }, 'assistant: label photo not read');
      } else {
        logger.error({ err: error }, 'assistant: label reader failed');
      }
      ocrFailed = true;
      return null;
    }
  };

  const filter = new MarkerFilter();
  let raw: string;
  let imageText: string | null = null;
  let engine = 'builtin';
  let memory: Memory = {
    ...thread.memory,
    browserAvoid: cleanAvoidList(input.avoid ?? { groups: [], terms: [] }),
  };

  if (!ai.languageModel) {
    if (image) {
      yield { type: 'status', status: 'reading-label' };
      imageText = await readImage();
    }
    const reply = await builtinReply(db, {
      text,
      imageText,
      imageUnreadable: Boolean(image) && (imageText === null || ocrFailed),
      memory,
    });
    memory = reply.memory;
    raw = reply.text;
    for (const piece of pieces(raw)) {
      if (signal?.aborted) return;
      const shown = filter.push(piece);
      if (shown) yield { type: 'text', delta: shown };
    }
  } else {
    memory = rememberMessage(memory, text, kb);
    const history = await recentMessages(db, thread.id);
    const shownLast = await readProducts(db, memory.lastShown);
    const turn = llmTurn({
      ai,
      db,
      history,
      text,
      image: image ? { dataUrl: image.dataUrl, name: imageName } : null,
      readImage,
      signal,
      siteName: deps.siteName,
      context: conversationContext(memory, shownLast),
      preferences: preferencesOf(memory),
      lastShown: memory.lastShown,
    });
    try {
      for (;;) {
        const next = await turn.next();
        if (next.done) {
          raw = next.value.text;
          imageText = next.value.imageText;
          engine = next.value.model;
          break;
        }
        const shown = filter.push(next.value);
        if (shown) yield { type: 'text', delta: shown };
      }
    } catch (error) {
      logTurnFailure(error, logger);
      throw error;
    }
  }
  const tail = filter.flush();
  if (tail) yield { type: 'text', delta: tail };

  const { text: markedText, ids: markerIds } = stripMarkers(raw);
  let shownText = markedText;
  let ids = markerIds;
  if (ai.languageModel && ids.length > 0) {
    // A safety net under the model: never a card that breaks what the shopper told us.
    const rows = await readProducts(db, ids);
    const left = rows
      .map((product) => ({ product, breaches: constraintBreaches(product, memory) }))
      .filter((row) => row.breaches.length > 0);
    ids = rows.filter((p) => !left.some((row) => row.product === p)).map((p) => p.id);
    if (left.length > 0) {
      logger.info({ left: left.map((row) => row.product.id) }, 'assistant: model cards removed');
      shownText += `\n\n_${left
        .map((row) => `I left out **${row.product.name}**: ${row.breaches.join('; ')}.`)
        .join(' ')}_`;
    }
    memory = withShown(memory, ids);
  }
  let products: ProductCard[] = [];
  try {
    products = await productsByIds(db, ids);
  } catch (error) {
    // A failed product read is only logged: the reply still goes out, without cards.
    logger.warn({ err: error }, 'assistant: product cards could not be read');
  }

  await addMessage(db, thread.id, {
    role: 'user',
    content: text,
    imageName,
    imageText,
  });
  await addMessage(db, thread.id, {
    role: 'assistant',
    content: shownText,
    productIds: products.map((p) => p.id),
    engine,
  });
  await saveMemory(db, thread.id, memory);
  logger.info(
    {
      engine,
      ms: Math.round(performance.now() - started),
      products: products.length,
      image: Boolean(image),
      newThread: thread.created,
    },
    'assistant reply',
  );
  yield { type: 'done', response: shownText, threadId: thread.id, products, error: null };
}

function stripMarkers(raw: string): { text: string; ids: number[] } {
  // Same rules as the stream filter (shared/assistant.ts), applied to the whole text.
  const ids: number[] = [];
  const filter = new MarkerFilter();
  const text = filter.push(raw) + filter.flush();
  ids.push(...filter.ids);
  return {
    text: text
      .replace(/[ \t]+\n/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim(),
    ids,
  };
}

function logTurnFailure(error: unknown, logger: Logger): void {
  if (error instanceof AiError) {
    if (error.code !== 'aborted')
      logger.warn({ code: error.code, status: error.status }, 'assistant: AI provider failed');
  } else if (!(error instanceof DomainError)) {
    logger.error({ err: error }, 'assistant: turn failed');
  }
}
