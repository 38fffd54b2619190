import { writeReview } from './catalog-helpers';
import { expect, test, signIn } from './fixtures';

test('the work queue counts a review waiting, with its spam hint, and the count follows the work', async ({
  page,
}) => {
  // A shopper's review, a sign-in and three staff pages: a minute on a busy machine.
  test.setTimeout(60_000);
  // A shopper writes a review with a link in it.
  await page.goto('/product/3');
  await writeReview(page, {
    stars: 4,
    text: 'Nice, but cheaper at www.discount-oils.example right now.',
    name: 'Queue Tester',
  });
  await expect(page.getByRole('status')).toContainText('after a quick check');

  await signIn(page, undefined, '/admin/work');
  await expect(page.getByRole('heading', { name: 'Work queue', level: 1 })).toBeVisible();
  const reviews = page.getByTestId('queue-reviews');
  await expect(reviews.getByTestId('queue-count')).not.toHaveText('0');
  const waiting = Number(await reviews.getByTestId('queue-count').innerText());
  // The sidebar shows the same count beside Reviews.
  const sidebarReviews = page.getByTestId('admin-sidebar').getByRole('link', { name: /Reviews/ });
  await expect(sidebarReviews.getByTestId('sidebar-count')).toContainText(String(waiting));

  await reviews.getByRole('link', { name: 'Moderate reviews' }).click();
  const card = page.getByTestId('review-card').filter({ hasText: 'Queue Tester' });
  await expect(card.getByTestId('spam-hint')).toHaveText('Possible spam: Contains a link');
  await card.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Review rejected')).toBeVisible();

  await expect(card).toHaveCount(0);

  // Other specs may add reviews meanwhile (workers run in parallel): at most what it was.
  await page.goto('/admin/work');
  const after = page.getByTestId('queue-reviews').getByTestId('queue-count');
  await expect(after).toHaveText(/^\d+$/);
  expect(Number(await after.innerText())).toBeLessThanOrEqual(waiting);
});
