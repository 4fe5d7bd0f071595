import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { FAQ_TYPE_INFO, type FaqType } from '@mostrador/core';
import { bestFaq, type FaqEntry } from './faq-match';
import { CatalogueIndex } from './catalogue-index';

/** A store's FAQs as an owner in México writes them. */
const entries: FaqEntry<string>[] = [
  {
    item: 'pagos',
    questions: ['¿Qué formas de pago aceptan?'],
    response: 'Efectivo, transferencia y tarjeta.',
  },
  { item: 'envios', questions: ['¿Hacen entregas a domicilio?'], response: 'Sí, en toda la ciudad.' },
  { item: 'horarios', questions: ['¿A qué hora abren?', '¿Cuál es su horario?'], response: 'De 8 a 21.' },
  {
    item: 'feriados',
    questions: ['¿Abren en días festivos?', '¿Abren el 16 de septiembre?'],
    response: 'Los festivos abrimos de 9 a 14.',
  },
  { item: 'factura', questions: ['¿Dan factura?', '¿Me pueden facturar?'], response: 'Sí, pídela en caja.' },
  { item: 'estacionamiento', questions: ['¿Tienen estacionamiento?'], response: 'Sí, atrás del local.' },
  { item: 'mayoreo', questions: ['¿Hacen precio por cantidad?'], response: 'Desde 12 piezas.' },
  { item: 'costo_envio', questions: ['¿Cuánto cuesta el envío?'], response: 'El envío cuesta $35.' },
  {
    item: 'zonas',
    questions: ['¿Hasta dónde entregan?', '¿Llegan a Cholula?'],
    response: 'A toda la ciudad.',
  },
  {
    item: 'tortilla',
    questions: ['¿A qué hora sale la tortilla?', '¿Tienen tortilla caliente?'],
    response: 'De 8 a 2.',
  },
  {
    item: 'devoluciones',
    questions: ['¿Aceptan devoluciones?', '¿Puedo cambiar un producto?', 'Me llegó algo en mal estado'],
    response: 'Dentro de los 5 días.',
  },
];
const answer = (question: string) => bestFaq(question, entries)?.entry.item;

describe('bestFaq', () => {
  it.each([
    ['¿me pueden dar factura?', 'factura'],
    ['¿van a abrir en navidad?', 'feriados'],
    ['¿tienen servicio a domicilio?', 'envios'],
    ['¿aceptan tarjeta de débito?', 'pagos'],
    // A date is a holiday's question; 'lugar' is room for anything.
    ['¿abren el 9 de julio?', 'feriados'],
    ['¿hay lugar para estacionar?', 'estacionamiento'],
    // The opening hours, not the holidays nor the tortilla, whose questions also ask at what hour.
    ['¿cierran al mediodía?', 'horarios'],
    ['¿a qué hora cierran hoy?', 'horarios'],
    ['¿abren el día de la independencia?', 'feriados'],
    // 'llevo' is the customer's, not the store's delivery; 'ahorita' and 'aplastado' are read too.
    ['si llevo 12 me hacen precio?', 'mayoreo'],
    ['¿me pueden dar factura? ahorita les paso mi RFC', 'factura'],
    ['me llegó un jitomate aplastado, ¿me lo cambian?', 'devoluciones'],
    ['me llegó el jitomate aplastado, qué hago?', 'devoluciones'],
    ['¿puedo regresar un producto?', 'devoluciones'],
    // 'cuánto' asks the cost; 'q' is 'que'; who asks and a place named after 'colonia' weigh little.
    ['¿cuánto es el envío?', 'costo_envio'],
    ['hasta q hora atienden?', 'horarios'],
    ['¿tienen estacionamiento para clientes?', 'estacionamiento'],
    ['¿entregan en la colonia Amor?', 'zonas'],
    // ('hacer' is any request's verb, as 'hacen' is.)
    ['¿me pueden hacer factura?', 'factura'],
    // Who it is for and why weigh little; 'dejar el auto' is parking; 'a cómo me dejan' a price.
    ['tienen lugar para dejar el auto?', 'estacionamiento'],
    ['a cómo me dejan si llevo una caja cerrada?', 'mayoreo'],
  ])('%s is answered by %s (the verbs of any request say nothing of which FAQ)', (question, item) => {
    expect(answer(question)).toBe(item);
  });

  it('reads a phrase of a topic as one word: what came spoiled is a return', () => {
    const sold = { isProduct: (word: string) => word === 'yogurt' };
    expect(bestFaq('me llegó un yogurt echado a perder', entries, sold)?.entry.item).toBe('devoluciones');
    // ('no me gusta' is why, not what is asked.)
    expect(bestFaq('si no me gusta el yogurt lo puedo devolver?', entries, sold)?.entry.item).toBe(
      'devoluciones',
    );
  });

  it('reads who a question is for as its context, not its topic', () => {
    const celiac = [
      ...entries,
      { item: 'sin_tacc', questions: ['¿Tienen productos sin TACC?'], response: 'Sí.' },
    ];
    expect(bestFaq('tienen algo para mi hijo que es celíaco?', celiac)?.entry.item).toBe('sin_tacc');
    // 'sin' alone says nothing of which FAQ: 'sin gas 1,5' is an answer about water.
    expect(bestFaq('tienen cosas sin TACC?', celiac)?.entry.item).toBe('sin_tacc');
    expect(bestFaq('sin gas 1,5', celiac)).toBeUndefined();
  });

  it('answers nothing when the question is about something no FAQ covers', () => {
    expect(answer('¿tienen baño para clientes?')).toBeUndefined();
    expect(answer('¿puedo pagar el recibo de la luz?')).toBeUndefined();
  });
});

