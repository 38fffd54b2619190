import { z } from 'zod';
import { STAFF_ROLES } from '../auth';
import { emailSchema } from './common';

export const signInSchema = z.object({
  email: z.string().trim().min(1, 'Please enter your email').max(254),
  password: z.string().min(1, 'Please enter your password').max(256),
});

export const newStaffSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Please enter a name')
    .max(80, 'Name is too long')
    // A line break or escape code in a name would forge lines in lists (`npm run staff -- list`).
    .refine(
      (name) => !/\p{Cc}/u.test(name),
      'Name cannot contain line breaks or control characters',
    ),
  email: emailSchema,
  password: z.string().max(256, 'Password is too long'),
});

export const setupSchema = newStaffSchema.extend({
  token: z.string().min(10).max(64),
});

export const createStaffSchema = newStaffSchema.extend({ role: z.enum(STAFF_ROLES) });
