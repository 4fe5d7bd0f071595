import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MessageRejected, type OutgoingMessage } from './channel';
import { cloudApiChannel, parseSenders } from './cloud-api';

interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

/** Answers as the Graph API documents `POST /{phone-number-id}/messages`; the recipient picks the case. */
let server: Server;
let apiUrl: string;
const seen: Seen[] = [];

async function readBody(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
}

beforeAll(async () => {
  server = createServer((request, response) => {
    void readBody(request).then((body) => {
      seen.push({
        method: request.method!,
        url: request.url!,
        authorization: request.headers.authorization,
        body,
      });
      response.setHeader('content-type', 'application/json');
      if (body.to === '5490000000400') {
        response.statusCode = 400;
        response.end(
          JSON.stringify({ error: { message: '(#131008) Required parameter is missing', code: 131008 } }),
        );
      } else if (body.to === '5490000000429') {
        response.statusCode = 429;
        response.end(JSON.stringify({ error: { message: '(#130429) Rate limit hit', code: 130429 } }));
      } else if (body.to === '5490000000500') {
        response.statusCode = 500;
        response.end(JSON.stringify({ error: { message: 'Unknown error', code: 1 } }));
      } else {
        response.end(
          JSON.stringify({
            messaging_product: 'whatsapp',
            contacts: [{ input: body.to, wa_id: body.to }],
            messages: [{ id: `wamid.${seen.length}`, message_status: 'accepted' }],
          }),
        );
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v21.0`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const message = (values: Partial<OutgoingMessage> = {}): OutgoingMessage => ({
  sendId: 1,
  storeId: 1,
  clientId: 1,
  to: '5491140001234',
  sender: null,
  template: 'carrito_abandonado',
  language: 'es_AR',
  parameters: ['Ana', 'Almacen', 'https://tienda.test/orderstatus/abc'],
  body: 'texto',
  ...values,
});

describe('WhatsApp Cloud API channel', () => {
  const channel = () =>
    cloudApiChannel({
      apiUrl,
      token: 'tok-123',
      defaultPhoneNumberId: '1000',
      senders: '5491122223333=2000',
    });

  it('posts a template message with its body parameters and the bearer token', async () => {
    const sent = await channel().send(message());
    expect(sent).toEqual({ providerMessageId: expect.stringMatching(/^wamid\./), senderId: '1000' });
    const request = seen.at(-1)!;
    expect(request).toMatchObject({
      method: 'POST',
      url: '/v21.0/1000/messages',
      authorization: 'Bearer tok-123',
    });
    expect(request.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '5491140001234',
      type: 'template',
      template: {
        name: 'carrito_abandonado',
        language: { code: 'es_AR' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Ana' },
              { type: 'text', text: 'Almacen' },
              { type: 'text', text: 'https://tienda.test/orderstatus/abc' },
            ],
          },
        ],
      },
    });
  });

  it("sends from the store's dedicated number when it is configured, else from the shared one", async () => {
    expect((await channel().send(message({ sender: '+54 9 11 2222-3333' }))).senderId).toBe('2000');
    expect(seen.at(-1)!.url).toBe('/v21.0/2000/messages');
    expect((await channel().send(message({ sender: '5491199998888' }))).senderId).toBe('1000');
  });

  it.each([
    ['5490000000400', 400],
    ['5490000000429', 429],
  ])('a %s answer is a rejection (certainly not sent)', async (to, status) => {
    const error = await channel()
      .send(message({ to }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MessageRejected);
    expect((error as MessageRejected).status).toBe(status);
  });

  it('a 5xx or an unreachable API leaves the outcome unknown (not a rejection)', async () => {
    const error = await channel()
      .send(message({ to: '5490000000500' }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(MessageRejected);
    const unreachable = cloudApiChannel({
      apiUrl: 'http://127.0.0.1:1/v21.0',
      token: 't',
      defaultPhoneNumberId: '1',
    });
    const down = await unreachable.send(message()).catch((e: unknown) => e);
    expect(down).toBeInstanceOf(Error);
    expect(down).not.toBeInstanceOf(MessageRejected);
  });

  it('reads WHATSAPP_SENDERS pairs by their digits', () => {
    expect([...parseSenders('5491122223333=2000,5491144445555=3000')]).toEqual([
      ['5491122223333', '2000'],
      ['5491144445555', '3000'],
    ]);
    expect(parseSenders(undefined).size).toBe(0);
  });
});
