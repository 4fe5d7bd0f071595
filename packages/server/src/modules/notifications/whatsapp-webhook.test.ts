import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import { createTestApp, messageOf, type TestContext } from '../../../test/helpers';
import {
  activityOf,
  cartClient,
  clientRow,
  manualClock,
  messagingStore,
  sendsOf,
  silentLog,
} from './notifications.fixtures';
import { createNotifications } from './notifications.setup';

const SECRET = 'app-secret-de-prueba';
const VERIFY = 'token-de-verificacion';

/** A Graph API stand-in that accepts every message and numbers them. */
let graph: Server;
let graphUrl: string;
let counter = 0;

let ctx: TestContext;
beforeAll(async () => {
  graph = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      counter += 1;
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({ messaging_product: 'whatsapp', messages: [{ id: `wamid.TEST${counter}` }] }),
      );
    });
  });
  await new Promise<void>((resolve) => graph.listen(0, '127.0.0.1', resolve));
  graphUrl = `http://127.0.0.1:${(graph.address() as AddressInfo).port}/v21.0`;
  ctx = await createTestApp({ WHATSAPP_APP_SECRET: SECRET, WHATSAPP_VERIFY_TOKEN: VERIFY });
});
afterAll(async () => {
  await ctx.close();
  await new Promise((resolve) => graph.close(resolve));
});

const sign = (body: string, secret = SECRET) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

function statusPayload(
  phoneNumberId: string,
  statuses: { id: string; status: string; errors?: unknown[] }[],
) {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'WABA',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '5491100000000', phone_number_id: phoneNumberId },
              statuses: statuses.map((s) => ({
                timestamp: '1898000000',
                recipient_id: '5491140001234',
                ...s,
              })),
            },
          },
        ],
      },
    ],
  });
}

const post = (body: string, signature?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/webhooks/whatsapp',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'x-hub-signature-256': signature } : {}),
    },
    payload: body,
  });

/** Sends one cart message per store through the Cloud API stand-in; returns each store's send. */
async function sendThroughCloudApi(samePhone?: string) {
  const a = await messagingStore(ctx.database, { exclusive: '5491122223333' });
  const b = await messagingStore(ctx.database);
  await cartClient(ctx.database.db, a.store.id, samePhone ? { phone: samePhone } : {});
  await cartClient(ctx.database.db, b.store.id, samePhone ? { phone: samePhone } : {});
  const { jobs } = createNotifications({
    config: testConfig({
      WHATSAPP_TOKEN: 'tok',
      WHATSAPP_PHONE_NUMBER_ID: '1000',
      WHATSAPP_SENDERS: '5491122223333=2000',
      WHATSAPP_API_URL: graphUrl,
    }),
    db: ctx.database.db,
    log: silentLog,
    clock: manualClock('2030-03-04T15:00:00Z'),
  });
  await jobs.runOnce();
  const [sendA] = await sendsOf(ctx.database.db, a.store.id);
  const [sendB] = await sendsOf(ctx.database.db, b.store.id);
  return { sendA: sendA!, sendB: sendB! };
}

