import { foldText } from '../filters/filters';
import type { ImportKind } from './imports';
import {
  parseImageUrl,
  parsePrice,
  parseStock,
  parseTagCell,
  parseText,
  parseUnit,
  parseYesNo,
  type CellResult,
} from './import-values';

/** The product fields a file can carry. */
export const PRODUCT_COLUMN_KEYS = [
  'original_id',
  'name',
  'kind',
  'brand',
  'quantity_unit',
  'price_per_unit',
  'description',
  'tags',
  'image_url',
  'category',
  'active',
  'stock',
] as const;
export type ProductColumnKey = (typeof PRODUCT_COLUMN_KEYS)[number];

export interface ProductColumn {
  key: ProductColumnKey;
  /** The header our examples and exports use. */
  header: string;
  /** Every header accepted for it, compared without accents, case or spaces. */
  aliases: readonly string[];
  description: string;
  parse: (raw: string) => CellResult<unknown>;
}

export const PRODUCT_COLUMNS: Record<ProductColumnKey, ProductColumn> = {
  original_id: {
    key: 'original_id',
    header: 'id_original',
    aliases: ['id_original', 'original_id', 'id', 'codigo'],
    description:
      'ID original del producto (el de su sistema o tienda online). Identifica la fila; distingue mayusculas.',
    parse: parseText(100),
  },
  name: {
    key: 'name',
    header: 'nombre',
    aliases: ['nombre', 'name', 'producto'],
    description: 'Nombre del producto, hasta 200 caracteres.',
    parse: parseText(200),
  },
  kind: {
    key: 'kind',
    header: 'tipo',
    aliases: ['tipo', 'kind', 'kindname'],
    description: 'Tipo del producto (se crea si no existe), hasta 100 caracteres.',
    parse: parseText(100),
  },
  brand: {
    key: 'brand',
    header: 'marca',
    aliases: ['marca', 'brand', 'brandname'],
    description: 'Marca (se crea si no existe), hasta 100 caracteres.',
    parse: parseText(100),
  },
  quantity_unit: {
    key: 'quantity_unit',
    header: 'unidad',
    aliases: ['unidad', 'quantity_unit', 'unit'],
    description:
      'unid, kg, doc, met, gr o lit (tambien unit, dozen, meter, lt, gramos, litros...). Vacia: unid.',
    parse: parseUnit,
  },
  price_per_unit: {
    key: 'price_per_unit',
    header: 'precio',
    aliases: ['precio', 'price', 'price_per_unit'],
    description: 'Precio por unidad, 0 o mas, hasta 2 decimales: 1234.50, 1234,50 o 1.234,50.',
    parse: parsePrice,
  },
  description: {
    key: 'description',
    header: 'descripcion',
    aliases: ['descripcion', 'description'],
    description: 'Descripcion, hasta 2000 caracteres.',
    parse: parseText(2000),
  },
  tags: {
    key: 'tags',
    header: 'tags',
    aliases: ['tags', 'tag', 'etiquetas'],
    description: 'Tags separados por coma o por |, por ejemplo: oferta, sin tacc.',
    parse: parseTagCell,
  },
  image_url: {
    key: 'image_url',
    header: 'imagen',
    aliases: ['imagen', 'image_url', 'foto', 'url_imagen'],
    description: 'URL completa de la foto (http:// o https://).',
    parse: parseImageUrl,
  },
  category: {
    key: 'category',
    header: 'categoria',
    aliases: ['categoria', 'category'],
    description: 'Categoria, hasta 100 caracteres.',
    parse: parseText(100),
  },
  active: {
    key: 'active',
    header: 'activo',
    aliases: ['activo', 'active'],
    description: 'si o no (tambien 1/0, true/false). Vacia: si.',
    parse: parseYesNo,
  },
  stock: {
    key: 'stock',
    header: 'stock',
    aliases: ['stock', 'existencias'],
    description: 'Cantidad en stock, 0 o mas, hasta 3 decimales.',
    parse: parseStock,
  },
};

/**
 * In the full list (products_file) a required cell must be filled and an empty optional cell
 * clears the field. In the files that change existing products (update, prices, stock) only the ID
 * must be filled: any other empty cell leaves that value as it was.
 */
export type ColumnRole =
  /** The column must be present. */
  | 'required'
  /** The column may be present. */
  | 'optional'
  /** Accepted so a downloaded file can be uploaded again; its cells are not read. */
  | 'ignored';

