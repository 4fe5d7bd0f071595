import { describe, expect, it } from 'vitest';
import { TAG_FILTER_CASES, TEXT_FILTER_CASES } from './filters.cases';
import { matchesCombo, matchesDatePrefix, matchesList, matchesText, parseTags } from './filters';

describe('filter semantics', () => {
  it.each(TEXT_FILTER_CASES)('text %j ~ %j -> %s', (value, query, expected) => {
    expect(matchesText(value, query)).toBe(expected);
  });

  it.each(TAG_FILTER_CASES)('tags %j = %j -> %s', (tags, query, expected) => {
    expect(matchesList(tags, query)).toBe(expected);
  });

  it.each([
    ['21/11/2026 09:05', '21/11', true],
    ['21/11/2026 09:05', '21/11/2026 09', true],
    ['21/11/2026 09:05', '11/2026', false],
  ])('date %s starts with %s -> %s', (displayed, query, expected) => {
    expect(matchesDatePrefix(displayed, query)).toBe(expected);
  });

  it.each([
    ['Lácteos', 'láct', true],
    ['Lácteos', 'LÁCTEOS', true],
    ['Bebidas', 'lact', false],
  ])('combo %s contains %s -> %s', (value, query, expected) => {
    expect(matchesCombo(value, query)).toBe(expected);
  });

  it('parses comma-separated tags', () => {
    expect(parseTags(' oferta, Sin TACC ,,oferta , nuevo')).toEqual(['oferta', 'Sin TACC', 'nuevo']);
  });
});
