import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  createUser,
  login,
  messageOf,
  twoLoggedInStores,
  type LoggedInStore,
  type TestContext,
} from '../../../test/helpers';
import { multipart } from '../imports/imports.fixtures';
import { readImageHeader } from '../../lib/images/image-header';
import { createProduct } from './products.fixtures';

// The same library the server encodes with makes the test pictures and reads the results.
const photon = createRequire(import.meta.url)(
  '@silvia-odwyer/photon-node',
) as typeof import('@silvia-odwyer/photon-node');

/** A w x h picture, opaque red, or fully transparent when `transparent`. */
function picture(width: number, height: number, transparent = false) {
  const px = new Uint8Array(width * height * 4);
  for (let i = 0; i < px.length; i += 4) px.set([200, 30, 30, transparent ? 0 : 255], i);
  return new photon.PhotonImage(px, width, height);
}
const png = (w: number, h: number, transparent = false) =>
  Buffer.from(picture(w, h, transparent).get_bytes());
const jpeg = (w: number, h: number) => Buffer.from(picture(w, h).get_bytes_jpeg(90));

/** A JPEG with an EXIF block saying 'turn 90° clockwise to show' (orientation 6), as phones write. */
function sidewaysJpeg(w: number, h: number): Buffer {
  const plain = jpeg(w, h);
  const tiff = Buffer.from([
    0x4d,
    0x4d,
    0x00,
    0x2a,
    0x00,
    0x00,
    0x00,
    0x08, // big-endian TIFF, IFD0 at 8
    0x00,
    0x01, // one entry
    0x01,
    0x12,
    0x00,
    0x03,
    0x00,
    0x00,
    0x00,
    0x01,
    0x00,
    0x06,
    0x00,
    0x00, // Orientation = 6
    0x00,
    0x00,
    0x00,
    0x00, // no next IFD
  ]);
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const app1 = Buffer.concat([
    Buffer.from([0xff, 0xe1, (body.length + 2) >> 8, (body.length + 2) & 0xff]),
    body,
  ]);
  return Buffer.concat([plain.subarray(0, 2), app1, plain.subarray(2)]);
}

/** A PNG whose header claims width x height, with nothing decodable after it. */
function pngHeaderOnly(width: number, height: number): Buffer {
  const header = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
  header.writeUInt32BE(13, 8);
  header.write('IHDR', 12, 'latin1');
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  header[24] = 8;
  header[25] = 6;
  return Buffer.concat([header, Buffer.from('esto no es una imagen de verdad '.repeat(20))]);
}

let ctx: TestContext;
let mine: LoggedInStore;
let other: LoggedInStore;

beforeAll(async () => {
  ctx = await createTestApp();
  ({ mine, other } = await twoLoggedInStores(ctx, 61));
});
afterAll(() => ctx.close());

