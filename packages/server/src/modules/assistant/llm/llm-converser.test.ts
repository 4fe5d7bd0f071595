/*
 * The language-model adapter against a local fake of the OpenAI chat-completions API that answers
 * with tool calls, as a real model would.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
import { createStore, freshDatabase } from '../../../../test/helpers';
import { listUnanswered } from '../../faqs/unanswered.repository';
import { fakeCustomer, seedTestCatalogue } from '../assistant.fixtures';
import { createAssistantService, type ChatReply } from '../assistant.service';
import { readChatState } from '../assistant.repository';

interface Request {
  headers: Record<string, string | string[] | undefined>;
  body: {
    model: string;
    tools: { function: { name: string } }[];
    messages: { role: string; content: string | null }[];
  };
}

let database: Database;
let server: Server;
let url: string;
let storeId: number;
let hashtag: string;
const requests: Request[] = [];
/** What the fake model answers, given the conversation so far. */
let script: (messages: Request['body']['messages']) => unknown = () => ({});
let failing = false;

const toolCall = (name: string, args: unknown) => ({
  choices: [
    {
      message: {
        role: 'assistant',
        content: null,
        tool_calls: [
          { id: `call_${name}`, type: 'function', function: { name, arguments: JSON.stringify(args) } },
        ],
      },
    },
  ],
});
const answer = (content: string) => ({ choices: [{ message: { role: 'assistant', content } }] });
const texts = (reply: ChatReply) => reply.messages.flatMap((m) => (m.type === 'text' ? [m.text] : []));

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const body = JSON.parse(raw) as Request['body'];
      requests.push({ headers: req.headers, body });
      if (failing || req.url !== '/v1/chat/completions') {
        res.writeHead(500).end('{}');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(script(body.messages)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  database = await freshDatabase();
  const { store } = await createStore(database);
  storeId = store.id;
  hashtag = store.hashtag;
  await seedTestCatalogue(database.db, storeId);
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await database.close();
});

function service(customer = fakeCustomer(hashtag)) {
  return {
    customer,
    assistant: createAssistantService({
      db: database.db,
      customer,
      config: {
        ASSISTANT_LLM_URL: url,
        ASSISTANT_LLM_KEY: 'clave-de-prueba',
        ASSISTANT_LLM_MODEL: 'modelo-de-prueba',
        ASSISTANT_LLM_TIMEOUT_MS: 5000,
      },
    }),
  };
}

describe('[ASSISTANT] language model adapter', () => {
  it('lets the model search the catalogue and add to the order with tool calls', async () => {
    failing = false;
    requests.length = 0;
    script = (messages) => {
      const last = messages[messages.length - 1]!;
      if (last.role === 'user') return toolCall('search_products', { query: 'papa blanca' });
      if (messages.filter((m) => m.role === 'tool').length === 1) {
        const [found] = JSON.parse(last.content!) as { product_id: number }[];
        return toolCall('add_items', { items: [{ product_id: found!.product_id, amount: 2 }] });
      }
      return answer('¡Listo! ¿Algo más?');
    };
    const { customer, assistant } = service();
    const session = 'dfmessenger-00000000a1';
    const reply = await assistant.chat({
      session_id: session,
      store: hashtag,
      text: 'quiero dos kilos de papa blanca',
    });

    expect(texts(reply)).toEqual([
      'Agregué a tu pedido:\n• 2 kg Papa blanca',
      'Total: $ 200,00',
      '¡Listo! ¿Algo más?',
    ]);
    expect(reply.intent).toBe('order_item.confirm');
    expect(customer.orders[0]?.items.map((i) => [i.name, i.amount])).toEqual([['Papa blanca', 2]]);
    expect(requests).toHaveLength(3);
    expect(requests[0]!.headers.authorization).toBe('Bearer clave-de-prueba');
    expect(requests[0]!.body.model).toBe('modelo-de-prueba');
    expect(requests[0]!.body.tools.map((tool) => tool.function.name)).toContain('add_items');
    const saved = (await readChatState(database.db, session, storeId)) as { history: unknown[] };
    expect(saved.history).toEqual([
      { role: 'user', content: 'quiero dos kilos de papa blanca' },
      { role: 'assistant', content: '¡Listo! ¿Algo más?' },
    ]);
  });

  it('answers questions through the store FAQs and records one without an answer', async () => {
    failing = false;
    script = (messages) =>
      messages[messages.length - 1]!.role === 'user'
        ? toolCall('answer_question', { question: 'Aceptan perros en el local' })
        : answer('');
    const reply = await service().assistant.chat({
      session_id: 'dfmessenger-00000000a2',
      store: hashtag,
      text: 'puedo ir con mi perro',
    });
    expect(texts(reply)).toEqual([
      'No tengo esa respuesta ahora. Le paso tu consulta a la tienda para que te respondan.',
    ]);
    expect((await listUnanswered(database.db, storeId)).map((q) => q.question)).toContain(
      'Aceptan perros en el local',
    );
  });

  it('refuses a tool call with an unknown product and lets the model correct itself', async () => {
    failing = false;
    script = (messages) => {
      const tools = messages.filter((m) => m.role === 'tool');
      if (tools.length === 0) return toolCall('add_items', { items: [{ product_id: 999999, amount: 1 }] });
      return answer(`error visto: ${tools[0]!.content}`);
    };
    const { customer, assistant } = service();
    const reply = await assistant.chat({
      session_id: 'dfmessenger-00000000a3',
      store: hashtag,
      text: 'agregame eso',
    });
    expect(texts(reply)).toEqual(['error visto: {"error":"product_id desconocido"}']);
    expect(customer.orders).toEqual([]);
  });

  it('falls back to the built-in engine when the model fails', async () => {
    failing = true;
    const { customer, assistant } = service();
    const reply = await assistant.chat({
      session_id: 'dfmessenger-00000000a4',
      store: hashtag,
      text: '2 kg de papa blanca',
    });
    expect(texts(reply)[0]).toBe('Agregué a tu pedido:\n• 2 kg Papa blanca');
    expect(customer.orders[0]?.items).toHaveLength(1);
  });

  it('leaves the greeting to the built-in engine', async () => {
    failing = false;
    requests.length = 0;
    const reply = await service().assistant.chat({
      session_id: 'dfmessenger-00000000a5',
      store: hashtag,
      text: '',
    });
    expect(texts(reply)[0]).toMatch(/^¡Hola! Soy el asistente de /);
    expect(requests).toHaveLength(0);
  });
});
