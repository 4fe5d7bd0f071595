import { useState } from 'react';
import { PAGE_SIZE } from '@mostrador/core';

/**
 * Pages, 15 at a time, a short list the server sends whole (FAQs, referral codes, store users);
 * spread the result into DataTable. After a deletion empties the last page, the new last page shows.
 */
export function useClientPage<T>(all: T[]) {
  const [page, setPage] = useState(0);
  const current = Math.min(page, Math.max(0, Math.ceil(all.length / PAGE_SIZE) - 1));
  return {
    rows: all.slice(current * PAGE_SIZE, (current + 1) * PAGE_SIZE),
    total: all.length,
    page: current,
    pageSize: PAGE_SIZE,
    onPageChange: setPage,
  };
}
