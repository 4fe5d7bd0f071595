/*
 * What a closing message does besides giving data: it asks something of the store ('¿cuánto sale
 * el envío?'), or it confirms the order ('pago con transferencia. confirmo').
 */
import { foldText as fold } from '@mostrador/core';
import { plainWords } from './clauses';

/**
 * 'confirmo' said with the last data ('pago con transferencia. confirmo'): the customer confirms
 * before being asked; never a datum.
 */
const CONFIRM_SAID =
  /^(?:(?:y|ya|listo|dale|ok|entonces|bueno|perfecto|si|con eso)\s+)*(?:confirmo|confirmado|confirmamos|lo confirmo|te confirmo|confirmo el pedido|confirmar(?: el pedido)?)$/;
export const confirmSaid = (text: string) => CONFIRM_SAID.test(plainWords(text));

/** A question about the store ('¿cuánto sale el envío?'), never the bare answer to ours. */
export const asksSomething = (said: string) => {
  // ('Lo recojo yo ahorita, ¿sí?': a tag that asks for nothing.)
  const text = said.replace(
    /(?<=\S)(?:[,\s]+¿?|¿)(?:si|sí|ok|va|vale|dale|no|verdad|ta|okey|bueno)\s*\?+\s*$/i,
    '',
  );
  return (
    text.includes('?') ||
    /^(tienen|tenes|hacen|haces|puedo|podes|pueden|se puede|aceptan|reciben|cual|cuanto|como|donde|hay)\b/.test(
      fold(text),
    )
  );
};
