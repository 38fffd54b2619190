/**
 * The public forms posted without JavaScript: the same procedure as over tRPC (schema, service,
 * rate limits), writes from other sites refused, and a redirect back that says what happened
 * without the address typed in it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDeps, testEnv } from '../test/deps';
import { startTestServer, type TestServer } from '../test/http';
import { productRow } from '../test/product-row';
import { LIMITS } from '../trpc/policy';
import type { PostedForm } from '../../shared/form-posts';
import { PASTED_LABEL_PROBLEMS } from '../../shared/swap-analysis-limits';
import { pastedLabelErrors, pastedLabels } from './form-posts';
import type { PostedPage, ServerRenderer } from './ssr';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function start(rateLimits = false, renderPage?: ServerRenderer) {
  const deps = await createTestDeps(
    rateLimits ? { env: testEnv({ RATE_LIMITS: 'true' }) } : undefined,
  );
  server = await startTestServer(deps, renderPage);
  const post = (path: string, fields: Record<string, string>, origin: string = server!.url) =>
    fetch(`${server!.url}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      body: new URLSearchParams(fields).toString(),
    });
  return { deps, post };
}

/**
 * A server whose renderer writes the posted form it was given into the page, as JSON; `seen`
 * holds each posted page it was asked for.
 */
async function startEchoingPostedForms() {
  const seen: PostedPage[] = [];
  const renderPage: ServerRenderer = async (_req, _requestId, posted) => {
    if (!posted) return null;
    seen.push(posted);
    return { html: `<pre>${JSON.stringify(posted.posted)}</pre>`, state: '{}' };
  };
  const { post } = await start(false, renderPage);
  return { post, seen };
}

describe('the newsletter form without JavaScript', () => {
  it('signs up and returns to the page it was on, saying a mail was sent, without the address', async () => {
    const { deps, post } = await start();
    const answer = await post('/forms/newsletter', {
      email: 'ana@example.com',
      back: '/clean-products?q=balm',
    });
    expect(answer.status).toBe(303);
    const location = answer.headers.get('location')!;
    expect(location).toBe('/clean-products?q=balm&newsletter=sent#newsletter-signup');
    expect(location).not.toContain('ana');
    const rows = await deps.db.selectFrom('newsletter_subscribers').select('email').execute();
    expect(rows).toEqual([{ email: 'ana@example.com' }]);
  });

  it('says the address was refused, and stores nothing', async () => {
    const { deps, post } = await start();
    const answer = await post('/forms/newsletter', { email: 'not an address', back: '/' });
    expect(answer.headers.get('location')).toBe('/?newsletter=invalid#newsletter-signup');
    expect(await deps.db.selectFrom('newsletter_subscribers').select('email').execute()).toEqual(
      [],
    );
  });

  it('returns only to a page of this site', async () => {
    const { post } = await start();
    const answer = await post('/forms/newsletter', {
      email: 'ana@example.com',
      back: '//evil.example/',
    });
    expect(answer.headers.get('location')).toBe('/?newsletter=sent#newsletter-signup');
  });

  it('refuses a post from another site', async () => {
    const { deps, post } = await start();
    const answer = await post(
      '/forms/newsletter',
      { email: 'ana@example.com', back: '/' },
      'https://evil.example',
    );
    expect(answer.status).toBe(403);
    expect(await deps.db.selectFrom('newsletter_subscribers').select('email').execute()).toEqual(
      [],
    );
  });

  it('counts against the same limits as the tRPC procedure, and says so when they are reached', async () => {
    const { post } = await start(true);
    const allowed = LIMITS.forms.limit;
    for (let i = 0; i < allowed; i++) {
      const answer = await post('/forms/newsletter', { email: `n${i}@example.com`, back: '/' });
      expect(answer.headers.get('location')).toBe('/?newsletter=sent#newsletter-signup');
    }
    const refused = await post('/forms/newsletter', { email: 'late@example.com', back: '/' });
    expect(refused.headers.get('location')).toBe('/?newsletter=busy#newsletter-signup');
    expect(refused.headers.get('retry-after')).not.toBeNull();
  });
});

