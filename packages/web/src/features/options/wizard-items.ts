import type { WizardFlag } from '@mostrador/core';

/** What each wizard step is about and the items that complete it (spec sections 2 and 4). */
export const WIZARD_STEP_TEXTS: { title: string; intro: string }[] = [
  {
    title: 'Tu negocio',
    intro: 'Registrá los datos de tu negocio, sumá a tu equipo y pedí tu número de WhatsApp exclusivo.',
  },
  {
    title: 'Productos y ventas',
    intro:
      'Cargá tus productos, habilitá las condiciones de venta y dale a la tienda los colores de tu marca.',
  },
  {
    title: 'Respuestas',
    intro: 'Enseñale al asistente a responder: preguntas frecuentes, otras preguntas y mensajes especiales.',
  },
  {
    title: 'Promoción',
    intro: 'Difundí tu tienda con links y códigos QR, y armá un calendario de promociones para cada día.',
  },
];

export const WIZARD_ITEM_TEXTS: Record<WizardFlag, { label: string; detail: string }> = {
  store: {
    label: 'Registrar los datos del negocio',
    detail: 'Razón social, identificación fiscal, dirección y contacto. Se marca al guardar MI NEGOCIO.',
  },
  crew: {
    label: 'Dar acceso a tu equipo',
    detail: 'Creá usuarios para las personas que atienden los pedidos.',
  },
  wsnumber: {
    label: 'Solicitar un número de WhatsApp exclusivo',
    detail: 'Escribinos a soporte y te asignamos un número para que el asistente atienda por WhatsApp.',
  },
  products: {
    label: 'Cargar tus productos',
    detail: 'Subí tu lista de productos con precios, o cargalos de a uno.',
  },
  sales: {
    label: 'Habilitar las condiciones de venta',
    detail: 'Elegí los medios de pago y si hacés envíos, retiro en el local o ambos.',
  },
  bot: {
    label: 'Personalizar tu marca',
    detail: 'Logo, colores y mensajes del asistente, con la vista previa del chat.',
  },
  faqs1: {
    label: 'Responder las preguntas frecuentes',
    detail: 'Medios de pago, ubicación, envíos, costo de envío y compra mínima.',
  },
  faqs2: {
    label: 'Agregar más preguntas y respuestas',
    detail: 'Todo lo que tus clientes suelen preguntar: horarios, cambios, facturación...',
  },
  pms: {
    label: 'Escribir los mensajes especiales',
    detail: 'El mensaje que recibe el cliente con cada medio de pago.',
  },
  qrs: {
    label: 'Promocionar tu negocio con links y QR',
    detail: 'Creá códigos para tus redes, tu local o tus volantes y descargá su QR.',
  },
  calendar: {
    label: 'Armar el calendario de promos',
    detail: 'Un mensaje de promoción para cada día de la semana.',
  },
};

/** The order of the items inside each step, as the spec lists them. */
export const WIZARD_STEP_ITEMS: WizardFlag[][] = [
  ['store', 'crew', 'wsnumber'],
  ['products', 'sales', 'bot'],
  ['faqs1', 'faqs2', 'pms'],
  ['qrs', 'calendar'],
];
