import { randomBytes } from 'node:crypto';
import { AppError, PRODUCT_IMAGE, PRODUCT_IMAGE_TEXT, PRODUCT_TEXT } from '@mostrador/core';
import type { Db } from '../../db/client';
import { encodeJpeg, ImageDecodeError, type EncodedImage } from '../../lib/images/image-encode';
import { jpegOrientation, readImageHeader } from '../../lib/images/image-header';
import { productView } from './product-view';
import { findProduct, updateProduct } from './products.repository';
import { findProductImage, replaceProductImage } from './product-images.repository';
import type { StoreRow } from '../../db/rows';

/** The public address of a stored photo: the store's id scopes the lookup, the token names it. */
export const productImagePath = (storeId: number, token: string) => `/api/images/${storeId}/${token}`;

/** Photos decoded at once by this instance: each may take ~100 MB while it is decoded. */
const MAX_ENCODING = 2;
const ENCODE_TIMEOUT_MS = 20_000;

export function createProductImagesService(db: Db) {
  let encoding = 0;
  const waiting: (() => void)[] = [];

  async function encodeInTurn(bytes: Uint8Array, orientation: number): Promise<EncodedImage> {
    if (encoding >= MAX_ENCODING) await new Promise<void>((resolve) => waiting.push(resolve));
    encoding += 1;
    try {
      return await encodeJpeg(bytes, {
        maxSide: PRODUCT_IMAGE.maxSide,
        quality: PRODUCT_IMAGE.quality,
        orientation,
        timeoutMs: ENCODE_TIMEOUT_MS,
      });
    } finally {
      encoding -= 1;
      waiting.shift()?.();
    }
  }

  return {
    /**
     * POST /store/products/{id}/image: checks the file's own bytes (type and picture size) before
     * decoding, re-encodes it (EXIF dropped, turned upright, at most 1200 px), then stores it and
     * points the product at it in one transaction.
     */
    async upload(store: StoreRow, productId: number, bytes: Buffer) {
      if (!(await findProduct(db, store.id, productId)))
        throw new AppError('not_found', PRODUCT_TEXT.notFound);
      const header = readImageHeader(bytes);
      if (!header) throw new AppError('bad_request', PRODUCT_IMAGE_TEXT.badType);
      if (header.width * header.height > PRODUCT_IMAGE.maxPixels) {
        throw new AppError('bad_request', PRODUCT_IMAGE_TEXT.tooManyPixels);
      }
      const orientation = header.type === 'jpeg' ? jpegOrientation(bytes) : 1;
      let encoded: EncodedImage;
      try {
        encoded = await encodeInTurn(bytes, orientation);
      } catch (error) {
        if (error instanceof ImageDecodeError)
          throw new AppError('bad_request', PRODUCT_IMAGE_TEXT.unreadable);
        throw error;
      }
      const token = randomBytes(16).toString('base64url');
      await db.transaction(async (tx) => {
        // The product's row first: locked from here, it cannot be deleted before the photo is in.
        const changed = await updateProduct(tx, store.id, productId, {
          image_url: productImagePath(store.id, token),
        });
        if (changed === 0) throw new AppError('not_found', PRODUCT_TEXT.notFound);
        await replaceProductImage(tx, {
          store_id: store.id,
          product_id: productId,
          token,
          content_type: 'image/jpeg',
          width: encoded.width,
          height: encoded.height,
          content: encoded.content,
        });
      });
      const row = await findProduct(db, store.id, productId);
      if (!row) throw new AppError('not_found', PRODUCT_TEXT.notFound);
      return { message: PRODUCT_IMAGE_TEXT.saved, product: productView(row, store.curr_symbol) };
    },

    /** GET /images/{storeId}/{token}: the stored bytes, read in that store's scope. */
    read: (storeId: number, token: string) => findProductImage(db, storeId, token),
  };
}

export type ProductImagesService = ReturnType<typeof createProductImagesService>;