describe('the review form without JavaScript', () => {
  it('holds the review for moderation and returns to the product, saying so', async () => {
    const { deps, post } = await start();
    const product = await deps.db
      .insertInto('products')
      .values(productRow({ name: 'Calm balm', created_at: new Date().toISOString() }))
      .returning('id')
      .executeTakeFirstOrThrow();
    const fields = {
      productId: String(product.id),
      rating: '4',
      text: 'Soft on my hands, and it lasts.',
      displayName: 'Anna',
      back: `/product/${product.id}`,
    };
    const answer = await post('/forms/review', fields);
    expect(answer.headers.get('location')).toBe(`/product/${product.id}?review=sent#write-review`);
    const rows = await deps.db.selectFrom('product_reviews').select(['rating', 'status']).execute();
    expect(rows).toEqual([{ rating: 4, status: 'pending' }]);

    const bad = await post('/forms/review', { ...fields, rating: 'five' });
    expect(bad.headers.get('location')).toBe(`/product/${product.id}?review=invalid#write-review`);
    expect(await deps.db.selectFrom('product_reviews').select('id').execute()).toHaveLength(1);
  });
});

describe('a refused post, answered with its page', () => {
  it('renders the page the form was on with the typed address and its error, not in any URL', async () => {
    const { post, seen } = await startEchoingPostedForms();
    const answer = await post('/forms/newsletter', { email: 'ana@example', back: '/brands' });
    expect(answer.status).toBe(422);
    expect(answer.headers.get('location')).toBeNull();
    expect(answer.headers.get('cache-control')).toContain('no-store');
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url).toBe('/brands');
    expect(seen[0]!.posted).toEqual<PostedForm>({
      form: 'newsletter',
      url: '/brands',
      values: { email: 'ana@example' },
      errors: { email: 'Please enter a valid email address.' },
    });
    expect(await answer.text()).toContain('ana@example');
  });

  it('says which fields of a review were refused, keeping what was typed', async () => {
    const { post, seen } = await startEchoingPostedForms();
    const answer = await post('/forms/review', {
      productId: '1',
      rating: '',
      text: 'Short',
      displayName: 'Anna',
      back: '/product/1',
    });
    expect(answer.status).toBe(422);
    const { values, errors } = seen[0]!.posted;
    expect(values).toEqual({ rating: '', text: 'Short', displayName: 'Anna' });
    expect(Object.keys(errors).sort()).toEqual(['rating', 'text']);
  });

  it('answers the checker with its result on the page, and a list too long with its limit', async () => {
    const { post, seen } = await startEchoingPostedForms();
    const answer = await post('/forms/checker', {
      text: 'Aqua, Glycerin, Parfum',
      back: '/ingredient-checker',
    });
    expect(answer.status).toBe(200);
    expect(seen[0]!.posted.errors).toEqual({});
    expect(seen[0]!.posted.result).toMatchObject({ ingredients: expect.any(Array) });
    const long = await post('/forms/checker', {
      text: 'Aqua, '.repeat(2000),
      back: '/ingredient-checker',
    });
    expect(long.status).toBe(422);
    expect(seen[1]!.posted.errors.text).toMatch(/At most 10000 characters/);
  });

  it('takes pasted label texts for the swap analysis, one product per block', () => {
    expect(pastedLabels('Shampoo\nAqua, Parfum\n\n  \nCream\r\nAqua\r\n\r\nSoap')).toEqual([
      { photo: 'Pasted label 1', text: 'Shampoo\nAqua, Parfum' },
      { photo: 'Pasted label 2', text: 'Cream\r\nAqua' },
      { photo: 'Pasted label 3', text: 'Soap' },
    ]);
    expect(pastedLabels('  ')).toEqual([]);
  });

  it('speaks of pasted labels, not photos, when the pasted labels are refused', () => {
    const photos = { labels: 'Please add at least one product photo.', email: 'Bad address.' };
    expect(pastedLabelErrors(photos, { labels: ' ' })).toEqual({
      labels: PASTED_LABEL_PROBLEMS.none,
      email: 'Bad address.',
    });
    const seven = Array.from({ length: 7 }, (_, i) => `Product ${i}\nAqua`).join('\n\n');
    expect(pastedLabelErrors(photos, { labels: seven }).labels).toBe(PASTED_LABEL_PROBLEMS.tooMany);
    const long = { labels: "A label's text must be at most 5000 characters." };
    expect(pastedLabelErrors(long, { labels: 'Cream\nAqua' })).toEqual(long);
    expect(pastedLabelErrors({ email: 'Bad address.' }, {})).toEqual({ email: 'Bad address.' });
  });

  it('redirects with the outcome when the page cannot be rendered', async () => {
    const { post } = await start();
    const answer = await post('/forms/arrival', {
      productId: '1',
      region: 'EUROPE',
      email: 'nope',
      back: '/product/1',
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/product/1?arrival=invalid#arrival-form');
  });
});
