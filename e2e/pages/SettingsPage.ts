import { expect, type Locator, type Page } from '@playwright/test';

/** /options (CONFIGURACION): the vertical tabs, the wizard, the switches and the widget preview. */
export class SettingsPage {
  readonly heading: Locator;
  readonly back: Locator;
  readonly next: Locator;
  readonly stepComplete: Locator;
  readonly stepPending: Locator;
  readonly preview: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'CONFIGURACION', exact: true });
    this.back = page.getByRole('button', { name: 'Anterior', exact: true });
    this.next = page.getByRole('button', { name: 'Siguiente', exact: true });
    this.stepComplete = page.getByText('Paso completo', { exact: true });
    this.stepPending = page.getByText('Paso pendiente', { exact: true });
    this.preview = page.getByRole('region', { name: 'Vista previa', exact: true });
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/options${query}`);
    await expect(this.heading).toBeVisible();
  }

  tab(name: string): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  async openTab(name: string): Promise<void> {
    await this.tab(name).click();
    await expect(this.tab(name)).toHaveAttribute('aria-selected', 'true');
  }

  stepHeading(number: number, title: string): Locator {
    return this.page.getByRole('heading', { name: `Paso ${number}: ${title}`, exact: true });
  }

  /** A wizard task: a button whose pressed state is its flag. */
  task(label: string): Locator {
    return this.page.getByRole('button', { name: new RegExp(`^${label}`) });
  }

  switch(label: string): Locator {
    return this.page.getByRole('switch', { name: label, exact: true });
  }

  field(label: string): Locator {
    return this.page.getByRole('textbox', { name: label, exact: true });
  }

  /** A part of the customer's own widget, drawn in the preview ('chat': the panel, whose background the messages show). */
  previewPart(part: 'titlebar' | 'chat' | 'launcher'): Locator {
    const selector = { titlebar: '.chat-titlebar', chat: 'section.chat', launcher: '.widget-button' }[part];
    return this.preview.locator(selector);
  }
}
