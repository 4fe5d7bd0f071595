import { z } from 'zod';
import { parseTags } from '../filters/filters';
import { QUANTITY_UNITS, type QuantityUnit } from '../format/units';
import { isPictureAddress } from '../validation/settings-fields';

/** Spec section 5 (new product) word for word, plus the catalogue's own texts in the same tone. */
export const PRODUCT_MSG = {
  kindRequired: 'Por favor ingrese un tipo valido',
  nameRequired: 'Por favor ingrese un nombre valido',
  priceInvalid: 'Por favor ingrese un precio valido (un numero mayor o igual a 0)',
  unitInvalid: 'Por favor seleccione una unidad valida (unit, kg, dozen, meter, gr, lt)',
  imageUrlInvalid: 'Por favor ingrese una URL de imagen valida (debe comenzar con http:// o https://)',
  tagsInvalid: 'Por favor ingrese tags validos, separados por comas',
  productIdsRequired: 'Por favor seleccione al menos un producto',
  nothingToUpdate: 'Por favor indique el precio, la imagen o los tags a guardar',
} as const;

/** Success texts: 'Producto creado' is the spec's (section 8); the rest follow its tone. */
export const PRODUCT_TEXT = {
  created: 'Producto creado',
  updated: 'Producto actualizado correctamente',
  deleted: 'Productos eliminados correctamente',
  notFound: 'Producto no encontrado',
  someNotFound: 'Alguno de los productos seleccionados no existe',
  originalIdTaken: 'Ya existe un producto con ese ID original',
  idMismatch: 'El id del producto no coincide con la ruta',
  badRange: 'La ruta debe tener la forma /store/products/{pagina}&{tamaño}',
  badByField:
    'La ruta debe tener la forma /store/products/byfield/{nombre}&{tipo}&{marca}&{id}&{tag}&{pagina}',
} as const;

/** Largest price a numeric(14,2) column holds. */
export const MAX_PRICE = 999_999_999_999.99;
/** Largest page a caller may ask for with the {page}&{page_size} path form. */
export const MAX_PAGE_SIZE = 100;
/** Most products one DELETE may name. */
export const MAX_DELETE_IDS = 1000;

