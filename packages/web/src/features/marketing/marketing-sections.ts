/**
 * The tabs of /marketing. 0 to 2 are everyone's; the FAQ tab (store admin) has the sub-tabs
 * GENERALES, PERSONALIZADO and SIN RESPONDER, numbered 3 to 5 so that ?section=faqs2 opens 4
 * as the spec says.
 */
export const MARKETING_TABS = [
  { index: 0, label: 'ACCIONES', adminOnly: true },
  { index: 1, label: 'CALENDARIO', adminOnly: false },
  { index: 2, label: 'COMPARTIR', adminOnly: false },
  { index: 3, label: 'FAQS', adminOnly: true },
] as const;

export const FAQ_SUB_TABS = [
  { index: 3, label: 'GENERALES' },
  { index: 4, label: 'PERSONALIZADO' },
  { index: 5, label: 'SIN RESPONDER' },
] as const;

const SECTION_VIEWS: Record<string, number> = { acciones: 0, calendario: 1, faqs1: 3, faqs2: 4 };

/** Spec section 2: the section of the address is applied after 500 ms. */
export const SECTION_SWITCH_DELAY_MS = 500;

/** The view a ?section= asks for; crew cannot open the admin tabs and land on the calendar. */
export function viewFromSection(section: string | null, isStoreAdmin: boolean): number | undefined {
  if (section === null) return undefined;
  const view = SECTION_VIEWS[section];
  if (view === undefined) return undefined;
  if (!isStoreAdmin && (view === 0 || view >= 3)) return 1;
  return view;
}

/** The vertical tab a view belongs to (3, 4 and 5 are all in FAQS). */
export const tabOfView = (view: number) => Math.min(view, 3);
