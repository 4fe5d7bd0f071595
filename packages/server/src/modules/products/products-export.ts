import { unitLabel, type ProductView } from '@mostrador/core';
import type { SheetColumn } from '../../lib/spreadsheet';

/**
 * The export's columns follow the screen's order, and their headers are ones the product files
 * accept (import-columns.ts), so an exported sheet can be edited and uploaded again as a
 * products_file or products_update.
 */
export const PRODUCT_SHEET_COLUMNS: SheetColumn<ProductView>[] = [
  { header: 'Marca', value: (p) => p.brandname },
  { header: 'Tipo', value: (p) => p.kindname },
  { header: 'Nombre', width: 40, value: (p) => p.name },
  { header: 'Precio', numFmt: '#,##0.00', value: (p) => p.price_per_unit },
  { header: 'Unidad', width: 10, value: (p) => unitLabel(p.quantity_unit) },
  { header: 'Tags', width: 30, value: (p) => p.tags.join(', ') },
  { header: 'ID original', value: (p) => p.original_id },
  { header: 'Descripción', width: 50, value: (p) => p.description },
  { header: 'Imagen', width: 40, value: (p) => p.image_url },
  { header: 'Categoría', value: (p) => p.category },
  { header: 'Activo', width: 10, value: (p) => (p.active ? 'si' : 'no') },
  { header: 'Stock', numFmt: '#,##0.###', value: (p) => p.stock },
];
