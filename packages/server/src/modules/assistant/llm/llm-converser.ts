/*
 * Optional: an OpenAI-compatible chat-completions model drives the conversation through the same
 * actions as the built-in engine (tools in llm-tools.ts). The greeting and referral codes stay
 * with the built-in engine, and so does any message the model cannot answer in time: the customer
 * always gets a reply.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Converser } from '../assistant.service';
import { say, type Conversation } from '../conversation/context';
import { applyRefcode, converse } from '../conversation/converse';
import { TOOLS, runTool } from './llm-tools';

export interface LlmSettings {
  /** Base url of the API, e.g. https://api.openai.com/v1 (the path /chat/completions is added). */
  url: string;
  key?: string;
  model: string;
  timeoutMs: number;
}

interface ToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

type Message =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

interface Completion {
  choices?: { message?: { content?: string | null; tool_calls?: ToolCall[] } }[];
}

const MAX_ROUNDS = 5;
const HISTORY_TURNS = 12;
const LANGUAGE_NAMES = { es: 'español rioplatense', po: 'portugués', en: 'inglés' } as const;

function systemPrompt(conversation: Conversation): string {
  const { store } = conversation;
  return [
    `Sos el asistente de compras de la tienda "${store.name}". Respondé siempre en ${LANGUAGE_NAMES[store.language]}, breve y amable.`,
    'Tomás pedidos: buscá cada producto con search_products y agregalo con add_items (amount en la unidad del producto: 500 gr de un producto por gr es 500; medio kilo de uno por kg es 0.5).',
    'Si una búsqueda da varios productos posibles, preguntá al cliente cuál quiere antes de agregar.',
    'Para cambiar o sacar productos usá get_order y luego change_item o remove_item.',
    'Antes de confirm_order mostrá el pedido (show_order) y pedí confirmación explícita; antes de discard_order también.',
    'Las consultas sobre la tienda se responden solo con answer_question; nunca inventes datos de la tienda.',
    'Lo que devuelve una herramienta en shown_to_customer ya lo vio el cliente: no lo repitas.',
  ].join('\n');
}

async function complete(settings: LlmSettings, messages: Message[]): Promise<Completion> {
  const response = await fetch(`${settings.url.replace(/\/+$/, '')}/chat/completions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(settings.key ? { authorization: `Bearer ${settings.key}` } : {}),
    },
    body: JSON.stringify({
      model: settings.model,
      messages,
      tools: TOOLS.map((tool) => ({ type: 'function', function: tool })),
      tool_choice: 'auto',
      temperature: 0.2,
    }),
    signal: AbortSignal.timeout(settings.timeoutMs),
  });
  if (!response.ok) throw new Error(`modelo de lenguaje: HTTP ${response.status}`);
  return (await response.json()) as Completion;
}

export function llmConverser(settings: LlmSettings, log?: FastifyBaseLogger): Converser {
  return async (conversation, text) => {
    // The greeting, a QR's referral code and the question pending from the built-in engine are
    // answered by it, so a configured model changes nothing there.
    if (text.trim() === '' || conversation.state.pending) return converse(conversation, text);
    if (await applyRefcode(conversation, text)) return;
    const history = conversation.state.history ?? [];
    const messages: Message[] = [
      { role: 'system', content: systemPrompt(conversation) },
      ...history,
      { role: 'user', content: text },
    ];
    const start = conversation.messages.length;
    try {
      for (let round = 0; round < MAX_ROUNDS; round += 1) {
        const reply = (await complete(settings, messages)).choices?.[0]?.message;
        if (!reply) throw new Error('modelo de lenguaje: respuesta sin mensaje');
        const calls = reply.tool_calls ?? [];
        if (calls.length === 0) {
          const answer = reply.content?.trim() ?? '';
          say(conversation, answer);
          conversation.state.history = [
            ...history,
            { role: 'user' as const, content: text },
            { role: 'assistant' as const, content: answer || '(acciones)' },
          ].slice(-HISTORY_TURNS);
          return;
        }
        messages.push({ role: 'assistant', content: reply.content ?? null, tool_calls: calls });
        for (const call of calls) {
          const content = await runTool(conversation, call.function.name, call.function.arguments);
          messages.push({ role: 'tool', tool_call_id: call.id, content });
        }
      }
      // Out of rounds: what the tools showed stands as the reply.
      if (conversation.messages.length === start) throw new Error('modelo de lenguaje: sin respuesta');
    } catch (error) {
      log?.warn({ err: error }, 'asistente: el modelo de lenguaje no respondio, responde el motor propio');
      if (conversation.messages.length === start) await converse(conversation, text);
    }
  };
}
