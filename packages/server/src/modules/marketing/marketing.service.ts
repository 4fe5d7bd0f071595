import { randomInt } from 'node:crypto';
import {
  AppError,
  storeSlug,
  WHATSAPP_LINK_PREFIX,
  type refcodeSchema,
  type savePromosSchema,
} from '@mostrador/core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { listPromos, replacePromos } from './promos.repository';
import { findStoreRefcode, insertRefcode, listRefcodes, updateRefcode } from './refcodes.repository';
import type { StoreRow } from '../../db/rows';

export const MARKETING_TEXT = {
  promosSaved: 'Calendario de promos guardado correctamente',
  refcodeCreated: 'Codigo creado correctamente',
  refcodeUpdated: 'Codigo actualizado correctamente',
  refcodeNotFound: 'Codigo no encontrado',
  whatsappMissing:
    'Para un codigo de WhatsApp primero ingrese el numero de WhatsApp de la tienda en MI NEGOCIO',
} as const;

/** No 0/O or 1/I/L: codes are read off printed QRs and typed by hand. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

export function newRefcode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/**
 * The link a QR opens. Web: the store's public page with the code (`{PUBLIC_URL}/s/{slug}?ref=`,
 * a path alone when PUBLIC_URL is not configured, for the web to complete with its own origin).
 * WhatsApp: a wa.me link to the store's number with the user message and the code prefilled.
 */
export function refcodeUrl(
  store: Pick<StoreRow, 'hashtag' | 'identifiers' | 'social_networks'>,
  code: string,
  input: { is_web: boolean; client_msg_preamble: string },
  publicUrl: string | undefined,
): string {
  if (input.is_web) {
    return `${(publicUrl ?? '').replace(/\/+$/, '')}/s/${storeSlug(store.hashtag)}?ref=${code}`;
  }
  const number = (store.identifiers.exclusive_whatsapp || store.social_networks.whatsapp || '').replace(
    /\D/g,
    '',
  );
  if (!number) throw new AppError('bad_request', MARKETING_TEXT.whatsappMissing);
  const text = `${input.client_msg_preamble} ${code}`.trim();
  return `${WHATSAPP_LINK_PREFIX}${number}?text=${encodeURIComponent(text)}`;
}

export function createMarketingService(db: Db, publicUrl: string | undefined) {
  return {
    promos: {
      list: (storeId: number) => listPromos(db, storeId),

      /** The whole calendar replaces the saved one, in one transaction. */
      async save(storeId: number, input: z.output<typeof savePromosSchema>) {
        await db.transaction(async (tx) => {
          await replacePromos(
            tx,
            storeId,
            input.map(({ day_of_week, tag, promo_msg }) => ({ day_of_week, tag, promo_msg })),
          );
        });
        return { message: MARKETING_TEXT.promosSaved, promos: await listPromos(db, storeId) };
      },
    },

    refcodes: {
      list: (storeId: number) => listRefcodes(db, storeId),

      /** Without a code: a new code (201). With one of the store's codes: that code, updated. */
      async save(store: StoreRow, input: z.output<typeof refcodeSchema>) {
        const { code, ...fields } = input;
        if (code !== undefined) {
          const existing = await findStoreRefcode(db, store.id, code);
          if (!existing) throw new AppError('not_found', MARKETING_TEXT.refcodeNotFound);
          const url = refcodeUrl(store, existing.code, fields, publicUrl);
          const refcode = await updateRefcode(db, store.id, existing.code, { ...fields, url });
          return { created: false, message: MARKETING_TEXT.refcodeUpdated, refcode };
        }
        // A fresh random code can meet an existing one; another draw settles it.
        for (let attempt = 0; ; attempt += 1) {
          const fresh = newRefcode();
          try {
            const url = refcodeUrl(store, fresh, fields, publicUrl);
            const refcode = await insertRefcode(db, store.id, { ...fields, code: fresh, url });
            return { created: true, message: MARKETING_TEXT.refcodeCreated, refcode };
          } catch (error) {
            if (uniqueViolation(error) !== 'refcodes_code_uq' || attempt >= 4) throw error;
          }
        }
      },
    },
  };
}

export type MarketingService = ReturnType<typeof createMarketingService>;
