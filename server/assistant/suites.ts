/**
 * The assistant's public suites as data: scripted conversations (./suites/conversations.json) and
 * the paraphrase suite (./suites/paraphrases.json), each kind of sentence in many wordings in
 * English and Dutch. Each turn says what the shopper states (the checker of server/test/chat.ts
 * then holds every later card to it) and what the reply must show. Patterns are written as
 * "/source/flags".
 */
import { z } from 'zod';
import conversationData from './suites/conversations.json' with { type: 'json' };
import paraphraseData from './suites/paraphrases.json' with { type: 'json' };

const pattern = z
  .string()
  .regex(/^\/.+\/[a-z]*$/s, 'a pattern is written as /source/flags')
  .transform((text) => {
    const end = text.lastIndexOf('/');
    return new RegExp(text.slice(1, end), text.slice(end + 1));
  });

const avoid = z.object({ groups: z.array(z.string()), terms: z.array(z.string()) });

const turnSchema = z
  .object({
    /** What the shopper says; `{card:N}` is the name of card N (0-based) shown last, `{word:N}` a
     * word of its name no other card of the last answer has. */
    say: z.string().min(1),
    /** Constraints this message states, as catalogue types, euros and avoid groups or words. */
    states: z
      .object({
        types: z.array(z.string()).optional(),
        budget: z.number().positive().optional(),
        families: z.array(z.string()).optional(),
        skin: z.boolean().optional(),
        avoid: avoid.partial().optional(),
        /** The brand of card N shown last, which every later card must have; null: no brand. */
        brand: z
          .object({ ofCard: z.number().int().min(0) })
          .nullable()
          .optional(),
      })
      .strict()
      .optional(),
    expect: z
      .object({
        cards: z.enum(['some', 'none']).optional(),
        says: z.array(pattern).optional(),
        never: z.array(pattern).optional(),
        /** Positions (0-based) among the cards shown last that the reply must name in bold. */
        about: z.array(z.number().int().min(0)).optional(),
        /** The cards come in this order (read from the database). */
        order: z
          .object({
            key: z.enum(['price', 'rating', 'concerns', 'ingredients']),
            direction: z.enum(['asc', 'desc']),
          })
          .optional(),
        /** Every card was among the cards shown last. */
        withinLast: z.boolean().optional(),
        /** Each of these catalogue types is among the cards. */
        typesPresent: z.array(z.string()).optional(),
        /** No card's name matches. */
        notCard: pattern.optional(),
      })
      .strict()
      .optional(),
  })
  .strict();

const conversationSchema = z
  .object({
    name: z.string().min(1),
    lang: z.enum(['en', 'nl']),
    /** The avoid list kept in the browser, sent with every message. */
    browserAvoid: avoid.optional(),
    turns: z.array(turnSchema).min(1),
  })
  .strict();

const paraphraseSchema = conversationSchema.extend({
  /** The kind of sentence: 'order-price', 'narrow', 'brand-gap', 'pick-name' … */
  kind: z.string().min(1),
});

export type Turn = z.infer<typeof turnSchema>;
export type Conversation = z.infer<typeof conversationSchema>;
export type Paraphrase = z.infer<typeof paraphraseSchema>;

export const CONVERSATIONS: Conversation[] = z.array(conversationSchema).parse(conversationData);
export const PARAPHRASES: Paraphrase[] = z.array(paraphraseSchema).parse(paraphraseData);
