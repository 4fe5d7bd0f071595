import { fillTemplate, foldText } from '@mostrador/core';
import type { NotificationKind, NotificationStatus } from '../../db/schema';

/** Every string of the messages area; the spec gives none, so they follow its tone. */
export const NOTIFICATION_TEXT = {
  /** The bodies of the two WhatsApp templates; {{n}} are the template's parameters. */
  templates: {
    cart: 'Hola {{1}}! Dejaste productos en tu pedido de {{2}}. Podes terminar tu compra aca: {{3}}',
    promo: 'Hola {{1}}! Hoy en {{2}}: {{3}}',
  } satisfies Record<NotificationKind, string>,
  /** Shown in the client's activity (client logs). */
  activity: {
    cart: 'Mensaje de carrito abandonado enviado',
    promo: 'Mensaje de promo enviado',
    failed: 'Mensaje no enviado',
    optOut: 'Baja de mensajes pedida por el cliente',
  },
  /** A reply made only of one of these words (any case, accents ignored) opts the client out. */
  optOutWords: ['BAJA', 'STOP', 'DESUSCRIBIR', 'CANCELAR SUSCRIPCION', 'NO QUIERO MAS MENSAJES'],
  kind: { cart: 'carrito abandonado', promo: 'promo del dia' } satisfies Record<NotificationKind, string>,
  status: {
    claimed: 'En envio',
    sent: 'Enviado',
    delivered: 'Entregado',
    read: 'Leido',
    failed: 'No enviado',
  } satisfies Record<NotificationStatus, string>,
  channel: { whatsapp: 'WhatsApp', outbox: 'bandeja de salida' },
  defaultName: 'cliente',
  interrupted: 'Envio interrumpido por un reinicio: no se reintenta para no enviarlo dos veces',
  storeLog: {
    sent: 'Mensaje de {kind} enviado a {client}',
    failed: 'Mensaje de {kind} a {client} no enviado: {error}',
    interrupted: 'Mensaje de {kind} interrumpido por un reinicio (no se reintenta)',
    optOut: 'Un cliente pidio la baja de los mensajes respondiendo por WhatsApp',
    exhausted: 'Sin creditos de notificaciones: los mensajes de hoy quedaron sin enviar',
  },
  webhook: {
    notConfigured: 'El webhook de WhatsApp no esta configurado',
    badToken: 'Token de verificacion invalido',
    badSignature: 'Firma invalida',
    badPayload: 'Contenido del webhook invalido',
  },
} as const;

/** A template body with its parameters in place, as the client reads it. */
export function renderTemplate(template: string, parameters: string[]): string {
  return template.replace(/\{\{(\d+)\}\}/g, (whole, n: string) => parameters[Number(n) - 1] ?? whole);
}

export const fillText = (text: string, values: Record<string, string>): string => fillTemplate(text, values);

/** Whether a client's reply asks to stop the messages. */
export function isOptOutReply(text: string): boolean {
  const folded = foldText(text)
    .replace(/[^a-z ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase();
  return (NOTIFICATION_TEXT.optOutWords as readonly string[]).includes(folded);
}
