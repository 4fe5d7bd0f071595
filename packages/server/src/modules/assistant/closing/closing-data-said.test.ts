/*
 * Closing data as the eighth evaluation wave's writers gave it (bench/assistant-eval/independent-8):
 * whole conversations typed in Rosario, Puebla, Buenos Aires and Santiago, with the data given at
 * once, mixed with the order, or one piece per message.
 */
import { describe, expect, it } from 'vitest';
import { readContactInfo, type ContactInfo } from './contact-info';

const METHODS = ['Efectivo', 'Transferencia', 'MercadoPago', 'Tarjeta'].map((name) => ({ name }));
const read = (text: string, expecting?: Parameters<typeof readContactInfo>[1]['expecting']) =>
  readContactInfo(text, { methods: METHODS, expecting });

describe('[ASSISTANT][CIERRE] closing data as whole conversations give it', () => {
  it.each<[string, ContactInfo, string]>([
    // A street after 'a' or 'para' in a message that sends the order.
    [
      'mandame 2 cocas de 1,5 y un kilo de papa a Sarmiento 1520 entre Italia y España',
      { delivery: true, address: 'Sarmiento 1520 entre Italia y España' },
      'mandame 2 cocas de 1,5 y un kilo de papa',
    ],
    [
      'traeme un fernet y 2 hielos, es para Pasco 2040 casi esquina Cafferata',
      { delivery: true, address: 'Pasco 2040 casi esquina Cafferata' },
      'traeme un fernet y 2 hielos',
    ],
    // (No street: a purpose or a person is no address.)
    ['mandame 2 kg de papa para 3 personas', {}, 'mandame 2 kg de papa para 3 personas'],
    ['mandame 2 cocas para Juan', {}, 'mandame 2 cocas para Juan'],
    // A neighbourhood after the address; the word next to the phone is the name.
    [
      'envío a Av. Gaona 2750, Flores. Pablo, 11 3131 2121. Efectivo',
      {
        delivery: true,
        address: 'Av. Gaona 2750, Flores',
        first_name: 'Pablo',
        phone: '11 3131 2121',
        payment_method: 'Efectivo',
      },
      '',
    ],
    [
      'Para delivery: Antonio Varas 1655 apto 42, Providencia. Deivis Rivas, +56 9 5567 1234, pago por transferencia',
      {
        delivery: true,
        address: 'Antonio Varas 1655 apto 42, Providencia',
        first_name: 'Deivis',
        last_name: 'Rivas',
        phone: '+56 9 5567 1234',
        payment_method: 'Transferencia',
      },
      '',
    ],
    [
      'envío a Maipú 1045 piso 4, Leandro, 341 5 123 321, pago con mp',
      {
        delivery: true,
        address: 'Maipú 1045 piso 4',
        first_name: 'Leandro',
        phone: '341 5 123 321',
        payment_method: 'MercadoPago',
      },
      '',
    ],
    // The name and phone once the method is taken out; words in brackets.
    [
      'paso a buscar 2 fernet, soy Ignacio 3512233445 pago en efectivo',
      { delivery: false, first_name: 'Ignacio', phone: '3512233445', payment_method: 'Efectivo' },
      '2 fernet',
    ],
    ['soy Nicolás (fono 977665544)', { first_name: 'Nicolás', phone: '977665544' }, ''],
    ['mi nombre Yesenia Huamán', { first_name: 'Yesenia', last_name: 'Huamán' }, ''],
    ['le saluda Edwin Ccori', { first_name: 'Edwin', last_name: 'Ccori' }, ''],
    // Delivery and pickup as they are said.
    ['despacho porfa', { delivery: true }, ''],
    ['a domicilio porfa 🙏', { delivery: true }, ''],
    ['a la casa', { delivery: true }, ''],
    ['para traer a casa', { delivery: true }, ''],
    [
      'para entrega a domicilio quiero 2 paquetes de tostadas',
      { delivery: true },
      'quiero 2 paquetes de tostadas',
    ],
    ['lo paso a traer', { delivery: false }, ''],
    [
      'hola quiero retirar en el local 1 yerba de 1 kg y 2 mate cocido',
      { delivery: false },
      '1 yerba de 1 kg y 2 mate cocido',
    ],
    [
      'hola, para Wheelwright 1450: 1 kg de suprema',
      { delivery: true, address: 'Wheelwright 1450' },
      '1 kg de suprema',
    ],
    ['paso a las 6', { delivery: false }, ''],
    ['me guardan 1 nescafé', { delivery: false }, '1 nescafé'],
    // The method alone, and the change for a note is not where.
    ['con mp', { payment_method: 'MercadoPago' }, ''],
    ['en efectivo, pago con uno de doscientos', { payment_method: 'Efectivo' }, ''],
  ])('%s', (text, info, rest) => {
    const reading = read(text);
    expect(reading.info).toEqual(info);
    expect(reading.rest).toBe(rest);
  });

  it('reads the address given with its references, not the last of them', () => {
    expect(read('Manuel Montt 1990, frente a la plaza, departamento 503', 'address').info).toEqual({
      delivery: true,
      address: 'Manuel Montt 1990, frente a la plaza, departamento 503',
    });
    expect(read('Av. Warnes 900, Villa Crespo', 'address').info).toEqual({
      delivery: true,
      address: 'Av. Warnes 900, Villa Crespo',
    });
  });

  it('never takes a greeting, thanks or the change for a note as a name or an address', () => {
    expect(read('Muchas gracias', 'first_name').info).toEqual({});
    expect(read('Hola buenas', 'first_name').info).toEqual({});
    expect(read('en efectivo, que traigan cambio de 500', 'payment_method').info).toEqual({
      payment_method: 'Efectivo',
    });
    expect(read('En efectivo, tengo justo', 'first_name').info).toEqual({ payment_method: 'Efectivo' });
  });

  it('reads the method a store has when the words name two', () => {
    const store = [
      { name: 'Efectivo' },
      { name: 'MercadoPago', method_info: 'Con tarjeta de débito o crédito.' },
    ];
    expect(
      readContactInfo('tarjeta por mercado pago', { methods: store, expecting: 'payment_method' }).info,
    ).toEqual({
      payment_method: 'MercadoPago',
    });
  });

  it('keeps a phone in brackets whole', () => {
    expect(read('mi tel: (55) 1234-5678').info).toEqual({ phone: '(55) 1234-5678' });
  });
});