describe('GET /api/webhooks/whatsapp (subscription handshake)', () => {
  it('answers the challenge when the verify token matches', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${VERIFY}&hub.challenge=1158201444`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('1158201444');
  });

  it('refuses a wrong token with a 403', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=otro&hub.challenge=1',
    });
    expect(res.statusCode).toBe(403);
    expect(messageOf(res)).toBe('Token de verificacion invalido');
  });
});

describe('POST /api/webhooks/whatsapp (delivery statuses)', () => {
  it('a signed status moves the message forward, never backward', async () => {
    const { sendA } = await sendThroughCloudApi();
    expect(sendA).toMatchObject({ status: 'sent', sender_id: '2000', channel: 'whatsapp' });
    expect(sendA.provider_message_id).toMatch(/^wamid\.TEST/);

    const delivered = statusPayload('2000', [{ id: sendA.provider_message_id!, status: 'delivered' }]);
    const res = await post(delivered, sign(delivered));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updated: 1, opted_out: 0 });
    const read = statusPayload('2000', [{ id: sendA.provider_message_id!, status: 'read' }]);
    await post(read, sign(read));
    // A late 'sent' after 'read' changes nothing.
    const late = statusPayload('2000', [{ id: sendA.provider_message_id!, status: 'sent' }]);
    expect((await post(late, sign(late))).json()).toEqual({ updated: 0, opted_out: 0 });
    const [row] = (await sendsOf(ctx.database.db, sendA.store_id)).filter((s) => s.id === sendA.id);
    expect(row).toMatchObject({ status: 'read' });
    expect(row!.status_at?.toISOString()).toBe(new Date(1898000000 * 1000).toISOString());
  });

  it('a failed status records the reason', async () => {
    const { sendB } = await sendThroughCloudApi();
    expect(sendB.sender_id).toBe('1000');
    const failed = statusPayload('1000', [
      {
        id: sendB.provider_message_id!,
        status: 'failed',
        errors: [{ code: 131026, title: 'Message undeliverable' }],
      },
    ]);
    expect((await post(failed, sign(failed))).json()).toEqual({ updated: 1, opted_out: 0 });
    const [row] = (await sendsOf(ctx.database.db, sendB.store_id)).filter((s) => s.id === sendB.id);
    expect(row).toMatchObject({ status: 'failed', error: '131026 Message undeliverable' });
  });

  it("a status reported by another store's number does not touch the message", async () => {
    const { sendA } = await sendThroughCloudApi();
    const foreign = statusPayload('1000', [{ id: sendA.provider_message_id!, status: 'delivered' }]);
    expect((await post(foreign, sign(foreign))).json()).toEqual({ updated: 0, opted_out: 0 });
    const [row] = (await sendsOf(ctx.database.db, sendA.store_id)).filter((s) => s.id === sendA.id);
    expect(row!.status).toBe('sent');
  });

  it('a forged, missing or re-encoded signature is a 401 and changes nothing', async () => {
    const { sendA } = await sendThroughCloudApi();
    const body = statusPayload('2000', [{ id: sendA.provider_message_id!, status: 'delivered' }]);
    for (const signature of [sign(body, 'otro-secreto'), undefined, 'sha256=abc', sign(`${body} `)]) {
      const res = await post(body, signature);
      expect(res.statusCode).toBe(401);
      expect(messageOf(res)).toBe('Firma invalida');
    }
    const [row] = (await sendsOf(ctx.database.db, sendA.store_id)).filter((s) => s.id === sendA.id);
    expect(row!.status).toBe('sent');
  });

  it('a signed body that is not a webhook payload is a 400', async () => {
    for (const body of ['{no es json', JSON.stringify({ entry: 'x' })]) {
      const res = await post(body, sign(body));
      expect(res.statusCode).toBe(400);
      expect(messageOf(res)).toBe('Contenido del webhook invalido');
    }
  });
});

function replyPayload(phoneNumberId: string, from: string, text: string) {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        changes: [
          {
            field: 'messages',
            value: {
              metadata: { phone_number_id: phoneNumberId },
              messages: [
                { from, id: 'wamid.IN', timestamp: '1898000000', type: 'text', text: { body: text } },
              ],
            },
          },
        ],
      },
    ],
  });
}

describe('POST /api/webhooks/whatsapp (client replies)', () => {
  it("'Baja' opts the client out only in the stores that wrote to her from that number", async () => {
    const { sendA, sendB } = await sendThroughCloudApi('+54 9 11 7777-1234');
    expect(sendA.to).toBe('5491177771234');
    expect(sendB.to).toBe('5491177771234');

    const chat = replyPayload('2000', '5491177771234', 'hola, gracias');
    expect((await post(chat, sign(chat))).json()).toEqual({ updated: 0, opted_out: 0 });
    expect((await clientRow(ctx.database.db, sendA.client_id)).notification).toBe(true);

    const stop = replyPayload('2000', '5491177771234', ' Baja. ');
    expect((await post(stop, sign(stop))).json()).toEqual({ updated: 0, opted_out: 1 });
    expect((await clientRow(ctx.database.db, sendA.client_id)).notification).toBe(false);
    // Store B wrote from the shared number: its client with the same phone keeps her choice.
    expect((await clientRow(ctx.database.db, sendB.client_id)).notification).toBe(true);
    const activity = await activityOf(ctx.database.db, sendA.store_id, sendA.client_id);
    expect(activity.at(-1)).toMatchObject({ activity_name: 'Baja de mensajes pedida por el cliente' });
  });

  it('an unsigned opt-out is refused and changes nothing', async () => {
    const { sendB } = await sendThroughCloudApi();
    const stop = replyPayload('1000', sendB.to, 'STOP');
    expect((await post(stop, sign(stop, 'otro'))).statusCode).toBe(401);
    expect((await clientRow(ctx.database.db, sendB.client_id)).notification).toBe(true);
  });
});

describe('without webhook settings', () => {
  let bare: TestContext;
  beforeAll(async () => {
    bare = await createTestApp();
  });
  afterAll(async () => {
    await bare.close();
  });

  it('both webhook routes answer 404', async () => {
    const get = await bare.app.inject({ method: 'GET', url: '/api/webhooks/whatsapp?hub.mode=subscribe' });
    expect(get.statusCode).toBe(404);
    expect(messageOf(get)).toBe('El webhook de WhatsApp no esta configurado');
    const body = '{}';
    const res = await bare.app.inject({
      method: 'POST',
      url: '/api/webhooks/whatsapp',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': sign(body) },
      payload: body,
    });
    expect(res.statusCode).toBe(404);
  });
});
