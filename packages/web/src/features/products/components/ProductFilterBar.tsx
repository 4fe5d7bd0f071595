import { useState } from 'react';
import { FilterPanel, type FilterField, type FilterValues } from '../../../ui/data/FilterPanel';
import { TEXTS } from '../../../texts';
import { useProductNames, type ProductFilterValues } from '../api';

export interface ProductFilterBarProps {
  values: ProductFilterValues;
  onChange: (values: ProductFilterValues) => void;
  onRefresh: () => void;
  onExport: () => void;
  isExporting: boolean;
}

function asOptions(names: string[] | undefined) {
  return (names ?? []).map((name) => ({ value: name, label: name }));
}

/**
 * Spec section 2: name text search, the TIPO and MARCA combos (the store's own kinds and brands,
 * in Spanish order; MARCA lists the brands of the chosen TIPO),
 * the ID text filter and the TAG list filter; reset, export and refresh come with the panel.
 */
export function ProductFilterBar({ values, onChange, ...actions }: ProductFilterBarProps) {
  const kinds = useProductNames('kinds');
  // MARCA follows TIPO as it is chosen: with a kind, only the brands its products use.
  const [draftKind, setDraftKind] = useState(values.kind);
  const brands = useProductNames('brands', draftKind);
  const labels = TEXTS.products.filters;
  const fields: FilterField[] = [
    { name: 'name', label: labels.name, kind: 'text' },
    { name: 'kind', label: labels.kind, kind: 'select', options: asOptions(kinds.data), resets: ['brand'] },
    { name: 'brand', label: labels.brand, kind: 'select', options: asOptions(brands.data) },
    { name: 'original_id', label: labels.originalId, kind: 'text' },
    { name: 'tag', label: labels.tag, kind: 'text' },
  ];
  const toFilters = (next: FilterValues): ProductFilterValues => ({
    name: next.name ?? '',
    kind: next.kind ?? '',
    brand: next.brand ?? '',
    original_id: next.original_id ?? '',
    tag: next.tag ?? '',
  });
  return (
    <FilterPanel
      fields={fields}
      values={{ ...values }}
      onChange={(next) => onChange(toFilters(next))}
      onDraftChange={(draft) => setDraftKind(draft.kind ?? '')}
      {...actions}
    />
  );
}
