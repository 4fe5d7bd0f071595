/** The vertical tabs of /options (spec section 2), by index. */
export const OPTIONS_TABS = [
  { index: 0, label: 'ASISTENTE', adminOnly: false },
  { index: 1, label: 'MI NEGOCIO', adminOnly: false },
  { index: 2, label: 'VENTAS', adminOnly: false },
  { index: 3, label: 'INTEGRACIONES', adminOnly: false },
  { index: 4, label: 'PERSONALIZAR', adminOnly: false },
  { index: 5, label: 'PAGOS', adminOnly: true },
  { index: 6, label: 'SEGURIDAD', adminOnly: true },
] as const;

/** ?section= values and the tab each one opens. */
const SECTION_TABS: Record<string, number> = {
  preview: 4,
  store: 1,
  users: 6,
  sales: 5,
  wizzard: 0,
};

export interface SectionRequest {
  tab: number;
  /** Only with section=wizzard: the wizard step to show. */
  step?: number;
}

/**
 * What the address asks for; undefined when it names no known section. A tab the user may not
 * see (PAGOS and SEGURIDAD for crew) falls back to the wizard.
 */
export function sectionFromQuery(params: URLSearchParams, isStoreAdmin: boolean): SectionRequest | undefined {
  const section = params.get('section');
  if (section === null) return undefined;
  const tab = SECTION_TABS[section];
  if (tab === undefined) return { tab: 0 };
  const allowed = isStoreAdmin || !OPTIONS_TABS[tab]?.adminOnly;
  if (!allowed) return { tab: 0 };
  if (section !== 'wizzard') return { tab };
  const step = Number(params.get('step'));
  return Number.isInteger(step) && step >= 0 && step <= 3 ? { tab, step } : { tab };
}
