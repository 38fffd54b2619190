import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { labelPhotoFile, NOT_AN_IMAGE_FILE } from '../server/test/label-image';
import {
  CORRUPT_HEIC_FILE,
  GARBAGE_HEIC_FILE,
  LABEL_HEIC_TEXT,
  VALID_HEIC_FILE,
} from './heic-fixtures';

const GREETING = /Which products would you like to analyse/;

test.describe('personal assistant', () => {
  test('chats, shows product cards, keeps the history on reload, clears it', async ({ page }) => {
    // Three turns, a reload and a clear: on a busy 2-core machine this takes close to 30 s.
    test.setTimeout(60_000);
    await page.goto('/personal-assistant');
    await expect(page.getByRole('heading', { name: 'AI PERSONAL ASSISTANT' })).toBeVisible();
    for (const tile of ['ANALYSE YOUR FAVORITES', 'MAKE A NEW PLAN', 'PERSONALIZED RESULTS']) {
      await expect(page.getByRole('heading', { name: tile })).toBeVisible();
    }
    await expect(page.getByTestId('privacy-line')).toContainText('never the photos');
    const messages = page.getByTestId('chat-messages');
    await expect(messages.getByTestId('assistant-message').first()).toContainText(GREETING);

    const input = page.getByLabel('Your message');
    const send = page.getByRole('button', { name: 'Send' });
    // No blank sends.
    await expect(send).toBeDisabled();
    await input.fill('   ');
    await expect(send).toBeDisabled();
    await input.press('Enter');
    await expect(messages.getByTestId('user-message')).toHaveCount(0);

    // Shift+Enter adds a line, Enter sends.
    await input.fill('I need a shampoo without sulfates');
    await input.press('Shift+Enter');
    await expect(input).toHaveValue('I need a shampoo without sulfates\n');
    await input.type('for my dry hair');
    await input.press('Enter');
    await expect(input).toHaveValue('');
    await expect(messages.getByTestId('user-message')).toContainText('for my dry hair');

    const reply = messages.getByTestId('assistant-message').nth(1);
    await expect(reply).toContainText('shampoos from our catalogue');
    await expect(reply).not.toContainText('[PRODUCT');
    const cards = reply.getByTestId('product-card');
    // One card per product the reply names (three to six fit in the demo catalogue).
    await expect(cards.first()).toBeVisible();
    const shown = await cards.count();
    expect(shown).toBeGreaterThanOrEqual(3);
    await expect(reply).toContainText(`Here are ${shown} shampoos`);
    await expect(cards.first().getByRole('link', { name: /Shop Now/ })).toHaveAttribute(
      'target',
      '_blank',
    );

    // A follow-up in the same thread.
    await input.fill('What is sodium laureth sulfate?');
    await send.click();
    await expect(messages.getByTestId('assistant-message').nth(2)).toContainText(
      'Sodium Laureth Sulfate',
    );

    // Reload: the history is still there.
    await page.reload();
    await expect(messages.getByTestId('user-message')).toHaveCount(2);
    await expect(messages.getByTestId('product-card')).toHaveCount(shown);
    const stored = await page.evaluate(() => ({
      threadId: localStorage.getItem('puur.assistant.threadId'),
      savedAt: localStorage.getItem('puur.assistant.savedAt'),
    }));
    expect(stored.threadId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Number(stored.savedAt)).toBeGreaterThan(Date.now() - 60_000);

    // Clear History.
    await page.getByRole('button', { name: 'Clear History' }).click();
    await expect(page.getByText('Chat Cleared')).toBeVisible();
    await expect(page.getByText('Your chat history has been cleared.')).toBeVisible();
    await expect(messages.getByTestId('user-message')).toHaveCount(0);
    await expect(messages.getByTestId('assistant-message')).toHaveCount(1);
    expect(await page.evaluate(() => localStorage.getItem('puur.assistant.history'))).toBeNull();
    await page.reload();
    await expect(messages.getByTestId('user-message')).toHaveCount(0);
  });

  test('clears a history older than 30 days on load', async ({ page }) => {
    await page.goto('/personal-assistant');
    await page.evaluate(() => {
      const old = Date.now() - 31 * 24 * 60 * 60 * 1000;
      localStorage.setItem(
        'puur.assistant.history',
        JSON.stringify([
          {
            id: 'a',
            text: 'an old question',
            sender: 'user',
            timestamp: new Date(old).toISOString(),
          },
        ]),
      );
      localStorage.setItem('puur.assistant.savedAt', String(old));
    });
    await page.reload();
    await expect(page.getByTestId('chat-messages')).not.toContainText('an old question');
    expect(await page.evaluate(() => localStorage.getItem('puur.assistant.history'))).toBeNull();
  });

  test('sends a photo of a label and gets an analysis', async ({ page }) => {
    test.setTimeout(90_000);
    const photo = await labelPhotoFile('shampoo-label.png', {
      text: 'INGREDIENTS: Aqua, Sodium Laureth Sulfate, Cocamidopropyl Betaine, Parfum, Methylisothiazolinone, Citric Acid.',
      width: 1000,
      fontSize: 30,
    });
    await page.goto('/personal-assistant');
    // A file that is not an image is refused.
    await page.getByTestId('chat-file-input').setInputFiles(NOT_AN_IMAGE_FILE);
    await expect(page.getByText('Invalid file type')).toBeVisible();

    await page.getByTestId('chat-file-input').setInputFiles(photo);
    const preview = page.getByTestId('image-preview');
    await expect(preview).toContainText('shampoo-label.png');
    await expect(preview).toContainText('Ready to send');
    // Removable, and attachable again.
    await page.getByRole('button', { name: 'Remove the photo' }).click();
    await expect(preview).toHaveCount(0);
    await page.getByTestId('chat-file-input').setInputFiles(photo);
    await expect(preview).toContainText('Ready to send');
    // A photo alone may be sent.
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(preview).toHaveCount(0);
    const messages = page.getByTestId('chat-messages');
    await expect(messages.getByTestId('user-message').getByRole('img')).toBeVisible();
    const reply = messages.getByTestId('assistant-message').nth(1);
    await expect(reply).toContainText('I read the label in your photo', { timeout: 60_000 });
    await expect(reply).toContainText('Methylisothiazolinone');
    await expect(reply.getByTestId('product-card').first()).toBeVisible();
  });

  test('a broken HEIC photo shows the failure toast and gives the input back', async ({ page }) => {
    // A HEIC header over noise may wait out the conversion time limit (30 s) before it fails.
    test.setTimeout(90_000);
    await page.goto('/personal-assistant');
    const fileInput = page.getByTestId('chat-file-input');
    const message = page.getByLabel('Your message');
    const attach = page.getByRole('button', { name: 'Attach a photo of a label' });
    const failed = page.getByText('Image processing failed');
    // Noise named .heic fails at once; a HEIC header over noise fails in the decoder or at the limit.
    for (const [file, within] of [
      [GARBAGE_HEIC_FILE, 5_000],
      [CORRUPT_HEIC_FILE, 40_000],
    ] as const) {
      await expect(failed).toHaveCount(0, { timeout: 15_000 });
      await fileInput.setInputFiles(file);
      await expect(failed).toBeVisible({ timeout: within });
      await expect(
        page.getByText('Could not process the image. Please try a different format.'),
      ).toBeVisible();
      await expect(page.getByTestId('converting-overlay')).toHaveCount(0);
      await expect(message).toBeEnabled();
      await expect(attach).toBeEnabled();
    }
    // Another photo may be attached right away.
    const photo = await labelPhotoFile('label.png', { text: 'INGREDIENTS: Aqua.', width: 400 });
    await fileInput.setInputFiles(photo);
    await expect(page.getByTestId('image-preview')).toContainText('Ready to send');
  });

  /**
   * Collects what the browser says about the page's Content-Security-Policy and the requests for
   * the HEIC decoder, which must not load before a HEIC photo is chosen.
   */
  function watchHeicDecoder(page: Page) {
    const violations: string[] = [];
    const decoderRequests: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) {
        violations.push(message.text());
      }
    });
    page.on('pageerror', (error) => {
      if (/Content Security Policy|unsafe-eval/i.test(error.message))
        violations.push(error.message);
    });
    page.on('request', (request) => {
      if (/heic|libheif/i.test(new URL(request.url()).pathname)) {
        decoderRequests.push(request.url());
      }
    });
    return { violations, decoderRequests };
  }

  test('a valid iPhone HEIC photo is converted in the browser and is ready to send', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const watch = watchHeicDecoder(page);
    await page.goto('/personal-assistant');
    // A JPEG or PNG does not load the decoder.
    const photo = await labelPhotoFile('label.png', { text: 'INGREDIENTS: Aqua.', width: 400 });
    const fileInput = page.getByTestId('chat-file-input');
    await fileInput.setInputFiles(photo);
    const preview = page.getByTestId('image-preview');
    await expect(preview).toContainText('Ready to send');
    await page.getByRole('button', { name: 'Remove the photo' }).click();
    expect(watch.decoderRequests).toEqual([]);

    const started = Date.now();
    await fileInput.setInputFiles(VALID_HEIC_FILE);
    // Well inside the 30 s limit: a 10 KB photo converts in a second or two.
    await expect(preview).toContainText('Ready to send', { timeout: 15_000 });
    test.info().annotations.push({
      type: 'HEIC conversion (chat)',
      description: `${Date.now() - started} ms`,
    });
    await expect(preview).toContainText('IMG_0421.jpg');
    await expect(page.getByText('Image processing failed')).toHaveCount(0);
    await expect(page.getByTestId('converting-overlay')).toHaveCount(0);
    // The decoder (a worker and its WebAssembly) came from this site, after the HEIC was chosen.
    expect(watch.decoderRequests.some((url) => url.endsWith('.wasm'))).toBe(true);
    for (const url of watch.decoderRequests)
      expect(new URL(url).origin).toBe(new URL(page.url()).origin);
    expect(watch.violations).toEqual([]);
    // The preview is a JPEG drawn from the decoded photo (900 x 271), shrunk to 480 px wide.
    const thumbnail = await preview
      .getByRole('img', { name: 'Preview of IMG_0421.jpg' })
      .evaluate((image: HTMLImageElement) => {
        const canvas = document.createElement('canvas');
        canvas.width = image.naturalWidth;
        canvas.height = image.naturalHeight;
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        return {
          type: image.src.slice(0, 23),
          width: image.naturalWidth,
          height: image.naturalHeight,
          // A corner of the label's paper (#fbf7ee), not black or transparent.
          corner: [...context.getImageData(2, 2, 1, 1).data],
        };
      });
    expect(thumbnail).toMatchObject({ type: 'data:image/jpeg;base64,', width: 480, height: 145 });
    const paper = [0xfb, 0xf7, 0xee, 255];
    thumbnail.corner.forEach((value, index) =>
      expect(Math.abs(value - paper[index]!)).toBeLessThan(8),
    );
  });

  test('the ingredient checker reads the label on a valid iPhone HEIC photo', async ({ page }) => {
    test.setTimeout(60_000);
    const watch = watchHeicDecoder(page);
    await page.goto('/ingredient-checker');
    expect(watch.decoderRequests).toEqual([]);
    const started = Date.now();
    await page.locator('input[type="file"]').setInputFiles(VALID_HEIC_FILE);
    const text = page.getByLabel('INGREDIENT LIST');
    await expect(text).toHaveValue(/Glycerin/, { timeout: 30_000 });
    test.info().annotations.push({
      type: 'HEIC conversion and label read (checker)',
      description: `${Date.now() - started} ms`,
    });
    for (const word of LABEL_HEIC_TEXT.ingredients)
      await expect(text).toHaveValue(new RegExp(word));
    await expect(text).not.toHaveValue(new RegExp(LABEL_HEIC_TEXT.notIngredients));
    await expect(page.getByTestId('read-note')).toContainText('Read from your photo');
    await expect(page.getByText('Image processing failed')).toHaveCount(0);
    expect(watch.decoderRequests.length).toBeGreaterThan(0);
    expect(watch.violations).toEqual([]);
  });

  test('shows the Dutch error message and toast when the assistant cannot be reached', async ({
    page,
  }) => {
    await page.route('**/trpc/assistant.send**', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' }),
    );
    await page.goto('/personal-assistant');
    await page.getByLabel('Your message').fill('Hello?');
    await page.getByLabel('Your message').press('Enter');
    await expect(
      page
        .getByTestId('chat-messages')
        .getByText('Sorry, er is iets misgegaan. Probeer het opnieuw.'),
    ).toBeVisible();
    await expect(page.getByText('Fout', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Kon geen verbinding maken met de assistent. Probeer het opnieuw.'),
    ).toBeVisible();
  });
});
