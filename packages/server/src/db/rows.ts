import type { dataImports, orderItems, orders, stores, users } from './schema';

/** A store as stored: what guards, scopes and services pass around. */
export type StoreRow = typeof stores.$inferSelect;
/** A back-office user as stored. */
export type UserRow = typeof users.$inferSelect;
/** An order as stored (written by the orders module alone). */
export type OrderRecord = typeof orders.$inferSelect;
/** An order line as stored. */
export type OrderItemRecord = typeof orderItems.$inferSelect;
/** An upload's record (a product file, a stock or price update, a WooCommerce sync). */
export type DataImportRow = typeof dataImports.$inferSelect;
