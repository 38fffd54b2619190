/**
 * The public forms posted without JavaScript (shared/form-posts.ts): each calls the same tRPC
 * procedure as the enhanced form (its zod schema, its service, its rate limits). An accepted post
 * is redirected (303) back to the page the form was on, saying what happened; a refused one is
 * answered with that page, rendered with what was typed and the errors beside their fields (an
 * address never goes into a URL). The checker answers with its result on the page. Writes from
 * other sites are refused as on /trpc.
 */
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import { TRPCError } from '@trpc/server';
import {
  afterPost,
  backPath,
  FORM_POSTS,
  FORM_PROBLEMS,
  type FormName,
  type FormOutcome,
  type PostedForm,
} from '../../shared/form-posts';
// The schemas check these: a value that is none of them is refused with its own message.
import type { Category } from '../../shared/catalog';
import type { Region } from '../../shared/region';
import { MAX_SWAP_PHOTOS, PASTED_LABEL_PROBLEMS } from '../../shared/swap-analysis-limits';
import { createRequestContext, type AppDeps } from '../trpc/context';
import { fieldErrorsOf } from '../trpc/init';
import type { CallRateLimiter } from '../trpc/policy';
import { createCaller } from '../trpc/root';
import type { PostedPage } from './ssr';
import { sameOriginOnly } from './security';

/** Sends the page at `answer.url` rendered with a posted form; false when it could not render. */
export type SendPostedPage = (
  req: Request,
  res: Response,
  answer: PostedPage & { status: number },
) => Promise<boolean>;

/** A form body: a few short fields. */
const formBody = express.urlencoded({ extended: false, limit: '20kb', parameterLimit: 20 });
/** A pasted ingredient list or a few label texts: at most 10,000 characters each, escaped. */
const textBody = express.urlencoded({ extended: false, limit: '200kb', parameterLimit: 20 });

/** A posted field as text: a repeated or missing field is empty. */
function field(body: unknown, name: string): string {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
}

/** The posted text fields a form shows again (the honeypot and the way back are not shown). */
function typedValues(body: unknown, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, field(body, name)]));
}

/**
 * Label texts pasted into one box (the swap analysis without JavaScript): one product per block,
 * blocks apart by an empty line; each block's first line names the product.
 */
export function pastedLabels(text: string): { photo: string; text: string }[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block, index) => ({ photo: `Pasted label ${index + 1}`, text: block }));
}

/**
 * The swap analysis's labels refused as a form without JavaScript sent them: pasted text, so the
 * words speak of pasted labels where the schema's speak of photos.
 */
export function pastedLabelErrors(
  errors: Record<string, string>,
  body: unknown,
): Record<string, string> {
  if (!errors.labels) return errors;
  const count = pastedLabels(field(body, 'labels')).length;
  if (count === 0) return { ...errors, labels: PASTED_LABEL_PROBLEMS.none };
  if (count > MAX_SWAP_PHOTOS) return { ...errors, labels: PASTED_LABEL_PROBLEMS.tooMany };
  return errors;
}

/** What a refused call means for the form: each field's first message, the rest as `form`. */
export function refusal(
  error: unknown,
  fields: readonly string[],
): { status: number; errors: Record<string, string> } | null {
  if (!(error instanceof TRPCError)) return null;
  if (error.code === 'TOO_MANY_REQUESTS')
    return { status: 429, errors: { form: FORM_PROBLEMS.busy } };
  if (error.code !== 'BAD_REQUEST') return null;
  const errors: Record<string, string> = {};
  for (const [path, messages] of Object.entries(fieldErrorsOf(error) ?? {})) {
    const name = path.split('.').find((part) => fields.includes(part)) ?? 'form';
    if (messages[0]) errors[name] ??= messages[0];
  }
  if (Object.keys(errors).length === 0) errors.form = error.message;
  return { status: 422, errors };
}

