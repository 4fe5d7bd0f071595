import { foldText, parseTags } from '../filters/filters';
import type { QuantityUnit } from '../format/units';
import { isPictureAddress } from '../validation/settings-fields';
import { MAX_PRICE } from './product-schemas';

/**
 * Cell parsers for the product files. Each returns `{ value }` or `{ error }` with the reason in
 * Spanish, which the import puts after the row, column and value it names.
 */
export type CellResult<T> = { value: T; error?: undefined } | { value?: undefined; error: string };

/**
 * A decimal as people type it in a sheet: '1234.5', '1234,5', '1.234,50', '1,234.50', '$ 99'.
 * With both separators the last one is the decimal mark; with one, it is the decimal mark. A
 * thousands-only '1.234' then reads as 1.234, which the two-decimal price rule refuses, so an
 * ambiguous price is reported instead of guessed.
 */
const PLAIN_NUMBER = /^\d{1,15}(?:[.,]\d{1,3})?$/;

export function parseDecimal(raw: string): number | undefined {
  // Nearly every cell is a plain number ('1250', '18,90'): read it without the general path.
  if (PLAIN_NUMBER.test(raw)) return Number(raw.replace(',', '.'));
  let text = raw.replace(/[\s\u00a0$€]/g, '');
  if (!/^[-+]?[\d.,]+$/.test(text) || !/\d/.test(text)) return undefined;
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? '.' : ',';
    const thousands = decimal === '.' ? ',' : '.';
    text = text.split(thousands).join('');
    if (text.split(decimal).length > 2) return undefined;
    text = text.replace(decimal, '.');
  } else if (lastComma >= 0) {
    if (text.split(',').length > 2) return undefined;
    text = text.replace(',', '.');
  } else if (text.split('.').length > 2) {
    return undefined;
  }
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

function decimals(value: number): number {
  for (let places = 0; places <= 6; places += 1) {
    const scaled = value * 10 ** places;
    if (Math.abs(scaled - Math.round(scaled)) < 1e-6) return places;
  }
  return 7;
}

export function parsePrice(raw: string): CellResult<number> {
  const value = parseDecimal(raw);
  if (value === undefined) return { error: 'no es un precio valido' };
  if (value < 0) return { error: 'el precio no puede ser negativo' };
  if (value > MAX_PRICE) return { error: 'el precio es demasiado grande' };
  if (decimals(value) > 2) return { error: 'el precio admite como maximo 2 decimales' };
  return { value };
}

export const MAX_STOCK = 99_999_999_999.999;

export function parseStock(raw: string): CellResult<number> {
  const value = parseDecimal(raw);
  if (value === undefined) return { error: 'no es una cantidad valida' };
  if (value < 0) return { error: 'el stock no puede ser negativo' };
  if (value > MAX_STOCK) return { error: 'el stock es demasiado grande' };
  if (decimals(value) > 3) return { error: 'el stock admite como maximo 3 decimales' };
  return { value };
}

/** Unit codes, the labels the screen shows (unid, doc, met, lit) and the usual Spanish words. */
const UNIT_WORDS: Record<string, QuantityUnit> = {
  unit: 'unit',
  unid: 'unit',
  unidad: 'unit',
  unidades: 'unit',
  u: 'unit',
  un: 'unit',
  kg: 'kg',
  kilo: 'kg',
  kilos: 'kg',
  kilogramo: 'kg',
  kilogramos: 'kg',
  dozen: 'dozen',
  doc: 'dozen',
  docena: 'dozen',
  docenas: 'dozen',
  meter: 'meter',
  met: 'meter',
  m: 'meter',
  metro: 'meter',
  metros: 'meter',
  gr: 'gr',
  g: 'gr',
  grs: 'gr',
  gramo: 'gr',
  gramos: 'gr',
  lt: 'lt',
  lit: 'lt',
  l: 'lt',
  litro: 'lt',
  litros: 'lt',
};

export function parseUnit(raw: string): CellResult<QuantityUnit> {
  const plain = raw.trim().toLowerCase();
  // Most cells are already a plain code or label; folding accents is only needed for the rest.
  const unit = UNIT_WORDS[plain] ?? UNIT_WORDS[foldText(plain).replace(/\.$/, '')];
  return unit ? { value: unit } : { error: 'no es una unidad valida (unid, kg, doc, met, gr, lit)' };
}

const TRUE_WORDS = new Set(['si', 's', 'yes', 'y', 'true', 'verdadero', 'v', '1', 'x', 'activo']);
const FALSE_WORDS = new Set(['no', 'n', 'false', 'falso', 'f', '0', 'inactivo']);

export function parseYesNo(raw: string): CellResult<boolean> {
  const word = foldText(raw.trim());
  if (TRUE_WORDS.has(word)) return { value: true };
  if (FALSE_WORDS.has(word)) return { value: false };
  return { error: 'debe ser si o no' };
}

/** Tags in one cell, separated by commas or '|' (a comma-separated CSV quotes the cell). */
export function parseTagCell(raw: string): CellResult<string[]> {
  const tags = parseTags(raw.split(/[,|]/));
  if (tags.length > 50) return { error: 'admite como maximo 50 tags' };
  if (tags.some((tag) => tag.length > 100)) return { error: 'cada tag admite como maximo 100 caracteres' };
  return { value: tags };
}

export function parseImageUrl(raw: string): CellResult<string> {
  const url = raw.trim();
  // A photo the server stores is written as its path: an exported list goes back in as it is.
  if (url.length > 2000 || !isPictureAddress(url)) {
    return { error: 'debe ser una URL que comience con http:// o https://' };
  }
  return { value: url };
}

export function parseText(max: number): (raw: string) => CellResult<string> {
  return (raw) => {
    const text = raw.trim();
    return text.length > max ? { error: `admite como maximo ${max} caracteres` } : { value: text };
  };
}
