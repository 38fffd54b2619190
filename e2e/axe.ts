import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe on the page and expects no serious or critical violation. Legacy mode runs axe once in
 * the page itself instead of once per frame and again in a blank page it opens to merge the
 * results: our pages have no cross-origin frames, and it halves each run on a 2-core machine.
 * `exclude` leaves out elements that repeat a template already checked (product cards).
 */
export async function expectNoSeriousViolations(page: Page, label: string, exclude?: string) {
  let builder = new AxeBuilder({ page }).setLegacyMode(true).disableRules(['region']);
  if (exclude) builder = builder.exclude(exclude);
  const { violations } = await builder.analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    ),
    label,
  ).toEqual([]);
}
