import { insertKnowledgeBaseFaq } from './knowledge-base.repository';
import { upsertStandardFaq } from './standard-faqs.repository';
import { recordUnansweredQuestion } from './faqs.assistant';
import type { Queryable } from '../settings/queryable';
import { seedSynonymsDemo } from './synonyms.seed';

/**
 * #demo's general FAQs (all five kinds), knowledge base, synonyms and questions waiting for an
 * answer (some asked several times, as SIN RESPONDER counts them).
 */
export async function seedFaqsDemo(db: Queryable, storeId: number) {
  const standard = [
    {
      faq_type: 'payment_methods',
      question: '¿Qué medios de pago aceptan?',
      model_queries: ['¿Puedo pagar con tarjeta?', '¿Aceptan MercadoPago?', '¿Se puede pagar en efectivo?'],
      response: 'Aceptamos MercadoPago (tarjetas de crédito y débito), efectivo y transferencia bancaria.',
      method_info: 'Con MercadoPago pagás desde el resumen del pedido con el botón Pagar.',
    },
    {
      faq_type: 'store_location',
      question: '¿Dónde están ubicados?',
      model_queries: ['¿Cuál es la dirección?', '¿Dónde queda el local?'],
      response: 'Estamos en Av. Corrientes 1234, Buenos Aires. Abrimos de lunes a sábado de 9 a 20 h.',
      method_info: '',
    },
    {
      faq_type: 'delivery',
      question: '¿Hacen envíos a domicilio?',
      model_queries: ['¿Hacen delivery?', '¿Me lo pueden traer?'],
      response: 'Sí, llevamos tu pedido en el día a todo CABA si lo confirmás antes de las 17 h.',
      method_info: '',
    },
    {
      faq_type: 'freigt_cost',
      question: '¿Cuánto cuesta el envío?',
      model_queries: ['¿Cuánto sale el delivery?', '¿El envío es gratis?'],
      response: 'El envío cuesta $1.500 y es gratis en compras desde $30.000.',
      method_info: '',
    },
    {
      faq_type: 'minimum_purchase',
      question: '¿Hay un monto mínimo de compra?',
      model_queries: ['¿Cuál es la compra mínima?'],
      response: 'Para envíos a domicilio el mínimo es $8.000. Para retirar en el local no hay mínimo.',
      method_info: '',
    },
  ];
  for (const faq of standard) await upsertStandardFaq(db, storeId, { ...faq, visible: true });

  const knowledgeBase: [string[], string][] = [
    [
      ['¿A qué hora abren?', '¿Cuál es el horario?', '¿Están abiertos ahora?'],
      'Abrimos de lunes a sábado de 9 a 20 h. Domingos y feriados, cerrado.',
    ],
    [
      ['¿Tienen productos sin TACC?', '¿Tienen cosas para celíacos?'],
      'Sí, tenemos harinas, fideos y galletitas sin TACC. Preguntá por la etiqueta "sin tacc" en el catálogo.',
    ],
    [
      ['¿Puedo cambiar un producto?', '¿Hacen devoluciones?'],
      'Podés cambiar productos sin abrir dentro de las 48 h con el ticket o el número de pedido.',
    ],
    [
      ['¿Venden por mayor?', '¿Hacen precio por cantidad?'],
      'Sí, a partir de 10 unidades del mismo producto te hacemos un 10% de descuento.',
    ],
    [
      ['¿Puedo retirar mi pedido en el local?', '¿Puedo pasar a buscarlo?'],
      'Sí, elegí "Retira en sucursal" y pasá cuando te avisemos que está listo.',
    ],
    [['¿Tienen estacionamiento?'], 'No tenemos estacionamiento propio, pero hay un garaje a media cuadra.'],
    [
      ['¿Hacen factura A?', '¿Me pueden facturar a mi empresa?'],
      'Sí, pasanos el CUIT y la razón social antes de confirmar el pedido.',
    ],
  ];
  for (const [model_queries, response] of knowledgeBase) {
    await insertKnowledgeBaseFaq(db, storeId, { model_queries, response });
  }

  await recordUnansweredQuestion(
    db,
    storeId,
    '¿Tienen gift cards?',
    'Todavía no tenemos tarjetas de regalo.',
  );
  await recordUnansweredQuestion(db, storeId, '¿Aceptan bitcoin?');
  await recordUnansweredQuestion(db, storeId, '¿Abren el 25 de diciembre?', '', ['¿Abren en Navidad?']);
  // Asked again by other customers: SIN RESPONDER shows the most asked first.
  for (const question of [
    '¿abren el 25 de diciembre?',
    'Abren el 25 de diciembre',
    '¿Abren el 25 de Diciembre?',
  ]) {
    await recordUnansweredQuestion(db, storeId, question);
  }
  await recordUnansweredQuestion(db, storeId, 'tienen gift cards?');
  await seedSynonymsDemo(db, storeId);
}
