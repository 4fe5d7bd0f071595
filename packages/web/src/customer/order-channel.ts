/** Chat intents that change the open order (spec section 4). */
export const ORDER_INTENTS = [
  'order_item.confirm',
  'order_item.discard',
  'order.discard',
  'order.confirm',
] as const;
/** These also close the order page: the order is gone or no longer the customer's cart. */
const LEAVING_INTENTS = new Set(['order.discard', 'order.confirm']);

const CHANNEL = 'mostrador-order';

export function isOrderIntent(intent: string | null): boolean {
  return intent !== null && (ORDER_INTENTS as readonly string[]).includes(intent);
}

export function isLeavingIntent(intent: string): boolean {
  return LEAVING_INTENTS.has(intent);
}

function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
}

/** The chat tells every open order page (other tabs, the page around the widget) to refresh. */
export function broadcastIntent(intent: string): void {
  const channel = openChannel();
  if (!channel) return;
  channel.postMessage({ intent });
  channel.close();
}

export function listenIntents(onIntent: (intent: string) => void): () => void {
  const channel = openChannel();
  if (!channel) return () => undefined;
  channel.onmessage = (event: MessageEvent<{ intent?: unknown }>) => {
    if (typeof event.data?.intent === 'string' && isOrderIntent(event.data.intent))
      onIntent(event.data.intent);
  };
  return () => channel.close();
}
