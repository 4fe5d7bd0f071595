import { expect, type Locator, type Page } from '@playwright/test';

/** The logged-in frame: header, side menu (a drawer on phones) and footer. */
export class ShellPage {
  readonly header: Locator;
  readonly menu: Locator;
  readonly openMenuButton: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByRole('banner');
    this.menu = page.getByRole('navigation', { name: 'Menú principal' });
    this.openMenuButton = page.getByRole('button', { name: 'Abrir menú' });
  }

  async expectHeader(title: string, user: string): Promise<void> {
    await expect(this.header.getByText(title, { exact: true })).toBeVisible();
    await expect(this.header.getByText(user, { exact: true })).toBeVisible();
  }

  /** Below MUI's 'md' breakpoint (900 px) the menu lives in a drawer that the header opens. */
  private isPhone(): boolean {
    return (this.page.viewportSize()?.width ?? 1280) < 900;
  }

  async openMenu(): Promise<void> {
    if (this.isPhone()) {
      // While the drawer is open, or still sliding away after a choice, the page behind it is
      // aria-hidden: the button is reachable again only once the drawer is really gone.
      await expect(this.openMenuButton).toBeVisible();
      await this.openMenuButton.click();
    }
    await expect(this.menu).toBeVisible();
  }

  async closeMenu(): Promise<void> {
    if (!this.isPhone()) return;
    await this.page.keyboard.press('Escape');
    await expect(this.openMenuButton).toBeVisible();
  }

  menuEntry(label: string): Locator {
    return this.menu
      .getByRole('link', { name: label, exact: true })
      .or(this.menu.getByRole('button', { name: label, exact: true }));
  }

  /** Exactly these entries, in this order (links and the logout button). */
  async expectMenuEntries(labels: string[]): Promise<void> {
    await this.openMenu();
    await expect(this.menu.locator('a, [role="button"]')).toHaveText(labels);
    await this.closeMenu();
  }

  async goToSection(label: string): Promise<void> {
    await this.openMenu();
    await this.menuEntry(label).click();
  }

  async logout(): Promise<void> {
    await this.openMenu();
    await this.menuEntry('Cerrar Sesión').click();
    await expect(this.page).toHaveURL(/\/login$/);
  }
}
