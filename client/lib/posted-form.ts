import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { POSTED_FORM_KEY, type FormName, type PostedForm } from '../../shared/form-posts';
import { isHydrating } from './hydration';

/**
 * Form `form` as it was posted without JavaScript, when this page is the server's answer to that
 * post (shared/form-posts.ts): what was typed, the errors and the result. Read while the server's
 * page is on screen: the same on the server and as the page hydrates, gone once the shopper
 * moves on to another page.
 */
export function usePostedForm(form: FormName): PostedForm | undefined {
  const queryClient = useQueryClient();
  const posted = queryClient.getQueryData<PostedForm>(POSTED_FORM_KEY);
  if (!posted || posted.form !== form) return undefined;
  if (typeof window !== 'undefined' && !isHydrating()) return undefined;
  return posted;
}

/**
 * The server's messages for a form posted without JavaScript, beside their fields, until the
 * shopper sends the form again (`clear`).
 */
export function usePostedErrors(
  posted: PostedForm | undefined,
): [errors: Record<string, string>, clear: () => void] {
  const [errors, setErrors] = useState<Record<string, string>>(() => posted?.errors ?? {});
  return [errors, () => setErrors({})];
}
