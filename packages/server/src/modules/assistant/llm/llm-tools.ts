/*
 * The actions a language model may take in a conversation: the same actions the built-in engine
 * takes (../conversation/actions), described as OpenAI-style function tools.
 */
import { z } from 'zod';
import {
  addLines,
  confirmOrder,
  discardOrder,
  showCatalogue,
  showOrder,
  changeItem,
  removeItem,
} from '../conversation/actions';
import type { Conversation } from '../conversation/context';
import { answerQuestion } from '../conversation/faq-answers';
import { searchProducts } from '../engine/free-text-search';

const object = (properties: Record<string, unknown>, required: string[] = []) => ({
  type: 'object',
  properties,
  required,
  additionalProperties: false,
});

export const TOOLS = [
  {
    name: 'search_products',
    description: 'Busca productos del catálogo de la tienda por nombre, marca o tipo.',
    parameters: object({ query: { type: 'string' } }, ['query']),
  },
  {
    name: 'add_items',
    description:
      'Agrega productos al pedido del cliente. amount está en la unidad del producto (kg, gr, unit, dozen, lt, meter).',
    parameters: object(
      {
        items: {
          type: 'array',
          items: object({ product_id: { type: 'integer' }, amount: { type: 'number' } }, [
            'product_id',
            'amount',
          ]),
        },
      },
      ['items'],
    ),
  },
  { name: 'get_order', description: 'Los items del pedido abierto del cliente.', parameters: object({}) },
  {
    name: 'change_item',
    description: 'Cambia la cantidad de un item del pedido.',
    parameters: object({ item_id: { type: 'integer' }, amount: { type: 'number' } }, ['item_id', 'amount']),
  },
  {
    name: 'remove_item',
    description: 'Saca un item del pedido.',
    parameters: object({ item_id: { type: 'integer' } }, ['item_id']),
  },
  { name: 'show_order', description: 'Muestra el pedido al cliente con su enlace.', parameters: object({}) },
  {
    name: 'confirm_order',
    description: 'Confirma el pedido. Solo después de que el cliente lo confirmó explícitamente.',
    parameters: object({}),
  },
  {
    name: 'discard_order',
    description: 'Descarta el pedido. Solo después de que el cliente lo pidió explícitamente.',
    parameters: object({}),
  },
  { name: 'show_catalogue', description: 'Muestra el enlace al catálogo completo.', parameters: object({}) },
  {
    name: 'answer_question',
    description:
      'Responde una consulta sobre la tienda (pagos, ubicación, envíos, costo de envío, compra mínima u otras) con las preguntas frecuentes de la tienda; una que no tenga respuesta queda registrada para la tienda.',
    parameters: object({ question: { type: 'string' } }, ['question']),
  },
] as const;

export type ToolName = (typeof TOOLS)[number]['name'];

const args = {
  search_products: z.object({ query: z.string().max(200) }),
  add_items: z.object({
    items: z
      .array(z.object({ product_id: z.number().int(), amount: z.number().positive().max(100_000) }))
      .max(30),
  }),
  change_item: z.object({ item_id: z.number().int(), amount: z.number().positive().max(100_000) }),
  remove_item: z.object({ item_id: z.number().int() }),
  answer_question: z.object({ question: z.string().min(1).max(1000) }),
};

/** The texts the customer was shown by a tool, so the model knows and need not repeat them. */
function shown(conversation: Conversation, from: number): string {
  const texts = conversation.messages
    .slice(from)
    .map((m) => (m.type === 'text' ? m.text : m.type === 'order' ? `[pedido ${m.order.alphanum_id}]` : ''))
    .filter(Boolean);
  return JSON.stringify({ ok: true, shown_to_customer: texts });
}

/** Runs one tool call; a bad call answers an error the model can correct, never a failed reply. */
export async function runTool(
  conversation: Conversation,
  name: string,
  rawArguments: string,
): Promise<string> {
  let input: unknown;
  try {
    input = JSON.parse(rawArguments || '{}');
  } catch {
    return JSON.stringify({ error: 'argumentos JSON invalidos' });
  }
  const from = conversation.messages.length;
  switch (name as ToolName) {
    case 'search_products': {
      const parsed = args.search_products.safeParse(input);
      if (!parsed.success) return JSON.stringify({ error: 'falta query' });
      const found = searchProducts(conversation.catalogue.index, parsed.data.query, 8).filter(
        (c) => c.score >= 0.45,
      );
      return JSON.stringify(
        found.map(({ product }) => ({
          product_id: product.id,
          name: product.name,
          brand: product.brand,
          price_per_unit: product.price_per_unit,
          quantity_unit: product.quantity_unit,
        })),
      );
    }
    case 'add_items': {
      const parsed = args.add_items.safeParse(input);
      if (!parsed.success) return JSON.stringify({ error: 'items invalidos' });
      const lines = parsed.data.items.flatMap(({ product_id, amount }) => {
        const product = conversation.catalogue.byId.get(product_id);
        return product ? [{ product, amount: Math.round(amount * 100) / 100, text: product.name }] : [];
      });
      if (lines.length !== parsed.data.items.length)
        return JSON.stringify({ error: 'product_id desconocido' });
      await addLines(conversation, lines);
      return shown(conversation, from);
    }
    case 'get_order': {
      const order = await conversation.customer.openOrder(conversation.sessionId);
      return JSON.stringify(
        (order?.items ?? []).map(({ id, name, amount, quantity_unit }) => ({
          item_id: id,
          name,
          amount,
          quantity_unit,
        })),
      );
    }
    case 'change_item':
    case 'remove_item': {
      const parsed = (name === 'change_item' ? args.change_item : args.remove_item).safeParse(input);
      if (!parsed.success) return JSON.stringify({ error: 'item invalido' });
      const order = await conversation.customer.openOrder(conversation.sessionId);
      const item = order?.items.find((i) => i.id === parsed.data.item_id);
      if (!order || !item) return JSON.stringify({ error: 'item_id desconocido' });
      const amount = 'amount' in parsed.data ? Number(parsed.data.amount) : null;
      if (amount !== null) await changeItem(conversation, order, item, amount);
      else await removeItem(conversation, order, item);
      return shown(conversation, from);
    }
    case 'show_order':
      await showOrder(conversation);
      return shown(conversation, from);
    case 'confirm_order':
      await confirmOrder(conversation);
      return shown(conversation, from);
    case 'discard_order':
      await discardOrder(conversation);
      return shown(conversation, from);
    case 'show_catalogue':
      showCatalogue(conversation);
      return shown(conversation, from);
    case 'answer_question': {
      const parsed = args.answer_question.safeParse(input);
      if (!parsed.success) return JSON.stringify({ error: 'falta question' });
      // The model judged it a question: one without an answer is recorded whatever its wording.
      await answerQuestion(conversation, parsed.data.question, undefined, true);
      return shown(conversation, from);
    }
    default:
      return JSON.stringify({ error: `herramienta desconocida: ${name}` });
  }
}
