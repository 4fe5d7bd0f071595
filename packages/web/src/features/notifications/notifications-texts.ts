/**
 * Strings of the customer messages screens (cart reminders and daily promos). The spec gives none
 * for them, so they follow its tone; the server's answers (saved, opted in) come with their message.
 */
export const NOTIFICATIONS_TEXTS = {
  settingsTitle: 'Horario de los mensajes',
  settingsIntro:
    'Los mensajes salen entre las {from} y las {to} h de la hora local de la tienda. Elija la zona horaria de la tienda.',
  timeZone: 'Zona horaria',
  noZone: 'No se encontraron zonas horarias.',
  localTime: 'Hora local de la tienda: {time}',
  inWindow: 'Dentro del horario de envío',
  outOfWindow: 'Fuera del horario de envío',
  channel: 'Canal: {channel}',
  channels: { whatsapp: 'WhatsApp', outbox: 'Bandeja de salida (sin WhatsApp configurado)' },
  credits: 'Mensajes disponibles del plan: {left}',
  planOff: 'El plan de la tienda no incluye este tipo de mensaje: pídalo al administrador de la plataforma.',
  planCart: 'Recordatorio de carrito',
  planPromo: 'Promo diaria',
  included: 'incluido',
  notIncluded: 'no incluido',
  messagesTitle: 'Mensajes enviados',
  messagesIntro: 'Los mensajes enviados y en envío a los clientes, el más nuevo primero.',
  messagesLabel: 'Mensajes a clientes',
  date: 'Fecha',
  client: 'Cliente',
  kind: 'Tipo',
  status: 'Estado',
  to: 'Teléfono',
  message: 'Mensaje',
  kinds: { cart: 'Carrito abandonado', promo: 'Promo del día' },
  optIn: 'Acepta mensajes por WhatsApp',
  optInHelp:
    'Recordatorios de carrito y promos diarias. El cliente también puede darse de baja respondiendo BAJA.',
} as const;