/** A store of the evaluation, its FAQs read as the conversation reads them (faq-answers.ts). */
function evalStore(catalogue: string): FaqEntry<string>[] {
  const url = new URL(`../../../../../../bench/assistant-eval/catalogues/${catalogue}.json`, import.meta.url);
  const { store } = JSON.parse(readFileSync(url, 'utf8')) as {
    store: {
      standard_faqs: Array<{ id: string; faq_type: FaqType; question: string; response: string }>;
      knowledge_base: Array<{ id: string; model_queries: string[]; response: string }>;
    };
  };
  return [
    ...store.standard_faqs.map((faq) => ({
      item: faq.id,
      questions: [faq.question, FAQ_TYPE_INFO[faq.faq_type].label],
      response: faq.response,
      kind: faq.faq_type,
    })),
    ...store.knowledge_base.map((faq) => ({
      item: faq.id,
      questions: faq.model_queries,
      response: faq.response,
    })),
  ];
}

describe('bestFaq on the stores of the evaluation', () => {
  it('takes the FAQ of the kind the message names when two answer it alike', () => {
    const rosario = evalStore('ar-super');
    const question = 'cuanto me cobran el envio a barrio echesortu?';
    // (The words alone lean to the zones, which name places; the cost is what is asked.)
    expect(bestFaq(question, rosario)?.entry.item).toBe('zonas');
    expect(bestFaq(question, rosario, { kind: 'freigt_cost' })?.entry.item).toBe('costo_envio');
  });

  it('leaves out how a question is opened and what happened before it', () => {
    expect(answer('oiga el dia de la independencia van a estar abiertos?')).toBe('feriados');
    expect(answer('ayer me mandaron un shampoo q no era, lo puedo cambiar? no lo abri')).toBe('devoluciones');
  });

  it('leaves out how a question is asked: receiving, having to, taking', () => {
    const almacen = evalStore('demo');
    expect(bestFaq('reciben tarjeta o toca en efectivo?', almacen)?.entry.item).toBe('payment_methods');
    expect(bestFaq('si llevo 12 del mismo me hacen algun descuento?', almacen)?.entry.item).toBe('mayorista');
  });

  it("reads 'baño' of 'Limpiador de Baños' as what the question asks for, not a product it is about", () => {
    const url = new URL('../../../../../../bench/assistant-eval/catalogues/mx-super.json', import.meta.url);
    const { products } = JSON.parse(readFileSync(url, 'utf8')) as { products: Array<{ name: string }> };
    const index = new CatalogueIndex(
      products.map((p, i) => ({
        id: i + 1,
        name: p.name,
        brand: null,
        kind: null,
        quantity_unit: 'unit',
        price_per_unit: 1,
        tags: [],
      })),
    );
    expect(index.namesProduct('baño')).toBe(false);
    expect(index.namesProduct('limpiador')).toBe(true);
    const isProduct = (word: string) => index.namesProduct(word);
    // (With 'baño' weighed as a product, 'local' alone made it the address.)
    expect(
      bestFaq('el local tiene baño para clientes?', evalStore('mx-super'), { isProduct }),
    ).toBeUndefined();
    expect(bestFaq('¿la tortilla a que hora sale?', evalStore('mx-super'), { isProduct })?.entry.item).toBe(
      'tortilla',
    );
  });

  it("reads 'el mandado' as the groceries and 'traigan' as delivery", () => {
    const question = '¿cuánto es lo mínimo para que me traigan el mandado?';
    expect(bestFaq(question, evalStore('mx-super'), { kind: 'minimum_purchase' })?.entry.item).toBe('minimo');
  });
});
