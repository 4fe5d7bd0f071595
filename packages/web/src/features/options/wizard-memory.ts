const WIZARD_MEMORY_KEY = 'mostrador.wizard';

/** Where the owner left the wizard: the screen it sent them to, the tab and the step (spec section 2). */
export interface WizardMemory {
  url: string;
  section: number;
  step: number;
}

export function saveWizardMemory(memory: WizardMemory): void {
  localStorage.setItem(WIZARD_MEMORY_KEY, JSON.stringify(memory));
}

export function readWizardMemory(): WizardMemory | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(WIZARD_MEMORY_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { url, section, step } = value as Partial<WizardMemory>;
    if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return null;
    if (!Number.isInteger(section) || !Number.isInteger(step)) return null;
    return { url, section: section!, step: Math.min(Math.max(step!, 0), 3) };
  } catch {
    return null;
  }
}
