import { describe, expect, it } from 'vitest';
import {
  acceptUnansweredFaqSchema,
  CHECKOUT_METHOD_DEFAULT_INFO,
  firstIssueMessage,
  integrationSettingsSchema,
  isHttpUrl,
  isPictureAddress,
  knowledgeBaseFaqSchema,
  maskSecret,
  MSG,
  parseModelQueries,
  paymentMethodSchema,
  savePaymentMethodsSchema,
  saveStandardFaqsSchema,
  standardFaqSchema,
  TEXT,
} from '../index';

type Schema = { safeParse(value: unknown): { success: boolean; error?: unknown } };

/** undefined when the value is valid, else the message the API and the form show. */
function problem(schema: Schema, value: unknown): string | undefined {
  const result = schema.safeParse(value) as ReturnType<typeof knowledgeBaseFaqSchema.safeParse>;
  return result.success ? undefined : firstIssueMessage(result.error);
}

describe('complete urls', () => {
  it.each([
    ['https://mitienda.com', true],
    ['http://mitienda.com.ar/promo?x=1', true],
    ['mitienda.com', false],
    ['ftp://mitienda.com', false],
    ['https://localhost', false],
    ['https://mi tienda.com', false],
    ['', false],
  ])('%s -> %s', (value, expected) => {
    expect(isHttpUrl(value)).toBe(expected);
  });
});

describe('picture addresses', () => {
  it.each([
    ['https://mitienda.com/logo.png', true],
    ['/api/images/12/a1B2-c3', true],
    ['/demo/logo-cabecera.svg', true],
    ['/demo/productos/almacen.svg', true],
    ['/demo/../etc/passwd.svg', false],
    ['//evil.example.com/demo/x.svg', false],
    ['/etc/passwd', false],
    ['/demo/logo.svg?x=1', false],
    ['javascript:alert(1)', false],
    ['foto.jpg', false],
  ])('%s -> %s', (value, expected) => {
    expect(isPictureAddress(value)).toBe(expected);
  });
});

describe('knowledge base add', () => {
  it.each([
    [{ model_queries: '', response: 'Abrimos de 9 a 18' }, MSG.knowledgeBaseQuestionsRequired],
    [{ model_queries: ' , ,', response: 'Abrimos de 9 a 18' }, MSG.knowledgeBaseQuestionsRequired],
    [{ model_queries: [], response: 'Abrimos de 9 a 18' }, MSG.knowledgeBaseQuestionsRequired],
    [{ response: 'Abrimos de 9 a 18' }, MSG.knowledgeBaseQuestionsRequired],
    [{ model_queries: '¿A qué hora abren?' }, MSG.knowledgeBaseQuestionsRequired],
    [{ model_queries: '¿A qué hora abren?', response: '   ' }, MSG.knowledgeBaseQuestionsRequired],
    [{ model_queries: 'x'.repeat(301), response: 'ok' }, TEXT.textTooLong.replace('{max}', '300')],
    [{ model_queries: '¿A qué hora abren?', response: 'Abrimos de 9 a 18' }, undefined],
  ])('%o -> %s', (value, expected) => {
    expect(problem(knowledgeBaseFaqSchema, value)).toBe(expected);
  });

  it.each([
    ['¿Horario?, ¿A qué hora abren? ,¿horario?', ['¿Horario?', '¿A qué hora abren?']],
    [
      ['¿Horario?', ' ¿Abren domingos? ', ''],
      ['¿Horario?', '¿Abren domingos?'],
    ],
    ['una sola', ['una sola']],
  ])('questions %o -> model_queries %o', (input, expected) => {
    expect(parseModelQueries(input)).toEqual(expected);
    expect(knowledgeBaseFaqSchema.parse({ model_queries: input, response: 'r' }).model_queries).toEqual(
      expected,
    );
  });

  it.each([
    [{ response: 'Sí, los sábados' }, undefined],
    [{ response: '' }, MSG.knowledgeBaseQuestionsRequired],
    [{ model_queries: '', response: 'Sí' }, MSG.knowledgeBaseQuestionsRequired],
  ])('accepting an unanswered question %o -> %s', (value, expected) => {
    expect(problem(acceptUnansweredFaqSchema, value)).toBe(expected);
  });
});

