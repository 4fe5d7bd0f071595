/*
 * The last try of what an order asked for and no name has every word of: a word few names have
 * (a brand, most often) anchors it, and the customer's own word for the kind is let go ('comida
 * de gato cat chow' is the Cat Chow cat food). Only here, once the message was read as an order:
 * the readers before tell changes and questions apart by what the catalogue does not have.
 */
import { readRequest } from '../engine/request';
import { resolveRequest } from '../engine/resolve';
import type { RequestedItem, UnresolvedItem } from '../engine/understand';
import type { Conversation } from './context';

export function byRareWord(conversation: Conversation, unresolved: UnresolvedItem[]) {
  const index = conversation.catalogue.index;
  const found: RequestedItem[] = [];
  const left = unresolved.flatMap((u): UnresolvedItem[] => {
    if (u.reason !== 'not_found') return [u];
    const read = readRequest(index.applySynonyms(u.text), (w) => index.hasWord(w));
    const request = { ...read, amount: u.amount, unit: u.unit, size: u.size ?? read.size };
    const resolved = resolveRequest(index, request, true);
    if (resolved.kind === 'found') {
      found.push({ product: resolved.product, amount: resolved.amount, text: u.text });
      return [];
    }
    if (resolved.kind === 'ambiguous')
      return [
        {
          ...u,
          reason: 'ambiguous',
          options: resolved.options,
          shown: resolved.shown,
          sizeMissing: resolved.sizeMissing,
        },
      ];
    return [resolved.kind === 'unit' ? { ...u, reason: 'unit', options: [resolved.product] } : u];
  });
  return { found, left };
}
