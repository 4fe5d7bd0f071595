import { expect, type Page } from '@playwright/test';

/** The app's single toast (an MUI alert that hides itself after 2 s). */
export async function expectToast(page: Page, message: string | RegExp): Promise<void> {
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
}