describe('standard FAQs', () => {
  const valid = { faq_type: 'delivery', question: '¿Hacen envíos?', response: 'Sí, en todo el barrio' };
  it.each([
    [valid, undefined],
    [{ ...valid, faq_type: 'freight_cost' }, TEXT.faqTypeInvalid],
    [{ ...valid, faq_type: undefined }, TEXT.faqTypeInvalid],
    [{ ...valid, response: '' }, TEXT.faqResponseRequired],
    [{ ...valid, response: '', visible: false }, undefined],
    [{ ...valid, visible: 'si' }, 'El campo visible no es valido'],
    [{ ...valid, model_queries: 'envío, ¿llevan a domicilio?' }, undefined],
  ])('%o -> %s', (value, expected) => {
    expect(problem(standardFaqSchema, value)).toBe(expected);
  });

  it('fills the defaults and splits the questions', () => {
    expect(standardFaqSchema.parse({ ...valid, model_queries: 'envío, delivery' })).toEqual({
      ...valid,
      model_queries: ['envío', 'delivery'],
      method_info: '',
      visible: true,
    });
  });

  it.each([
    [[valid], undefined],
    [[valid, { ...valid }], TEXT.faqTypeRepeated.replace('{type}', 'delivery')],
    [[], TEXT.invalidRequest],
    [{ ...valid }, 'Los datos enviados no son validos'],
  ])('the saved list %# -> %s', (value, expected) => {
    expect(problem(saveStandardFaqsSchema, value)).toBe(expected);
  });
});

describe('payment methods', () => {
  it.each([
    [{ name: 'Efectivo' }, undefined],
    [{ name: '' }, TEXT.paymentMethodNameRequired],
    [{}, TEXT.paymentMethodNameRequired],
    [{ name: 'Efectivo', enabled_delivery: 'si' }, 'El campo habilitado para envio no es valido'],
    [{ name: 'Transferencia', config: { alias: 'mi.alias' } }, undefined],
    [{ name: 'Transferencia', config: { alias: 3 } }, 'El campo «alias» no es valido'],
  ])('%o -> %s', (value, expected) => {
    expect(problem(paymentMethodSchema, value)).toBe(expected);
  });

  it.each([
    ['MercadoPago', '', CHECKOUT_METHOD_DEFAULT_INFO],
    ['Mercado Pago', '  ', CHECKOUT_METHOD_DEFAULT_INFO],
    ['MercadoPago', 'Pagá con tarjeta', 'Pagá con tarjeta'],
    ['Efectivo', '', ''],
    ['Efectivo', 'Abonás al recibir', 'Abonás al recibir'],
  ])('%s with message %j -> %j', (name, methodInfo, expected) => {
    expect(paymentMethodSchema.parse({ name, method_info: methodInfo }).method_info).toBe(expected);
  });

  it('defaults both switches on and config empty', () => {
    expect(paymentMethodSchema.parse({ name: 'Efectivo' })).toEqual({
      name: 'Efectivo',
      enabled_delivery: true,
      enabled_pickup: true,
      method_info: '',
      config: {},
    });
  });

  it.each([
    [[{ name: 'Efectivo' }, { name: 'Transferencia' }], undefined],
    [[{ name: 'Efectivo' }, { name: 'efectivo ' }], TEXT.paymentMethodRepeated.replace('{name}', 'efectivo')],
    [[], undefined],
  ])('the saved list %# -> %s', (value, expected) => {
    expect(problem(savePaymentMethodsSchema, value)).toBe(expected);
  });
});

describe('integration settings', () => {
  it.each([
    [{ woo_base_url: 'https://tienda.com/' }, undefined],
    [{ woo_base_url: 'tienda.com' }, TEXT.urlInvalid],
    [{ woo_base_url: '' }, undefined],
    [{ woo_auto_orders: 'si' }, 'El campo importacion automatica de pedidos no es valido'],
  ])('%o -> %s', (value, expected) => {
    expect(problem(integrationSettingsSchema, value)).toBe(expected);
  });

  it.each([
    [{ woo_secret: 'cs_nuevo' }, 'cs_nuevo'],
    [{ woo_secret: '' }, undefined],
    [{ woo_secret: '••••1234' }, undefined],
    [{}, undefined],
    [{ woo_secret: null }, null],
  ])('secret sent as %o -> %o (undefined keeps, null removes)', (value, expected) => {
    expect(integrationSettingsSchema.parse(value).woo_secret).toBe(expected);
  });

  it('drops a trailing slash of the store url', () => {
    expect(integrationSettingsSchema.parse({ woo_base_url: 'https://tienda.com//' }).woo_base_url).toBe(
      'https://tienda.com',
    );
  });

  it.each([
    ['cs_1234567890abcd', '••••abcd'],
    ['12345678', '••••5678'],
    ['corto', '••••'],
  ])('masks %s as %s', (secret, expected) => {
    expect(maskSecret(secret)).toBe(expected);
  });
});