export function formPosts(
  deps: AppDeps,
  rateLimiter: CallRateLimiter | undefined,
  sendPage: SendPostedPage,
): Router {
  const routes = express.Router();
  const callerFor = (req: Request, res: Response) =>
    createCaller(createRequestContext(deps, req, res, { rateLimiter }));

  /**
   * One form's post: `call` sends the posted fields (`fields`, as typed) to its procedure. Sent:
   * a redirect that says so, or (`answer`) the page with the result. Refused or failed: the page
   * with what was typed and why (`reword`: the form's own words for some of them); should that
   * page not render, a redirect naming the outcome.
   */
  function post(
    form: FormName,
    fields: readonly string[],
    call: (caller: ReturnType<typeof callerFor>, body: unknown) => Promise<unknown>,
    options: {
      body?: RequestHandler;
      answer?: boolean;
      reword?: (errors: Record<string, string>, body: unknown) => Record<string, string>;
    } = {},
  ) {
    routes.post(
      FORM_POSTS[form].path,
      sameOriginOnly(deps.env, deps.logger),
      options.body ?? formBody,
      async (req, res, next) => {
        const back = backPath(field(req.body, 'back'));
        const values = typedValues(req.body, fields);
        res.set('Cache-Control', 'no-store');
        try {
          let outcome: FormOutcome = 'sent';
          let answer: { status: number; posted: PostedForm } | null = null;
          try {
            const result = await call(callerFor(req, res), req.body);
            if (options.answer)
              answer = { status: 200, posted: { form, url: back, values, errors: {}, result } };
          } catch (error) {
            const refused = refusal(error, fields);
            if (!refused)
              deps.logger.error(
                { err: error, path: req.path, requestId: res.locals.requestId },
                'form post failed',
              );
            outcome = refused ? (refused.status === 429 ? 'busy' : 'invalid') : 'failed';
            answer = {
              status: refused?.status ?? 500,
              posted: {
                form,
                url: back,
                values,
                errors: refused
                  ? (options.reword?.(refused.errors, req.body) ?? refused.errors)
                  : { form: FORM_PROBLEMS.failed },
              },
            };
          }
          if (answer && (await sendPage(req, res, { url: back, ...answer }))) return;
          res.redirect(303, afterPost(back, form, outcome));
        } catch (error) {
          next(error);
        }
      },
    );
  }

  post('newsletter', ['email'], (caller, body) =>
    caller.newsletter.subscribe({
      email: field(body, 'email'),
      website: field(body, 'website') || undefined,
    }),
  );
  post('review', ['rating', 'text', 'displayName'], (caller, body) =>
    caller.reviews.submit({
      productId: Number(field(body, 'productId')),
      rating: Number(field(body, 'rating')),
      text: field(body, 'text'),
      displayName: field(body, 'displayName'),
      website: field(body, 'website') || undefined,
    }),
  );
  post('arrival', ['email'], (caller, body) =>
    caller.arrivals.request({
      productId: Number(field(body, 'productId')),
      region: field(body, 'region') as Region,
      email: field(body, 'email'),
      website: field(body, 'website') || undefined,
    }),
  );
  post(
    'swap',
    ['email', 'note', 'labels'],
    (caller, body) =>
      caller.swapAnalysis.submit({
        email: field(body, 'email'),
        note: field(body, 'note').trim() || undefined,
        // More than the panel takes is refused by the schema, with its own message.
        labels: pastedLabels(field(body, 'labels')).slice(0, MAX_SWAP_PHOTOS + 1),
        website: field(body, 'website') || undefined,
      }),
    { body: textBody, reword: pastedLabelErrors },
  );
  post(
    'checker',
    ['text', 'category'],
    (caller, body) =>
      caller.ingredients.check({
        text: field(body, 'text'),
        category: (field(body, 'category') || undefined) as Category | undefined,
      }),
    { body: textBody, answer: true },
  );
  return routes;
}