/** True when the number has at most `decimals` digits after the point (1.10 yes, 1.005 no). */
export function hasAtMostDecimals(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

const priceField = z
  .number({ error: PRODUCT_MSG.priceInvalid })
  .min(0, PRODUCT_MSG.priceInvalid)
  .max(MAX_PRICE, PRODUCT_MSG.priceInvalid)
  .refine((value) => hasAtMostDecimals(value, 2), PRODUCT_MSG.priceInvalid);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

const imageUrlField = z
  .string({ error: PRODUCT_MSG.imageUrlInvalid })
  .trim()
  .max(2000, PRODUCT_MSG.imageUrlInvalid)
  .refine((value) => value === '' || isPictureAddress(value), PRODUCT_MSG.imageUrlInvalid)
  .nullish()
  .transform((value) => value || null);

/** Tags as the screen types them ('a, b') or as a list; trimmed, deduplicated ignoring case. */
const tagsField = z
  .union(
    [
      z.string().max(2000, PRODUCT_MSG.tagsInvalid),
      z.array(z.string().max(100, PRODUCT_MSG.tagsInvalid)).max(50, PRODUCT_MSG.tagsInvalid),
    ],
    {
      error: PRODUCT_MSG.tagsInvalid,
    },
  )
  .transform((value) => parseTags(value));

/** `{ name }` as the spec sends brand and kind; a plain string is taken as the name too. */
const namedField = (requiredMessage?: string) => {
  const name = requiredMessage
    ? z.string({ error: requiredMessage }).trim().min(1, requiredMessage).max(100, requiredMessage)
    : z.string().trim().max(100).nullish();
  return z
    .union([z.object({ name }), name], requiredMessage ? { error: requiredMessage } : undefined)
    .transform((value) => {
      const text = typeof value === 'object' && value !== null ? value.name : value;
      return text ? text.trim() : null;
    });
};

/** POST /store/products/: spec section 7 payload; original_id, category, image_url and active may also be given. */
export const createProductSchema = z.object({
  kind: namedField(PRODUCT_MSG.kindRequired),
  name: z
    .string({ error: PRODUCT_MSG.nameRequired })
    .trim()
    .min(1, PRODUCT_MSG.nameRequired)
    .max(200, PRODUCT_MSG.nameRequired),
  brand: namedField()
    .optional()
    .transform((value) => value ?? null),
  quantity_unit: z.enum(QUANTITY_UNITS, { error: PRODUCT_MSG.unitInvalid }).default('unit'),
  price_per_unit: priceField.default(0),
  description: optionalText(2000),
  tags: tagsField.default([]),
  image_url: imageUrlField,
  original_id: optionalText(100),
  category: optionalText(100),
  active: z.boolean().default(true),
});
export type CreateProductInput = z.input<typeof createProductSchema>;

/**
 * POST /store/products/{id}: price, image url and tags (spec section 7), and the product's name,
 * description, brand, kind and unit (fixing a typo should not mean deleting the product); each
 * optional, at least one. A brand given as null or '' takes the brand away; the kind stays required.
 */
const UPDATE_FIELDS = [
  'price_per_unit',
  'image_url',
  'tags',
  'name',
  'description',
  'brand',
  'kind',
  'quantity_unit',
] as const;
export const updateProductSchema = z
  .object({
    id: z.coerce.number().int().positive().optional(),
    price_per_unit: priceField.optional(),
    image_url: imageUrlField.optional(),
    tags: tagsField.optional(),
    name: z
      .string({ error: PRODUCT_MSG.nameRequired })
      .trim()
      .min(1, PRODUCT_MSG.nameRequired)
      .max(200, PRODUCT_MSG.nameRequired)
      .optional(),
    description: optionalText(2000).optional(),
    brand: namedField().optional(),
    kind: namedField(PRODUCT_MSG.kindRequired).optional(),
    quantity_unit: z.enum(QUANTITY_UNITS, { error: PRODUCT_MSG.unitInvalid }).optional(),
  })
  .refine((value) => UPDATE_FIELDS.some((field) => value[field] !== undefined), PRODUCT_MSG.nothingToUpdate);
export type UpdateProductInput = z.input<typeof updateProductSchema>;

/** DELETE /store/products/ body. */
export const deleteProductsSchema = z.object({
  product_ids: z
    .array(z.coerce.number().int().positive(), { error: PRODUCT_MSG.productIdsRequired })
    .min(1, PRODUCT_MSG.productIdsRequired)
    .max(MAX_DELETE_IDS, PRODUCT_MSG.productIdsRequired),
});
export type DeleteProductsInput = z.input<typeof deleteProductsSchema>;

// PostgreSQL text holds no NUL, so no product matches one: dropped rather than sent to a query
// (the export streams its rows, and a query failing there cut the download short).
const filterText = z
  .string()
  .max(200)
  .transform((value) => value.replaceAll('\u0000', ''))
  .optional();

/** The /productstore filter bar: name text, TIPO and MARCA combos, ID text, TAG list (spec section 2). */
export const productFiltersSchema = z.object({
  name: filterText,
  kind: filterText,
  brand: filterText,
  original_id: filterText,
  tag: filterText,
});
export type ProductFilters = z.output<typeof productFiltersSchema>;

/** GET /store/products/ query: the filters plus a 1-based page of PAGE_SIZE. */
export const productListQuerySchema = productFiltersSchema.extend({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});
export type ProductListQuery = z.input<typeof productListQuerySchema>;

/** A product as every staff call returns it (spec section 3); brandname and kindname are '' when unset. */
export interface ProductView {
  id: number;
  name: string;
  brand: { name: string } | null;
  kind: { name: string } | null;
  brandname: string;
  kindname: string;
  quantity_unit: QuantityUnit | string;
  price_per_unit: number;
  description: string | null;
  tags: string[];
  image_url: string | null;
  original_id: string | null;
  category: string | null;
  active: boolean;
  stock: number | null;
  curr_symbol: string;
  created_at: string;
  updated_at: string;
}
