import { z } from 'zod';
/**
 * Bulk product files (spec sections 4, 7 and 8): the five upload kinds, the import statuses and
 * their colours, and the texts the screen shows. Column definitions live in import-columns.ts.
 */

/** The five multipart uploads, named by their path under /store/. */
export const IMPORT_KINDS = [
  'products_file',
  'products_update',
  'product_prices',
  'products_stock',
  'products_delete',
] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/**
 * Imports that come from the store's WooCommerce through its REST API instead of a file. They share
 * the upload log (data_imports) and its statuses, so the screens show one history.
 */
export const SYNC_KINDS = ['woo_products', 'woo_orders'] as const;
export type SyncKind = (typeof SYNC_KINDS)[number];

/** Every kind of entry in the store's import log. */
export type DataImportKind = ImportKind | SyncKind;

export const SYNC_KIND_INFO: Record<SyncKind, { title: string }> = {
  woo_products: { title: 'Productos de WooCommerce' },
  woo_orders: { title: 'Pedidos de WooCommerce' },
};

export function isImportKind(kind: DataImportKind): kind is ImportKind {
  return (IMPORT_KINDS as readonly string[]).includes(kind);
}

/** The title of an import log entry, file upload or WooCommerce sync. */
export function dataImportTitle(kind: DataImportKind): string {
  return isImportKind(kind) ? IMPORT_KIND_INFO[kind].title : SYNC_KIND_INFO[kind].title;
}

export const IMPORT_STATUSES = ['pending', 'processing', 'complete', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** 'none' is the colour when a store has no upload yet. */
export type ImportStatusColor = 'white' | 'yellow' | 'green' | 'red';

/** Spec section 4: pending and processing yellow, complete green, failed red, none white. */
export const IMPORT_STATUS: Record<
  ImportStatus,
  { label: string; color: ImportStatusColor; finished: boolean }
> = {
  pending: { label: 'Pendiente', color: 'yellow', finished: false },
  processing: { label: 'Procesando', color: 'yellow', finished: false },
  complete: { label: 'Completo', color: 'green', finished: true },
  failed: { label: 'Fallido', color: 'red', finished: true },
};

/** The colour of the upload status light: the latest entry drives it; none is white. */
export function importStatusColor(latest: { status: ImportStatus } | null | undefined): ImportStatusColor {
  return latest ? IMPORT_STATUS[latest.status].color : 'white';
}

export const IMPORT_KIND_INFO: Record<
  ImportKind,
  { title: string; success: string; crmField: 30 | 31; description: string }
> = {
  products_file: {
    title: 'Lista completa de productos',
    // Spec section 8.
    success: 'Actualización de lista de productos enviada correctamente',
    crmField: 30,
    description:
      'Crea los productos nuevos y reemplaza los existentes, buscandolos por ID original. Los productos que no figuran en el archivo no cambian.',
  },
  products_update: {
    title: 'Modificacion de productos',
    success: 'CSV enviado correctamente',
    crmField: 30,
    description:
      'Cambia solo las columnas incluidas de productos que ya existen, buscandolos por ID original. Una celda vacia deja el valor como estaba.',
  },
  product_prices: {
    title: 'Actualizacion de precios',
    success: 'Actualización de precios enviada correctamente',
    crmField: 30,
    description: 'Cambia el precio de productos que ya existen, buscandolos por ID original.',
  },
  products_stock: {
    title: 'Actualizacion de stock',
    success: 'Actualización de stock enviada correctamente',
    crmField: 31,
    description: 'Cambia el stock de productos que ya existen, buscandolos por ID original.',
  },
  products_delete: {
    title: 'Productos a eliminar',
    success: 'Lista de productos a eliminar enviada correctamente',
    crmField: 30,
    description: 'Elimina los productos cuyos ID original figuran en el archivo.',
  },
};

/** A record of the store's upload log (spec section 3), as GET /store/data_imports returns it. */
export const dataImportViewSchema = z.object({
  id: z.number().int(),
  store_id: z.number().int(),
  kind: z.enum([...IMPORT_KINDS, ...SYNC_KINDS]),
  status: z.enum(IMPORT_STATUSES),
  filepath: z.string(),
  error_msg: z.string().nullable(),
  /** Data rows read from the file; null until the import has run. */
  rows: z.number().int().nullable(),
  created: z.number().int().nullable(),
  updated: z.number().int().nullable(),
  deleted: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DataImportView = z.infer<typeof dataImportViewSchema>;

/** How many bad rows an error message lists before summing up the rest. */
export const IMPORT_ERROR_LIST_CAP = 100;
