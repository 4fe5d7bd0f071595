import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A control the order rules lock: it is disabled and the wrapper around it shows the rule's
 * tooltip (ui/LockTooltip) when the pointer rests on it.
 */
export async function expectLockedWithTooltip(page: Page, control: Locator, reason: string): Promise<void> {
  await expect(control).toBeDisabled();
  const wrapper = control.locator('xpath=ancestor::span[@aria-label][1]');
  await expect(wrapper).toHaveAttribute('aria-label', reason);
  await wrapper.hover();
  await expect(page.getByRole('tooltip')).toHaveText(reason);
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toBeHidden();
}
