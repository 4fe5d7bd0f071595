import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { StoreChat } from '../pages/CustomerPages';
import { ProductStorePage } from '../pages/ProductStorePage';
import { expectToast } from '../pages/Toast';
import { registerFreshStore } from './fresh-store';

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

/**
 * A new store that has uploaded the catalogue as its full product list (the import checked
 * complete), and its chat opened by a customer on a device of their own (no staff session).
 */
export async function storeSellingCatalogue(
  page: Page,
  browser: Browser,
  id: string,
  fileName: string,
): Promise<{ chat: StoreChat; phone: Page; customer: BrowserContext }> {
  const store = await registerFreshStore(page);
  const products = new ProductStorePage(page);
  await products.goto();
  await products.openSection('Modificar');
  await products.upload('Lista completa de productos', fileName, catalogueFile(id));
  await expectToast(page, 'Actualización de lista de productos enviada correctamente');
  await expect(products.uploadStatus).toHaveAttribute('data-status-color', 'green', { timeout: 60_000 });
  await expect(products.uploadStatus).toContainText('Estado: Completo');
  const customer = await browser.newContext({ ...test.info().project.use });
  const phone = await customer.newPage();
  const chat = new StoreChat(phone);
  await chat.open(store.hashtag.replace(/^#/, ''));
  return { chat, phone, customer };
}
