import {
  AppError,
  ORDER_MSG,
  ORDER_TEXT,
  PAGE_SIZE,
  formatDateTimeInZone,
  type ClientContactInput,
  type ClientDetail,
  type ClientFilters,
  type ClientLogRow,
  type ClientRow,
  type NewClientInput,
  type Page,
} from '@mostrador/core';
import type { Db } from '../../db/client';
import { exportFileName, writeSheet, type SheetColumn } from '../../lib/spreadsheet';
import { EXPORT_MAX_ROWS } from '../orders/orders.export';
import { countOrders } from '../orders/orders.api';
import { pageOfOrders } from '../orders/orders.service';
import {
  countClientLogs,
  countClients,
  findClient,
  insertRegisteredClient,
  selectClientLogs,
  selectClients,
  updateClient,
  type ClientRecord,
} from './clients.repository';
import type { StoreRow } from '../../db/rows';

export function clientRowView(client: ClientRecord): ClientRow {
  return {
    id: client.id,
    email: client.email,
    first_name: client.first_name,
    last_name: client.last_name,
    surname: client.surname,
    phone: client.phone,
    address: client.address,
    first_seen: client.first_seen.toISOString(),
    last_seen: client.last_seen.toISOString(),
    notification: client.notification,
    last_notification: client.last_notification?.toISOString() ?? null,
  };
}

function clientColumns(tz: string): SheetColumn<ClientRecord>[] {
  return [
    { header: 'ID', width: 8, value: (client) => client.id },
    { header: 'Email', width: 28, value: (client) => client.email },
    { header: 'Nombre', value: (client) => client.first_name },
    { header: 'Segundo nombre', value: (client) => client.surname },
    { header: 'Apellido', value: (client) => client.last_name },
    // The screen shows '-' for a missing phone (spec section 3); the file does the same.
    { header: 'Telefono', value: (client) => client.phone || '-' },
    { header: 'Direccion', width: 28, value: (client) => client.address },
    { header: 'Primera visita', value: (client) => formatDateTimeInZone(client.first_seen, tz) },
    { header: 'Ultima visita', value: (client) => formatDateTimeInZone(client.last_seen, tz) },
    { header: 'Notificaciones', value: (client) => (client.notification ? 'Si' : 'No') },
  ];
}

/** The store's customers: list, detail, their orders and activity, export. */
export function createClientsService(db: Db) {
  async function requireClient(storeId: number, clientId: number) {
    const client = await findClient(db, storeId, clientId);
    if (!client) throw new AppError('not_found', ORDER_TEXT.clientNotFound);
    return client;
  }

  return {
    async list(
      store: StoreRow,
      filters: ClientFilters,
      page: number,
      pageSize = PAGE_SIZE,
    ): Promise<Page<ClientRow>> {
      const [rows, total] = await Promise.all([
        selectClients(db, store.id, filters, pageSize, (page - 1) * pageSize),
        countClients(db, store.id, filters),
      ]);
      return { items: rows.map(clientRowView), total, page, page_size: pageSize };
    },

    async detail(store: StoreRow, clientId: number): Promise<ClientDetail> {
      const client = await requireClient(store.id, clientId);
      const orders_count = await countOrders(db, store.id, { client_id: clientId });
      return { ...clientRowView(client), session_ids: client.session_ids, orders_count };
    },

    /** The client screen's edit of name, phone and address; answers the detail as stored. */
    async update(store: StoreRow, clientId: number, contact: ClientContactInput): Promise<ClientDetail> {
      if (Object.keys(contact).length === 0) return this.detail(store, clientId);
      const updated = await updateClient(db, store.id, clientId, contact);
      if (!updated) throw new AppError('not_found', ORDER_TEXT.clientNotFound);
      return this.detail(store, clientId);
    },

    /** POST /store/clients/: the store registers a client; one client per phone in a store. */
    async register(store: StoreRow, input: NewClientInput) {
      const id = await insertRegisteredClient(db, store.id, {
        first_name: input.first_name,
        last_name: input.last_name ?? null,
        phone: input.phone,
        address: input.address ?? null,
      });
      if (id === undefined) throw new AppError('conflict', ORDER_TEXT.clientPhoneTaken);
      return { message: ORDER_MSG.clientRegistered, client: await this.detail(store, id) };
    },

    async activity(store: StoreRow, clientId: number, page: number): Promise<Page<ClientLogRow>> {
      await requireClient(store.id, clientId);
      const [rows, total] = await Promise.all([
        selectClientLogs(db, store.id, clientId, PAGE_SIZE, (page - 1) * PAGE_SIZE),
        countClientLogs(db, store.id, clientId),
      ]);
      return {
        items: rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
        total,
        page,
        page_size: PAGE_SIZE,
      };
    },

    async orders(store: StoreRow, clientId: number, page: number) {
      await requireClient(store.id, clientId);
      return pageOfOrders(db, store, { client_id: clientId }, page);
    },

    async export(store: StoreRow, filters: ClientFilters) {
      const rows = await selectClients(db, store.id, filters, EXPORT_MAX_ROWS + 1);
      if (rows.length > EXPORT_MAX_ROWS) {
        throw new AppError(
          'bad_request',
          ORDER_TEXT.exportTooLarge.replace('{max}', String(EXPORT_MAX_ROWS)),
        );
      }
      return {
        buffer: await writeSheet('Clientes', clientColumns(filters.tz), rows),
        fileName: exportFileName('Clientes'),
      };
    },
  };
}

export type ClientsService = ReturnType<typeof createClientsService>;