async function uploadImage(token: string, productId: number, content: Buffer, filename = 'foto.jpg') {
  const body = multipart(filename, content);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/store/products/${productId}/image`,
    headers: { ...body.headers, ...bearer(token) },
    payload: body.payload,
  });
}

const newProduct = (store: LoggedInStore, name = 'Yerba con foto') =>
  createProduct(ctx, bearer(store.token), { name });

describe('POST /store/products/{id}/image and GET /images/{store}/{token}', () => {
  it('stores a large transparent PNG as an upright JPEG of at most 1200 px on a white ground', async () => {
    const product = await newProduct(mine);
    const res = await uploadImage(mine.token, product.id, png(2400, 1200, true), 'logo.png');
    expect(res.statusCode, res.body).toBe(200);
    expect(messageOf(res)).toBe('Imagen guardada');
    const url = res.json().product.image_url as string;
    expect(url).toMatch(new RegExp(`^/api/images/${mine.store.id}/[A-Za-z0-9_-]{20,}$`));

    const image = await ctx.app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.headers.etag).toBeTruthy();
    expect(readImageHeader(image.rawPayload)).toEqual({ type: 'jpeg', width: 1200, height: 600 });
    const decoded = photon.PhotonImage.new_from_byteslice(new Uint8Array(image.rawPayload));
    const [r, g, b] = decoded.get_raw_pixels().subarray(0, 3);
    expect(Math.min(r!, g!, b!)).toBeGreaterThan(245);

    // The product list shows the stored photo's address.
    const listed = await ctx.app.inject({
      method: 'GET',
      url: `/api/store/products/?name=${encodeURIComponent('Yerba con foto')}`,
      headers: bearer(mine.token),
    });
    expect(listed.json().items[0].image_url).toBe(url);
  });

  it('turns a sideways phone photo upright (EXIF orientation 6) and keeps a small one small', async () => {
    const product = await newProduct(mine);
    const res = await uploadImage(mine.token, product.id, sidewaysJpeg(40, 20));
    expect(res.statusCode, res.body).toBe(200);
    const image = await ctx.app.inject({ method: 'GET', url: res.json().product.image_url });
    expect(readImageHeader(image.rawPayload)).toEqual({ type: 'jpeg', width: 20, height: 40 });
  });

  it('replaces the photo: a new address, and the old one is gone', async () => {
    const product = await newProduct(mine);
    const first = (await uploadImage(mine.token, product.id, jpeg(30, 30))).json().product.image_url;
    const second = await uploadImage(mine.token, product.id, png(50, 20));
    const url = second.json().product.image_url;
    expect(url).not.toBe(first);
    expect((await ctx.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });

  it.each([
    ['a text file', Buffer.from('nombre;precio\nyerba;100\n'), 400, 'La imagen debe ser JPG, PNG o WebP'],
    [
      'a GIF',
      Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
      400,
      'La imagen debe ser JPG, PNG o WebP',
    ],
    [
      'a picture of 100 megapixels',
      pngHeaderOnly(10_000, 10_000),
      400,
      'La imagen es demasiado grande: como maximo 25 megapixeles',
    ],
    [
      'a damaged PNG',
      pngHeaderOnly(300, 200),
      400,
      'No se pudo leer la imagen; pruebe con otra foto o guardela de nuevo como JPG',
    ],
    [
      'a file over 8 MB',
      Buffer.concat([jpeg(10, 10), Buffer.alloc(8 * 1_048_576)]),
      413,
      'La imagen supera el tamaño maximo de 8 MB',
    ],
  ])(
    'refuses %s with a Spanish message and leaves the product as it was',
    async (_name, content, status, message) => {
      const product = await newProduct(mine);
      const res = await uploadImage(mine.token, product.id, content);
      expect(res.statusCode).toBe(status);
      expect(messageOf(res)).toBe(message);
      const listed = await ctx.app.inject({
        method: 'GET',
        url: `/api/store/products/?original_id=${encodeURIComponent(product.original_id!)}`,
        headers: bearer(mine.token),
      });
      expect(listed.json().items[0].image_url).toBeNull();
    },
  );

  it('still serves uploads after a damaged one (each photo is decoded in its own worker)', async () => {
    const product = await newProduct(mine);
    expect((await uploadImage(mine.token, product.id, pngHeaderOnly(64, 64))).statusCode).toBe(400);
    expect((await uploadImage(mine.token, product.id, jpeg(64, 64))).statusCode).toBe(200);
  });

  it('asks for a file when the body is not a form', async () => {
    const product = await newProduct(mine);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/store/products/${product.id}/image`,
      headers: bearer(mine.token),
      payload: { image_url: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(
      'Por favor adjunte una imagen JPG, PNG o WebP (formulario multipart, campo file)',
    );
  });

  it('lets crew upload, and refuses anonymous calls', async () => {
    const product = await newProduct(mine);
    const crew = await createUser(ctx.database, { store_id: mine.store.id, store_role: 'crew' });
    const { jwt_token } = await login(ctx.app, crew.email, crew.password, '10.61.0.9');
    expect((await uploadImage(jwt_token, product.id, jpeg(20, 20))).statusCode).toBe(200);
    const body = multipart('foto.jpg', jpeg(20, 20));
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: `/api/store/products/${product.id}/image`,
      headers: body.headers,
      payload: body.payload,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("never lets store B change store A's product or read its photo through B's address", async () => {
    const product = await newProduct(mine);
    const url = (await uploadImage(mine.token, product.id, jpeg(20, 20))).json().product.image_url as string;
    const res = await uploadImage(other.token, product.id, jpeg(30, 30));
    expect(res.statusCode).toBe(404);
    expect(messageOf(res)).toBe('Producto no encontrado');
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const token = url.split('/').pop()!;
    const throughB = await ctx.app.inject({ method: 'GET', url: `/api/images/${other.store.id}/${token}` });
    expect(throughB.statusCode).toBe(404);
    expect(messageOf(throughB)).toBe('Imagen no encontrada');
  });

  it('answers 404 for unknown, malformed and deleted photos', async () => {
    for (const url of [
      `/api/images/${mine.store.id}/desconocidoAAAAAAAAAA`,
      `/api/images/${mine.store.id}/..%2F..%2Fetc`,
      '/api/images/999999/AAAAAAAAAAAAAAAAAAAAAA',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
    const product = await newProduct(mine);
    const url = (await uploadImage(mine.token, product.id, jpeg(20, 20))).json().product.image_url as string;
    await ctx.app.inject({
      method: 'DELETE',
      url: '/api/store/products/',
      headers: bearer(mine.token),
      payload: { product_ids: [product.id] },
    });
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    const gone = await uploadImage(mine.token, product.id, jpeg(20, 20));
    expect(gone.statusCode).toBe(404);
  });
});
