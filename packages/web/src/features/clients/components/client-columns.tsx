import { clientDisplayName, formatDateTime, type ClientRow } from '@mostrador/core';
import type { Column } from '../../../ui/data/DataTable';
import { TEXTS } from '../../../texts';

const T = TEXTS.clients;

/** Spec section 3: an empty phone shows '-'. */
export function phoneText(phone: string | null | undefined): string {
  return phone?.trim() ? phone : '-';
}

export const CLIENT_COLUMNS: Column<ClientRow>[] = [
  { key: 'name', header: T.name, render: (row) => clientDisplayName(row) || '-' },
  { key: 'email', header: T.email, render: (row) => row.email ?? '-' },
  { key: 'phone', header: T.phone, render: (row) => phoneText(row.phone) },
  { key: 'address', header: T.address, render: (row) => row.address ?? '-', hideOnPhone: true },
  { key: 'first_seen', header: T.firstSeen, render: (row) => formatDateTime(row.first_seen) },
  { key: 'last_seen', header: T.lastSeen, render: (row) => formatDateTime(row.last_seen) },
];
