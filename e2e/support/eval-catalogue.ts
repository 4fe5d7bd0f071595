import { readFileSync } from 'node:fs';

/*
 * A catalogue of the assistant's evaluation (bench/assistant-eval/catalogues, each with its public
 * source inside) written as the 'Lista completa de productos' file a store would upload.
 */

interface EvalProduct {
  original_id: string;
  name: string;
  brand: string | null;
  kind: string | null;
  quantity_unit: string;
  price: number;
}

const UNIT_CODE: Record<string, string> = { unit: 'unid', kg: 'kg', gr: 'gr', lt: 'lit' };

/**
 * `kindWhenNone`: the type a store puts in the required 'tipo' column when its system exports
 * none (a point-of-sale export has no categories).
 */
export function catalogueFile(id: string, kindWhenNone = 'General'): string {
  const url = new URL(`../../bench/assistant-eval/catalogues/${id}.json`, import.meta.url);
  const { products } = JSON.parse(readFileSync(url, 'utf8')) as { products: EvalProduct[] };
  const cell = (value: string) => `"${value.replace(/"/g, '""')}"`;
  const rows = products.map((p) =>
    [
      p.original_id,
      cell(p.name),
      cell(p.kind ?? kindWhenNone),
      cell(p.brand ?? ''),
      UNIT_CODE[p.quantity_unit] ?? 'unid',
      p.price.toFixed(2),
    ].join(';'),
  );
  return ['id_original;nombre;tipo;marca;unidad;precio', ...rows].join('\n');
}
