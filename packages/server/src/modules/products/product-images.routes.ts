import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, PRODUCT_IMAGE, PRODUCT_IMAGE_TEXT } from '@mostrador/core';
import { storeOf } from '../../plugins/auth';
import { contractSchema } from '../../lib/contract';
import { withStoreScope } from '../../db/scope';
import type { ProductImagesService } from './product-images.service';
import { receiveFile } from '../../lib/receive-file';

const tags = ['products'];

/** A photo's address never changes its bytes (a new upload gets a new token): cache it for good. */
const FOREVER = 'public, max-age=31536000, immutable';
const TOKEN = /^[A-Za-z0-9_-]{10,64}$/;

export function productImagesRoutes(images: ProductImagesService) {
  return async (app: FastifyInstance) => {
    await app.register(multipart);
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/store/products/:id/image',
      {
        onRequest: app.guards.storeUser,
        schema: contractSchema('POST /api/store/products/:id/image', {
          tags,
          summary: 'Sube la foto de un producto (multipart, campo file: JPG, PNG o WebP de hasta 8 MB)',
          description:
            'La imagen se guarda como JPG de hasta 1200 px de lado, derecha segun su EXIF y sin sus metadatos; el image_url del producto pasa a /api/images/{tienda}/{token}.',
          consumes: ['multipart/form-data'],
        }),
      },
      async (request) => {
        const file = await receiveFile(request, PRODUCT_IMAGE.maxBytes).catch((error: unknown) => {
          // The upload's own words: a photo, not the product files' CSV or XLSX.
          if (error instanceof AppError && error.code === 'payload_too_large')
            throw new AppError('payload_too_large', PRODUCT_IMAGE_TEXT.tooLarge);
          if (error instanceof AppError && error.code === 'bad_request' && !request.isMultipart())
            throw new AppError('bad_request', PRODUCT_IMAGE_TEXT.noFile);
          throw error;
        });
        return images.upload(storeOf(request), request.params.id, file.content);
      },
    );

    r.get(
      '/images/:storeId/:token',
      {
        schema: contractSchema('GET /api/images/:storeId/:token', {
          tags,
          summary: 'Foto de un producto guardada por el servidor (publica, para las paginas de cliente)',
        }),
      },
      async (request, reply) => {
        const { storeId, token } = request.params;
        const image = TOKEN.test(token)
          ? await withStoreScope(storeId, () => images.read(storeId, token))
          : undefined;
        if (!image) throw new AppError('not_found', PRODUCT_IMAGE_TEXT.notFound);
        return reply
          .type(image.content_type)
          .header('Cache-Control', FOREVER)
          .header('ETag', `"${token}"`)
          .header('Last-Modified', image.created_at.toUTCString())
          .send(image.content);
      },
    );
  };
}
