import { beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_SWAP_LABEL_TEXT,
  MAX_SWAP_PHOTOS,
  SWAP_OFFER_DEFAULTS,
} from '../../shared/swap-analysis';
import { startTestServer } from '../test/http';
import { createContextInner, type AppDeps } from '../trpc/context';
import { createCaller } from '../trpc/root';
import { createSeededDeps } from '../test/seeded';
import { TEST_EDITOR } from '../test/staff';
import { labelTitle } from './report';
import { draftsPending, draftsSettled, purgeSentSwapRequests } from './service';
import { errorOf } from '../test/trpc-error';
import { storedRow } from '../test/db';

export const SHAMPOO_LABEL = `Volumising Shampoo 250 ml
Ingredients: Aqua, Sodium Laureth Sulfate, Cocamidopropyl Betaine, Parfum, Glycerin, Guar Hydroxypropyltrimonium Chloride, Methylisothiazolinone, Citric Acid.`;
export const CREAM_LABEL = `Nourishing Hand Cream 75 ml
INGREDIENTS: Aqua, Glycerin, Cetearyl Alcohol, Butyrospermum Parkii Butter, Parfum, Phenoxyethanol, Methylparaben, Limonene, Tocopherol.`;

let deps: AppDeps;
const shopper = () => createCaller(createContextInner(deps, {}));
const staff = () => createCaller(createContextInner(deps, { staff: TEST_EDITOR }));

async function submit(email = 'shopper@example.com') {
  await shopper().swapAnalysis.submit({
    email,
    note: 'Sensitive skin',
    labels: [
      { photo: 'shampoo.png', text: SHAMPOO_LABEL },
      { photo: 'cream.png', text: CREAM_LABEL },
    ],
  });
  await draftsSettled();
  const [latest] = await staff().swapAnalysis.list({});
  return latest!;
}

async function mailsTo(email: string) {
  return deps.db
    .selectFrom('mail_queue')
    .select(['subject', 'text_body'])
    .where('to_address', '=', email)
    .orderBy('id')
    .execute();
}

beforeAll(async () => {
  deps = await createSeededDeps();
});

