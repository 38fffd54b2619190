import { expect, test } from './fixtures';

/**
 * The assistant as a shopper uses it in the browser: the avoid list kept in this browser reaches
 * every answer, and a follow-up about "the first one" is answered about that card.
 */
test('the browser’s avoid list reaches the assistant, and “the first one” means the first card', async ({
  page,
}) => {
  await page.addInitScript(() => {
    localStorage.setItem('puur.avoid-list', JSON.stringify({ groups: ['fragrance'], terms: [] }));
  });
  await page.goto('/personal-assistant');
  const messages = page.getByTestId('chat-messages');
  const input = page.getByLabel('Your message');

  await input.fill('Recommend a body lotion');
  await input.press('Enter');
  const reply = messages.getByTestId('assistant-message').nth(1);
  await expect(reply).toContainText('without fragrance');
  const cards = reply.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  const firstName = (await cards.first().getByRole('heading').first().textContent())!.trim();

  await input.fill('Is the first one safe for me?');
  await input.press('Enter');
  const answer = messages.getByTestId('assistant-message').nth(2);
  await expect(answer).toContainText(firstName);
  await expect(answer).toContainText('free of fragrance');
});
