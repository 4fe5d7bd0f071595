import {
  CatalogueIndex,
  type CatalogueProduct,
} from '../packages/server/src/modules/assistant/engine/catalogue-index';
import { TEST_CATALOGUE } from '../packages/server/src/modules/assistant/engine/fixtures.catalogue';
import { MESSAGES } from '../packages/server/src/modules/assistant/engine/fixtures.messages';
import { understand } from '../packages/server/src/modules/assistant/engine/understand';
import { print } from './lib';

const BASES = [
  'Galletitas',
  'Alfajor',
  'Jugo',
  'Gaseosa',
  'Queso',
  'Salsa',
  'Fideos',
  'Arroz',
  'Aceite',
  'Vinagre',
  'Detergente',
  'Shampoo',
  'Jabón',
  'Yogur',
  'Helado',
  'Cereal',
  'Mermelada',
  'Caldo',
  'Sopa',
  'Harina',
];
const FLAVOURS = [
  'frutilla',
  'durazno',
  'limón',
  'naranja',
  'chocolate',
  'vainilla',
  'dulce de leche',
  'manzana',
  'ananá',
  'coco',
  'menta',
  'tomate',
  'queso',
  'verdura',
  'pollo',
  'carne',
  'integral',
  'light',
  'clásico',
  'premium',
];
const BRANDS = [
  'Arcor',
  'Terrabusi',
  'Bagley',
  'Knorr',
  'Molto',
  'Cepita',
  'Baggio',
  'Sancor',
  'Milkaut',
  'Natura',
  'Cocinero',
  'Dos Anclas',
  'Marolio',
  'Granix',
  'Hileret',
];
const SIZES = ['200 g', '500 g', '1 kg', '1 L', '1,5 L', '350 ml', 'x6', 'x12', '250 g', '2 L'];

/** A 10,000-product catalogue: the test store's 60 products among 9,940 generated ones. */
export function bigCatalogue(): CatalogueProduct[] {
  const products: CatalogueProduct[] = [...TEST_CATALOGUE];
  let id = 1000;
  outer: for (const base of BASES)
    for (const flavour of FLAVOURS)
      for (const brand of BRANDS)
        for (const size of SIZES) {
          if (products.length >= 10_000) break outer;
          products.push({
            id: id++,
            name: `${base} ${flavour} ${size}`,
            brand,
            kind: base,
            quantity_unit: 'unit',
            price_per_unit: 1000,
            tags: [],
          });
        }
  return products;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/** The assistant's understanding step on 10,000 products (no network, no database). */
export function assistantEngineBench() {
  const catalogue = bigCatalogue();
  const built = performance.now();
  const index = new CatalogueIndex(catalogue);
  print('assistant index build (10k products)', { ms: (performance.now() - built).toFixed(1) });
  const times: number[] = [];
  for (let round = 0; round < 5; round += 1) {
    for (const [message] of MESSAGES) {
      const started = performance.now();
      understand(message, index);
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  print('assistant understand (10k products)', {
    messages: times.length,
    p50_ms: percentile(times, 0.5).toFixed(2),
    p95_ms: percentile(times, 0.95).toFixed(2),
    max_ms: times[times.length - 1]!.toFixed(2),
  });
}
