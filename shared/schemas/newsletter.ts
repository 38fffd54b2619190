import { z } from 'zod';
import { emailSchema } from './common';

export const subscribeSchema = z.object({
  email: emailSchema,
  /** Honeypot: people never see this field; bots fill it in. */
  website: z.string().max(200).optional(),
});

/** A newsletter issue: one published post, or a digest of the latest published posts. */
export const issueSourceSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('post'),
    postId: z.number().int('Choose a post.').positive('Choose a post.').max(2_147_483_647),
  }),
  z.object({ kind: z.literal('digest') }),
]);

export const sendTestIssueSchema = z.object({
  source: issueSourceSchema,
  to: z
    .string()
    .trim()
    .min(1, 'Enter the address for the test mail.')
    .max(254, 'That email address is too long.')
    .pipe(z.email('Enter a valid email address for the test mail.')),
});

export const confirmTokenSchema = z.object({
  token: z.string().min(10, 'This confirmation link is not valid.').max(100),
});
