/**
 * Staff analyse a product's ingredients in the admin: validation, the stats, the product page that
 * follows, and each failure of the AI provider with its message.
 */
import type { Page } from '@playwright/test';
import { expect, test, EDITOR, signIn } from './fixtures';
import { demoProducts } from '../server/seed/demo-products';

type TrpcErrorAnswer = { message: string; code: string; httpStatus: number };

/** Runs the analysis again, this time with the AI provider failing with `error`. */
async function analyzeWithProviderError(page: Page, error: TrpcErrorAnswer) {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await answerMutation(page, 'ingredients.analyze', { error });
  await page.getByRole('button', { name: 'Analyze Ingredients' }).click();
}

/** Answers one tRPC mutation (sent alone or in a batch) with the given result or error. */
async function answerMutation(
  page: Page,
  name: string,
  answer: { data: unknown } | { error: TrpcErrorAnswer },
) {
  await page.route(new RegExp(`/trpc/${name.replace('.', '\\.')}`), async (route) => {
    const batched = new URL(route.request().url()).searchParams.has('batch');
    const item =
      'data' in answer
        ? { result: { data: { json: answer.data } } }
        : {
            error: {
              json: {
                message: answer.error.message,
                code: -32000,
                data: { code: answer.error.code, httpStatus: answer.error.httpStatus, path: name },
              },
            },
          };
    await route.fulfill({
      status: 'data' in answer ? 200 : answer.error.httpStatus,
      json: batched ? [item] : item,
    });
  });
}

test.describe('ingredient analysis admin', () => {
  const productIndex = demoProducts.length - 1; // the last demo product
  const productId = productIndex + 1;
  const original = demoProducts[productIndex]!.ingredients_text;

  test('validates, analyses, reports the stats and updates the product page', async ({ page }) => {
    await signIn(page, EDITOR);
    await page.goto('/admin/ingredients');
    await expect(
      page.getByRole('heading', { name: 'Ingredient Analysis', level: 1 }),
    ).toBeVisible();
    await expect(page.getByTestId('top-banner')).toHaveCount(0);
    const button = page.getByRole('button', { name: 'Analyze Ingredients' });
    await expect(button).toBeDisabled();

    await page.getByLabel('Product ID').fill(String(productId));
    await page.getByLabel('Ingredient list').fill('   ');
    await button.click();
    await expect(page.getByText('Missing Information')).toBeVisible();
    await expect(page.getByText('Please enter both Product ID and ingredient list.')).toBeVisible();

    await page.getByLabel('Ingredient list').fill('Aqua, Glycerin, Parfum, Zorbium Extract');
    await button.click();
    await expect(
      page.getByText('Analysis complete: 4 ingredients processed (0 new, 3 cached)'),
    ).toBeVisible();
    const results = page.getByTestId('analysis-result');
    await expect(results).toHaveCount(4);
    await expect(results.nth(2)).toContainText('Parfum');
    await expect(results.nth(2)).toContainText('Low to moderate concern');
    await expect(results.nth(2)).toContainText('Concerns: Allergen');
    await expect(results.nth(2)).toContainText('Sources:');
    await expect(results.nth(3)).toContainText('Not in our database yet.');
    await expect(page.getByTestId('error-badge')).toHaveCount(0);

    await page.goto(`/product/${productId}`);
    const section = page.getByTestId('ingredient-section');
    await expect(section.getByTestId('ingredient')).toHaveCount(4);
    await expect(section.getByTestId('safety-bar-no-concern')).toContainText('2/4');

    // Put the demo product back as it was.
    await page.goto('/admin/ingredients');
    await page.getByLabel('Product ID').fill(String(productId));
    await page.getByLabel('Ingredient list').fill(original);
    await page.getByRole('button', { name: 'Analyze Ingredients' }).click();
    await expect(
      page.getByText(/Analysis complete: \d+ ingredients processed \(0 new, \d+ cached\)/),
    ).toBeVisible();
  });

  test('says when the product does not exist', async ({ page }) => {
    await signIn(page, EDITOR);
    await page.goto('/admin/ingredients');
    await page.getByLabel('Product ID').fill('999999');
    await page.getByLabel('Ingredient list').fill('Aqua');
    await page.getByRole('button', { name: 'Analyze Ingredients' }).click();
    await expect(page.getByText('Analysis Failed', { exact: true })).toBeVisible();
    await expect(page.getByText('Product 999999 was not found.')).toBeVisible();
  });

  test('shows the ERROR badge and the quota and API-key failure messages', async ({ page }) => {
    await signIn(page, EDITOR);
    await page.goto('/admin/ingredients');
    await answerMutation(page, 'ingredients.analyze', {
      data: {
        error: null,
        stats: { total: 2, new_analyses: 1, cached: 1, unknown: 1 },
        results: [
          {
            ingredient_name: 'Aqua',
            label_name: 'Aqua',
            safety_rating: 'no-concern',
            explanation: 'Water.',
            concerns: [],
            sources: ['EU CosIng database'],
            functions: ['solvent'],
            is_cached: true,
            ingredient_id: 1,
            source: 'builtin',
            reviewed: true,
            may_contain: false,
          },
          {
            ingredient_name: 'Quuxalene Oil',
            label_name: 'Quuxalene Oil',
            safety_rating: 'unknown',
            explanation: 'Analysis failed: the AI answer left this ingredient out.',
            concerns: [],
            sources: [],
            functions: [],
            is_cached: false,
            ingredient_id: null,
            source: null,
            reviewed: false,
            may_contain: false,
          },
        ],
      },
    });
    await page.getByLabel('Product ID').fill('1');
    await page.getByLabel('Ingredient list').fill('Aqua, Quuxalene Oil');
    await page.getByRole('button', { name: 'Analyze Ingredients' }).click();
    await expect(
      page.getByText('Analysis complete: 2 ingredients processed (1 new, 1 cached)'),
    ).toBeVisible();
    const failed = page.getByTestId('analysis-result').nth(1);
    await expect(failed.getByTestId('error-badge')).toHaveText('ERROR');
    await expect(page.getByTestId('analysis-result').nth(0).getByTestId('error-badge')).toHaveCount(
      0,
    );

    await analyzeWithProviderError(page, {
      message: 'The AI provider quota is exceeded (insufficient quota).',
      code: 'TOO_MANY_REQUESTS',
      httpStatus: 429,
    });
    await expect(page.getByText('Analysis Failed', { exact: true })).toBeVisible();
    await expect(page.getByText(/quota has been exceeded/)).toBeVisible();

    await analyzeWithProviderError(page, {
      message: 'The AI provider rejected the API key.',
      code: 'PRECONDITION_FAILED',
      httpStatus: 412,
    });
    await expect(page.getByText(/API key is not configured properly/)).toBeVisible();
  });
});