export interface ImportFileSpec {
  columns: Partial<Record<ProductColumnKey, ColumnRole>>;
  /** products_update: at least one column besides the ID must change something. */
  needsOneOptional?: boolean;
  /** An example file, header first: what the docs and the download offer. */
  example: Array<Partial<Record<ProductColumnKey, string>>>;
}

const EXAMPLE_PRODUCTS: ImportFileSpec['example'] = [
  {
    original_id: 'ALM-0001',
    name: 'Azúcar común 1 kg',
    kind: 'Almacén',
    brand: 'Ledesma',
    quantity_unit: 'unid',
    price_per_unit: '1250,50',
    description: 'Azúcar blanca refinada',
    tags: 'oferta, sin tacc',
    image_url: 'https://ejemplo.com/fotos/azucar.jpg',
    category: 'Despensa',
    active: 'si',
    stock: '40',
  },
  {
    original_id: 'FIA-0002',
    name: 'Jamón cocido natural',
    kind: 'Fiambrería',
    brand: 'Paladini',
    quantity_unit: 'gr',
    price_per_unit: '18,90',
    description: 'Precio cada 1 gramo; se vende por 100 g',
    tags: 'feteado',
    image_url: '',
    category: 'Fiambres',
    active: 'si',
    stock: '3500',
  },
  {
    original_id: 'BEB-0003',
    name: 'Agua mineral sin gas 2 l',
    kind: 'Bebidas',
    brand: '',
    quantity_unit: 'unid',
    price_per_unit: '980',
    description: '',
    tags: '',
    image_url: '',
    category: 'Bebidas sin alcohol',
    active: 'no',
    stock: '0',
  },
];

export const IMPORT_FILES: Record<ImportKind, ImportFileSpec> = {
  products_file: {
    columns: {
      original_id: 'required',
      name: 'required',
      kind: 'required',
      brand: 'optional',
      quantity_unit: 'optional',
      price_per_unit: 'required',
      description: 'optional',
      tags: 'optional',
      image_url: 'optional',
      category: 'optional',
      active: 'optional',
      stock: 'optional',
    },
    example: EXAMPLE_PRODUCTS,
  },
  products_update: {
    columns: {
      original_id: 'required',
      name: 'optional',
      kind: 'optional',
      brand: 'optional',
      quantity_unit: 'optional',
      price_per_unit: 'optional',
      description: 'optional',
      tags: 'optional',
      image_url: 'optional',
      category: 'optional',
      active: 'optional',
      stock: 'optional',
    },
    needsOneOptional: true,
    example: [
      { original_id: 'ALM-0001', price_per_unit: '1299,00', tags: 'oferta' },
      { original_id: 'FIA-0002', price_per_unit: '', tags: 'feteado, nuevo' },
    ],
  },
  product_prices: {
    columns: { original_id: 'required', name: 'ignored', price_per_unit: 'required' },
    example: [
      { original_id: 'ALM-0001', name: 'Azúcar común 1 kg', price_per_unit: '1299,00' },
      { original_id: 'FIA-0002', name: 'Jamón cocido natural', price_per_unit: '19,50' },
    ],
  },
  products_stock: {
    columns: { original_id: 'required', name: 'ignored', stock: 'required' },
    example: [
      { original_id: 'ALM-0001', name: 'Azúcar común 1 kg', stock: '25' },
      { original_id: 'FIA-0002', name: 'Jamón cocido natural', stock: '1200,5' },
    ],
  },
  products_delete: {
    columns: { original_id: 'required', name: 'ignored' },
    example: [{ original_id: 'BEB-0003', name: 'Agua mineral sin gas 2 l' }],
  },
};

/** A header as typed ('  ID Original ', 'Descripción') reduced to the form aliases use. */
export function normalizeHeader(header: string): string {
  return foldText(header.replace(/^\uFEFF/, ''))
    .trim()
    .replace(/[\s-]+/g, '_');
}

/** Which product field a header names, among the columns this kind accepts. */
export function columnForHeader(kind: ImportKind, header: string): ProductColumnKey | undefined {
  const normalized = normalizeHeader(header);
  const accepted = Object.keys(IMPORT_FILES[kind].columns) as ProductColumnKey[];
  return accepted.find((key) => PRODUCT_COLUMNS[key].aliases.includes(normalized));
}

/** The columns of a kind in the order its example file shows them. */
export function importColumns(kind: ImportKind): Array<{ key: ProductColumnKey; role: ColumnRole }> {
  const columns = Object.entries(IMPORT_FILES[kind].columns) as Array<[ProductColumnKey, ColumnRole]>;
  return columns.map(([key, role]) => ({ key, role }));
}
