import { foldText } from '../filters/filters';

export interface ProductSearchColumns {
  name_search?: string;
  original_id_search?: string;
  tags_search?: string[];
}

/**
 * The stored search copies of a product's name, original id and tags. The server filters on them
 * with the meaning of matchesText (folded text contains each folded query word) and matchesList
 * (a lower-cased tag equals the lower-cased query), so they are folded here with the same
 * functions. Only the fields given are computed: a partial update refreshes just its own copies.
 */
export function productSearchColumns(values: {
  name?: string;
  original_id?: string | null;
  tags?: readonly string[];
}): ProductSearchColumns {
  const columns: ProductSearchColumns = {};
  if (values.name !== undefined) columns.name_search = foldText(values.name);
  if (values.original_id !== undefined) columns.original_id_search = foldText(values.original_id ?? '');
  if (values.tags !== undefined) columns.tags_search = values.tags.map((tag) => tag.toLowerCase());
  return columns;
}
