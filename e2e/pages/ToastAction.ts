import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Clicks and expects the toast the action answers with. The toast lives 2 s and the previous one
 * may carry the same words, so the earlier toast must be gone first and the watch starts before
 * the click.
 */
export async function clickAndExpectToast(
  page: Page,
  control: Locator,
  message: string | RegExp,
): Promise<void> {
  await expect(page.getByRole('alert')).toHaveCount(0);
  const shown = page.getByRole('alert').filter({ hasText: message }).waitFor({ state: 'visible' });
  await control.click();
  await shown;
}
