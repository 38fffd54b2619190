/**
 * The Product Swap Analysis (the panel on /clear-reasons; decision 0021): the
 * offer's words, the shop settings that hold its promises, and the shopper's request.
 */
import { z } from 'zod';
import { emailSchema } from './schemas/common';

import { MAX_SWAP_LABEL_TEXT, MAX_SWAP_NOTE, MAX_SWAP_PHOTOS } from './swap-analysis-limits';

export * from './swap-analysis-limits';

export const SWAP_STATUSES = ['new', 'drafted', 'sent'] as const;
export type SwapStatus = (typeof SWAP_STATUSES)[number];

/**
 * What the panel promises, as the shop states it. An empty promise is not shown: a shop that does
 * not offer a guarantee leaves it empty. The defaults are the original offer's words.
 */
export interface SwapOfferSettings {
  turnaround: string;
  guarantee: string;
  analysedBy: string;
  research: string;
  /** How the €29 is paid: payment stays outside Puur. Shown on the panel and in both mails. */
  payment: string;
  /** Where the shopper pays (https), added to the report mail and page; empty: none. */
  paymentLink: string;
}

export const SWAP_OFFER_DEFAULTS: SwapOfferSettings = {
  turnaround: 'Your personal report within 24 hours',
  guarantee: '30-day money-back guarantee',
  analysedBy: 'Analysed by certified cosmetic chemists',
  research: 'Based on latest research',
  payment:
    'No payment on this site: with your report we e-mail you how to pay the €29 (a payment link or an invoice).',
  paymentLink: '',
};

export const SWAP_OFFER_FIELDS: { key: keyof SwapOfferSettings; label: string; hint: string }[] = [
  { key: 'turnaround', label: 'Turnaround', hint: 'When the shopper gets the report.' },
  { key: 'guarantee', label: 'Guarantee', hint: 'Leave empty if the shop offers none.' },
  { key: 'analysedBy', label: 'Who analyses', hint: 'Who checks the drafted report.' },
  { key: 'research', label: 'Research', hint: 'What the analysis rests on.' },
  {
    key: 'payment',
    label: 'Payment',
    hint: 'How the shopper pays; shown on the panel and in the mails.',
  },
  {
    key: 'paymentLink',
    label: 'Payment link',
    hint: 'An https:// address where the shopper pays, added to the report mail and page. Empty: put the link or invoice in each report.',
  },
];

const promise = (label: string) =>
  z
    .string()
    .trim()
    .max(300, `${label} must be at most 300 characters.`)
    .refine((text) => !/<[a-z!/][^>]*>/i.test(text), `${label} must be plain text, without HTML.`);

export const swapOfferSchema = z.object({
  turnaround: promise('Turnaround'),
  guarantee: promise('Guarantee'),
  analysedBy: promise('Who analyses'),
  research: promise('Research'),
  payment: promise('Payment').pipe(
    z.string().min(1, 'Payment: say how the shopper pays (payment stays outside Puur).'),
  ),
  paymentLink: z
    .string()
    .trim()
    .max(500, 'Payment link must be at most 500 characters.')
    .refine(
      (link) => link === '' || /^https:\/\/[^\s<>"]+$/.test(link),
      'Payment link must be an https:// address, or empty.',
    ),
});

/** One label as the shopper's browser read it (ingredients.readLabel): the text, never the photo. */
export const swapLabelSchema = z.object({
  photo: z.string().trim().max(200, 'A photo name must be at most 200 characters.').default(''),
  text: z
    .string()
    .trim()
    .min(1, 'A photo had no readable text. Please take a sharper photo of its label.')
    .max(MAX_SWAP_LABEL_TEXT, `A label's text must be at most ${MAX_SWAP_LABEL_TEXT} characters.`),
});

export const submitSwapSchema = z.object({
  email: emailSchema,
  note: z
    .string()
    .trim()
    .max(MAX_SWAP_NOTE, `Your note must be at most ${MAX_SWAP_NOTE} characters.`)
    .refine((text) => !/<[a-z!/][^>]*>/i.test(text), 'Your note must be plain text, without HTML.')
    .optional(),
  labels: z
    .array(swapLabelSchema, { error: 'Please add photos of your products.' })
    .min(1, 'Please add at least one product photo.')
    .max(MAX_SWAP_PHOTOS, `Please add at most ${MAX_SWAP_PHOTOS} product photos.`),
  /** Honeypot: people never see this field; bots fill it in. */
  website: z.string().max(200).optional(),
});
export type SubmitSwapInput = z.infer<typeof submitSwapSchema>;

/** A private report link's token: 32 random bytes, base64url. */
export const swapTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'This report link is not valid.');
