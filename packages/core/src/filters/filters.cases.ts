/**
 * Shared cases for the filter semantics: core checks its reference functions with them and the
 * server checks its SQL with the same table.
 */
export const TEXT_FILTER_CASES: ReadonlyArray<[value: string, query: string, matches: boolean]> = [
  ['Azúcar Ledesma 1kg', 'azucar', true],
  ['Azúcar Ledesma 1kg', 'AZÚCAR ledes', true],
  ['Azúcar Ledesma 1kg', 'ledesma azucar', true],
  ['Azúcar Ledesma 1kg', 'azucar morena', false],
  ['Café molido', 'cafe', true],
  ['Café molido', 'CAFÉ MOL', true],
  ['Pan de campo', '  pan   campo ', true],
  ['Pan de campo', 'panes', false],
  ['100% algodón', '100%', true],
  ['Jamón cocido', 'jamon_', false],
  ['Leche', '', true],
];

export const TAG_FILTER_CASES: ReadonlyArray<[tags: string[], query: string, matches: boolean]> = [
  [['Oferta', 'sin tacc'], 'oferta', true],
  [['Oferta', 'sin tacc'], 'SIN TACC', true],
  [['Oferta', 'sin tacc'], 'ofer', false],
  [[], 'oferta', false],
  [['oferta'], '', true],
];
