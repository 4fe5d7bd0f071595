import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { StoreLanguage } from '@mostrador/core';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export interface SocialNetworks {
  whatsapp?: string | null;
  yt?: string | null;
  facebook?: string | null;
  instagram?: string | null;
  maps?: string | null;
  flags?: Record<string, boolean | string | null | undefined>;
}

export interface DialogMessages {
  dialog_init?: string | null;
  pre_order?: string | null;
  order_close?: string | null;
}

export interface MediaEntry {
  media_url: string;
  media_type: string;
  link: string;
  description: string;
  highlighted: boolean;
}

/** A store with every field of spec section 3; later areas only add columns. */
export const stores = pgTable(
  'stores',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    hashtag: text('hashtag').notNull(),
    name: text('name').notNull(),
    legal_name: text('legal_name'),
    tax_code: text('tax_code'),
    address: text('address'),
    city: text('city'),
    postcode: text('postcode'),
    country: text('country'),
    state: text('state'),
    phone: text('phone'),
    email: text('email'),
    creatoremail: text('creatoremail').notNull(),
    prefered_language: text('prefered_language').$type<StoreLanguage>().notNull().default('es'),
    curr_symbol: text('curr_symbol').notNull().default('$'),
    enabled: boolean('enabled').notNull().default(true),
    delivery_enabled: boolean('delivery_enabled').notNull().default(true),
    takeaway_enabled: boolean('takeaway_enabled').notNull().default(true),
    notifications_enabled: boolean('notifications_enabled').notNull().default(false),
    notifications_cart_enabled: boolean('notifications_cart_enabled').notNull().default(false),
    identifiers: jsonb('identifiers').$type<{ exclusive_whatsapp?: string | null }>().notNull().default({}),
    urls: jsonb('urls')
      .$type<{ report_slim?: string | null; report_general?: string | null }>()
      .notNull()
      .default({}),
    social_networks: jsonb('social_networks').$type<SocialNetworks>().notNull().default({}),
    dialog_messages: jsonb('dialog_messages').$type<DialogMessages>().notNull().default({}),
    color_set: jsonb('color_set').$type<Record<string, string>>().notNull().default({}),
    media: jsonb('media').$type<MediaEntry[]>().notNull().default([]),
    widget_logo: text('widget_logo'),
    header_logo: text('header_logo'),
    title: text('title'),
    subtitle: text('subtitle'),
    /** Where the chat widget sits on a page: left, center or right (spec section 9). */
    widget_position: text('widget_position').notNull().default('right'),
    /** IANA zone of the store's clock: the 11 to 17 h message window is local time (spec section 9). */
    time_zone: text('time_zone').notNull().default('America/Argentina/Buenos_Aires'),
    /** The store admin lets crew users mark payments paid with Completar (issue 19; off by default). */
    crew_can_complete_payments: boolean('crew_can_complete_payments').notNull().default(false),
    ...timestamps,
    /**
     * Hashtag, name and creator email folded once (lower case, no accents) for the administrator's
     * stores search: a trigram index serves it and no row is unaccented at query time.
     */
    admin_search: text('admin_search').generatedAlwaysAs(
      sql`immutable_unaccent(lower(hashtag || ' ' || name || ' ' || creatoremail))`,
    ),
  },
  (t) => [
    uniqueIndex('stores_hashtag_lower_uq').on(sql`lower(${t.hashtag})`),
    // The administrator's stores table pages by these orders (spec section 2) over every store.
    index('stores_created_idx').on(t.created_at, t.id),
    index('stores_name_idx').on(t.name, t.id),
    index('stores_hashtag_idx').on(t.hashtag, t.id),
    index('stores_creatoremail_idx').on(t.creatoremail, t.id),
    index('stores_admin_search_idx').using('gin', sql`${t.admin_search} gin_trgm_ops`),
  ],
);

/** Staff accounts: the platform administrator (is_admin) and store users. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    name: text('name'),
    password_hash: text('password_hash').notNull(),
    is_admin: boolean('is_admin').notNull().default(false),
    store_id: integer('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    store_role: text('store_role').$type<'admin' | 'crew'>(),
    enabled: boolean('enabled').notNull().default(true),
    /** Bumped on every password change; a token carrying an older value is refused. */
    token_version: integer('token_version').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    index('users_store_idx').on(t.store_id),
  ],
);

/** Single-use recovery codes; only a hash of the code is kept. */
export const passwordRecoveries = pgTable(
  'password_recoveries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code_hash: text('code_hash').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_recoveries_user_idx').on(t.user_id)],
);

/** The offline mail adapter's outbox: what would have been sent, readable by operators and tests. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to)],
);

/** Fixed-window counters shared by every instance (login attempts per address and per account). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  reset_at: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/** Captcha challenges already redeemed, so a solved challenge works once. */
export const usedCaptchas = pgTable('used_captchas', {
  id: text('id').primaryKey(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Server-generated secrets kept across restarts (JWT and captcha keys when none is configured). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