describe('swap analysis requests', () => {
  it('refuse bad input with a message naming the problem', async () => {
    const cases: [unknown, RegExp][] = [
      [{ email: 'nope', labels: [{ text: 'Aqua' }] }, /valid email/],
      [{ email: 'a@example.com', labels: [] }, /at least one product photo/],
      [
        { email: 'a@example.com', labels: Array.from({ length: 7 }, () => ({ text: 'Aqua' })) },
        /at most 6 product photos/,
      ],
      [{ email: 'a@example.com', labels: [{ text: '   ' }] }, /no readable text/],
      [{ email: 'a@example.com', note: '<b>hi</b>', labels: [{ text: 'Aqua' }] }, /plain text/],
    ];
    for (const [input, message] of cases) {
      const error = await errorOf(shopper().swapAnalysis.submit(input as never));
      expect(error.code).toBe('BAD_REQUEST');
      expect(error.message).toMatch(message);
    }
    expect(await staff().swapAnalysis.list({})).toEqual([]);
  });

  it('store the labels as text, mail a receipt with the payment words, and draft a report of catalogue swaps', async () => {
    const summary = await submit('draft@example.com');
    expect(summary).toMatchObject({ email: 'draft@example.com', status: 'drafted', products: 2 });
    const request = await staff().swapAnalysis.byId({ id: summary.id });
    expect(request.labels.map((l) => l.title)).toEqual([
      'Volumising Shampoo 250 ml',
      'Nourishing Hand Cream 75 ml',
    ]);
    const [shampoo, cream] = request.draft!.products;
    expect(shampoo!.verdict!.level).toBe('avoid');
    expect(shampoo!.flagged.map((f) => f.name)).toContain('Methylisothiazolinone');
    expect(cream!.flagged.map((f) => f.name)).toContain('Methylparaben');
    expect(shampoo!.swaps.length).toBeGreaterThan(0);
    for (const product of request.draft!.products) {
      for (const swap of product.swaps) {
        const row = await deps.db
          .selectFrom('products')
          .select(['name', 'toxicity_rating'])
          .where('id', '=', swap.id)
          .executeTakeFirst();
        expect(row?.name).toBe(swap.name);
        expect(row?.toxicity_rating).toBe('clean');
        expect(swap.removes.length).toBeGreaterThan(0);
        const flagged = product.flagged.map((f) => f.name);
        for (const removed of swap.removes) expect(flagged).toContain(removed.name);
        expect(request.report_text).toContain(`/product/${swap.id}`);
      }
    }
    expect(shampoo!.swaps[0]!.removes.map((r) => r.name)).toContain('Methylisothiazolinone');
    expect(request.report_text).toContain('Verdict: Contains ingredients of high concern');

    const mails = await mailsTo('draft@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toContain(SWAP_OFFER_DEFAULTS.payment);
    expect(mails[0]!.text_body).toContain('the labels of 2 products');
    // The address may not be the sender's: the receipt repeats nothing the sender wrote.
    expect(mails[0]!.text_body).not.toContain('Volumising Shampoo 250 ml');
  });

  it('answer before the report is drafted: the draft runs after the answer', async () => {
    await shopper().swapAnalysis.submit({
      email: 'later@example.com',
      labels: [{ photo: 'shampoo.png', text: SHAMPOO_LABEL }],
    });
    expect(draftsPending()).toBeGreaterThan(0);
    await draftsSettled();
    expect(draftsPending()).toBe(0);
    const [latest] = await staff().swapAnalysis.list({});
    expect(latest).toMatchObject({ email: 'later@example.com', status: 'drafted' });
  });

  it('mail one address one receipt however often a stranger names it, with none of the stranger’s words', async () => {
    const lure = 'Your account is locked visit https://evil.example/login now';
    for (let i = 0; i < 5; i++) {
      await shopper().swapAnalysis.submit({
        email: 'Victim@Example.com',
        note: lure,
        labels: [{ photo: 'x.png', text: `${lure}\nIngredients: Aqua, Glycerin` }],
      });
    }
    await draftsSettled();
    const mails = await mailsTo('victim@example.com');
    expect(mails).toHaveLength(1);
    for (const mail of mails) {
      expect(mail.subject + mail.text_body).not.toContain('evil.example');
      expect(mail.subject + mail.text_body).not.toContain('account is locked');
    }
    // Every request is still there for staff.
    const requests = await staff().swapAnalysis.list({});
    expect(requests.filter((r) => r.email === 'victim@example.com')).toHaveLength(5);
  });

  it('are staff-only, except submit, offer and report', async () => {
    const anonymous = shopper();
    for (const call of [
      anonymous.swapAnalysis.list({}),
      anonymous.swapAnalysis.byId({ id: 1 }),
      anonymous.swapAnalysis.saveReport({ id: 1, reportText: 'x' }),
      anonymous.swapAnalysis.send({ id: 1 }),
      anonymous.swapAnalysis.redraft({ id: 1 }),
      anonymous.swapAnalysis.saveOfferSettings({ ...SWAP_OFFER_DEFAULTS }),
    ]) {
      expect((await errorOf(call)).code).toBe('UNAUTHORIZED');
    }
    expect(await anonymous.swapAnalysis.offer()).toEqual(SWAP_OFFER_DEFAULTS);
  });

  it('send the edited report by mail with a private link that opens it, and only it', async () => {
    const summary = await submit('send@example.com');
    const request = await staff().swapAnalysis.byId({ id: summary.id });
    const edited = `${request.report_text}\n\nA personal word from our chemist.`;
    await staff().swapAnalysis.saveReport({ id: summary.id, reportText: edited });
    await staff().swapAnalysis.send({ id: summary.id });

    const mails = await mailsTo('send@example.com');
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe('Your Product Swap Analysis is ready');
    const link = /https:\/\/puur\.test\/swap-report\?token=([A-Za-z0-9_-]{43})\n/.exec(
      mails[1]!.text_body,
    );
    expect(link).not.toBeNull();
    expect(mails[1]!.text_body).toContain(SWAP_OFFER_DEFAULTS.payment);

    const report = await shopper().swapAnalysis.report({ token: link![1]! });
    expect(report.text).toContain('A personal word from our chemist.');
    expect(report.swaps.length).toBeGreaterThan(0);
    const ids = request.draft!.products.flatMap((p) => p.swaps.map((s) => s.id));
    for (const swap of report.swaps) expect(ids).toContain(swap.id);
    expect((await staff().swapAnalysis.list({ status: 'sent' })).map((r) => r.id)).toContain(
      summary.id,
    );

    // The token is not stored: the row keeps its hash only.
    const row = await storedRow(deps.db, 'swap_analysis_requests', { id: summary.id }, [
      'token_hash',
    ]);
    expect(row.token_hash).not.toContain(link![1]!);

    const wrong = await errorOf(shopper().swapAnalysis.report({ token: 'A'.repeat(43) }));
    expect(wrong.code).toBe('NOT_FOUND');
    const bad = await errorOf(shopper().swapAnalysis.report({ token: 'short' }));
    expect(bad.code).toBe('BAD_REQUEST');
    expect(bad.message).toMatch(/report link is not valid/);

    // Sending again makes a new link; the old one stops working.
    await staff().swapAnalysis.send({ id: summary.id });
    expect((await errorOf(shopper().swapAnalysis.report({ token: link![1]! }))).code).toBe(
      'NOT_FOUND',
    );
  });

  it('refuse to send an empty report', async () => {
    const summary = await submit('empty@example.com');
    await staff().swapAnalysis.saveReport({ id: summary.id, reportText: '  ' });
    const error = await errorOf(staff().swapAnalysis.send({ id: summary.id }));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toMatch(/report is empty/);
    expect((await errorOf(staff().swapAnalysis.send({ id: 999_999 }))).code).toBe('NOT_FOUND');
  });

  it('state the offer as staff set it; an empty promise is allowed, an empty payment is not', async () => {
    const saved = await staff().swapAnalysis.saveOfferSettings({
      ...SWAP_OFFER_DEFAULTS,
      guarantee: '',
      turnaround: 'Your report within 3 working days',
    });
    expect(saved.guarantee).toBe('');
    expect(await shopper().swapAnalysis.offer()).toMatchObject({
      guarantee: '',
      turnaround: 'Your report within 3 working days',
    });
    const error = await errorOf(
      staff().swapAnalysis.saveOfferSettings({ ...SWAP_OFFER_DEFAULTS, payment: ' ' }),
    );
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toMatch(/Payment/);
    const badLink = await errorOf(
      staff().swapAnalysis.saveOfferSettings({
        ...SWAP_OFFER_DEFAULTS,
        paymentLink: 'javascript:alert(1)',
      }),
    );
    expect(badLink.message).toMatch(/Payment link must be an https:\/\/ address/);

    // A payment link goes into the report mail and onto the report page.
    await staff().swapAnalysis.saveOfferSettings({
      ...SWAP_OFFER_DEFAULTS,
      paymentLink: 'https://pay.example.com/swap-29',
    });
    const summary = await submit('pay@example.com');
    await staff().swapAnalysis.send({ id: summary.id });
    const mail = (await mailsTo('pay@example.com'))[1]!.text_body;
    expect(mail).toContain('Pay €29 here: https://pay.example.com/swap-29');
    const token = /swap-report\?token=([A-Za-z0-9_-]{43})/.exec(mail)![1]!;
    expect((await shopper().swapAnalysis.report({ token })).paymentLink).toBe(
      'https://pay.example.com/swap-29',
    );
    await staff().swapAnalysis.saveOfferSettings({ ...SWAP_OFFER_DEFAULTS });
  });

  it('delete a sent request 90 days after sending, not before, and never an unsent one', async () => {
    const sent = await submit('purge@example.com');
    await staff().swapAnalysis.send({ id: sent.id });
    const waiting = await submit('purge-waiting@example.com');
    const sentAt = new Date();
    const day = 24 * 60 * 60 * 1000;
    await purgeSentSwapRequests(deps.db, new Date(sentAt.getTime() + 89 * day));
    expect((await staff().swapAnalysis.byId({ id: sent.id })).status).toBe('sent');
    await purgeSentSwapRequests(deps.db, new Date(sentAt.getTime() + 91 * day));
    expect((await errorOf(staff().swapAnalysis.byId({ id: sent.id }))).code).toBe('NOT_FOUND');
    expect((await staff().swapAnalysis.byId({ id: waiting.id })).status).toBe('drafted');
  });

  it('close a report link at its age, whether or not the clean-up has run', async () => {
    const summary = await submit('aged@example.com');
    await staff().swapAnalysis.send({ id: summary.id });
    const mail = (await mailsTo('aged@example.com')).at(-1)!.text_body;
    const token = /swap-report\?token=([A-Za-z0-9_-]{43})/.exec(mail)![1]!;
    expect((await shopper().swapAnalysis.report({ token })).text.length).toBeGreaterThan(0);
    const day = 24 * 60 * 60 * 1000;
    await deps.db
      .updateTable('swap_analysis_requests')
      .set({ sent_at: new Date(Date.now() - 91 * day).toISOString() })
      .where('id', '=', summary.id)
      .execute();
    const expired = await errorOf(shopper().swapAnalysis.report({ token }));
    expect(expired.code).toBe('NOT_FOUND');
    expect(expired.message).toMatch(/expired/);
  });

  it('over HTTP: six labels of the longest text are taken; a bad address is a 400 naming it; the 11th form in a minute is refused', async () => {
    const server = await startTestServer(deps);
    try {
      const post = (json: unknown) =>
        fetch(`${server.url}/trpc/swapAnalysis.submit`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: server.url },
          body: JSON.stringify({ json }),
        });
      const long = `${CREAM_LABEL}\n${'Made in the Netherlands. '.repeat(400)}`.slice(
        0,
        MAX_SWAP_LABEL_TEXT,
      );
      const full = await post({
        email: 'http@example.com',
        labels: Array.from({ length: MAX_SWAP_PHOTOS }, (_, i) => ({
          photo: `label-${i}.jpg`,
          text: long,
        })),
      });
      expect(full.status).toBe(200);
      const bad = await post({ email: 'not-an-address', labels: [{ text: 'Aqua' }] });
      expect(bad.status).toBe(400);
      expect(await bad.text()).toContain('Please enter a valid email address.');
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) {
        statuses.push((await post({ email: 'bot@example.com', labels: [] })).status);
      }
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await server.close();
    }
  });

  it('keep the report page out of search engines', async () => {
    const server = await startTestServer(deps);
    try {
      const res = await fetch(`${server.url}/swap-report?token=${'A'.repeat(43)}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-robots-tag')).toBe('noindex');
      expect(await res.text()).toContain('<meta name="robots" content="noindex" />');
    } finally {
      await server.close();
    }
  });

  it("take a product's name from the top of its label, else number it", () => {
    expect(labelTitle(SHAMPOO_LABEL, 0)).toBe('Volumising Shampoo 250 ml');
    expect(labelTitle('INGREDIENTS: Aqua, Glycerin, Parfum.', 2)).toBe('Product 3');
    expect(labelTitle('Aqua, Glycerin, Parfum', 0)).toBe('Product 1');
    expect(labelTitle(`\n\n${'Very Long Name '.repeat(10)}\nIngredients: Aqua`, 0)).toHaveLength(
      80,
    );
  });
});
