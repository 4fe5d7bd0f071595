import { describe, expect, it } from 'vitest';
import { CLOSING_TEXT } from '@mostrador/core';
import { clauses } from './clauses';
import { readContactInfo, type ContactInfo } from './contact-info';
import { splitName } from './names';
import { matchMethod } from './payment-method';

const named = (...names: string[]) => names.map((name) => ({ name }));
const METHODS = named('Efectivo', 'Transferencia bancaria', 'MercadoPago');
const read = (text: string, expecting?: Parameters<typeof readContactInfo>[1]['expecting']) =>
  readContactInfo(text, { methods: METHODS, expecting });

describe('[ASSISTANT][CIERRE] reading closing data from a message', () => {
  it.each<[string, ContactInfo, string]>([
    // Argentina
    [
      '2 kg de papa, enviámelo a Honduras 3500, pago en efectivo',
      { delivery: true, address: 'Honduras 3500', payment_method: 'Efectivo' },
      '2 kg de papa',
    ],
    ['me lo mandan a casa? Honduras 3500', { delivery: true, address: 'Honduras 3500' }, ''],
    // The order said before the verb that sends it stays for the products.
    [
      'quiero 2 coca de 1,5 para que me las traigan a Urquiza 1200',
      { delivery: true, address: 'Urquiza 1200' },
      'quiero 2 coca de 1,5',
    ],
    ['una coca y que me la traigan a Mitre 300', { delivery: true, address: 'Mitre 300' }, 'una coca'],
    // ('celu' is the phone's cue, not a name.)
    ['mi celu 341 6543210', { phone: '341 6543210' }, ''],
    ['quiero pagar con transferencia', { payment_method: 'Transferencia bancaria' }, ''],
    ['hola! pago en efectivo', { payment_method: 'Efectivo' }, ''],
    ['soy Carla, mi cel es 11 5555-0000', { first_name: 'Carla', phone: '11 5555-0000' }, ''],
    [
      'soy carla lópez y mi cel es +54 9 11 5555 0000',
      { first_name: 'Carla', last_name: 'López', phone: '+54 9 11 5555 0000' },
      '',
    ],
    [
      'mandámelo a Av. Corrientes 1234, piso 3 dpto B',
      { delivery: true, address: 'Av. Corrientes 1234, piso 3 dpto B' },
      '',
    ],
    ['paso a buscarlo', { delivery: false }, ''],
    ['lo retiro en el local', { delivery: false }, ''],
    ['pago con mp', { payment_method: 'MercadoPago' }, ''],
    ['a nombre de Juan Pérez', { first_name: 'Juan', last_name: 'Pérez' }, ''],
    ['mi dirección es Gurruchaga 1650', { delivery: true, address: 'Gurruchaga 1650' }, ''],
    // Uruguay
    ['envíenmelo a 18 de Julio 1234 apto 5', { delivery: true, address: '18 de Julio 1234 apto 5' }, ''],
    ['mi celular es 099 123 456', { phone: '099 123 456' }, ''],
    ['mi dirección: Br. Artigas 1020 apto 3', { delivery: true, address: 'Br. Artigas 1020 apto 3' }, ''],
    ['+598 99 123 456', { phone: '+598 99 123 456' }, ''],
    // Mexico
    [
      'me llamo Lupita, me lo traen a Av. Reforma 222, Col. Juárez',
      { first_name: 'Lupita', delivery: true, address: 'Av. Reforma 222, Col. Juárez' },
      '',
    ],
    ['mi tel: (55) 1234-5678', { phone: '(55) 1234-5678' }, ''],
    ['pago en efectivo contra entrega', { payment_method: 'Efectivo' }, ''],
    // Colombia
    ['envíamelo a la Calle 45 # 12-34', { delivery: true, address: 'Calle 45 # 12-34' }, ''],
    ['mi número es 300 123 4567', { phone: '300 123 4567' }, ''],
    ['a domicilio por favor', { delivery: true }, ''],
    // Several data at once, the name among them with no cue; a change of mind; 'efe'.
    [
      'te paso los datos: Santiago Rodríguez, 098 765 432, envío a 8 de Octubre 2540, pago en efectivo',
      {
        first_name: 'Santiago',
        last_name: 'Rodríguez',
        phone: '098 765 432',
        delivery: true,
        address: '8 de Octubre 2540',
        payment_method: 'Efectivo',
      },
      '',
    ],
    ['ah no, mejor transferencia', { payment_method: 'Transferencia bancaria' }, ''],
    ['efe', { payment_method: 'Efectivo' }, ''],
    ['pago contra entrega', { payment_method: 'Efectivo' }, ''],
    ['paso yo', { delivery: false }, ''],
    ['yo lo busco', { delivery: false }, ''],
    // México: 'para llevar' is to take away.
    ['quiero 3 conchas para llevar', { delivery: false }, 'quiero 3 conchas'],
    // Paid on arrival is cash, unless another method is said with it; 'lo levanto' (Uruguay) is pickup.
    ['pago al recibir', { payment_method: 'Efectivo' }, ''],
    ['lo levanto yo', { delivery: false }, ''],
  ])('%s', (text, info, rest) => {
    const reading = read(text);
    expect(reading.info).toEqual(info);
    expect(reading.problems).toEqual([]);
    expect(reading.rest).toBe(rest);
  });

  it.each([
    // Product words stay for the product understanding.
    'mandame 2 kg de papa',
    'pago',
    'quiero 3500 gramos de harina',
    'una docena de huevos y 2 cocas',
    '¿hacen envíos?',
    'traeme 2 coca de 1,5',
    'soy celíaco, tienen fideos sin tacc',
    'hola, quiero 2 kg de papa blanca, una docena de huevos y queso',
    'el 1',
    '2',
    'sacá las papas',
    'llevo 3 yerbas',
    // A name's number is no phone; an item refused is no delivery asked for.
    '2 paquetes de fideos Lucchetti tallarín número 5',
    'El azúcar no me lo mande, que estoy a dieta',
  ])('leaves %s alone', (text) => {
    const reading = read(text);
    expect(reading.info).toEqual({});
    expect(reading.problems).toEqual([]);
    expect(reading.rest).not.toBe('');
  });

  it('never takes a question as the bare answer, and takes a place given when asked another thing', () => {
    expect(read('¿cuánto sale el envío?', 'address').info).toEqual({});
    expect(read('¿cuánto sale el envío?', 'first_name').info).toEqual({});
    expect(read('me lo pueden traer?', 'delivery').info).toEqual({ delivery: true });
    expect(read('perdón, es Urquiza 990', 'first_name').info).toEqual({
      delivery: true,
      address: 'Urquiza 990',
    });
  });

  it('takes a bare answer to the question just asked', () => {
    expect(read('Honduras 3500', 'address').info).toEqual({ delivery: true, address: 'Honduras 3500' });
    expect(read('Manzana B casa 4', 'address').info).toEqual({ delivery: true, address: 'Manzana B casa 4' });
    // The floor after the street is more of the address; an order after it is no address.
    expect(read('Scalabrini Ortiz 950, 3° A', 'address').info).toEqual({
      delivery: true,
      address: 'Scalabrini Ortiz 950, 3° A',
    });
    expect(read('Honduras 3500, 2 cocas', 'address')).toEqual({
      info: { delivery: true, address: 'Honduras 3500' },
      problems: [],
      rest: '2 cocas',
    });
    expect(read('Carla Gómez', 'first_name').info).toEqual({ first_name: 'Carla', last_name: 'Gómez' });
    expect(read('1155550000', 'phone').info).toEqual({ phone: '1155550000' });
    expect(read('efectivo', 'payment_method').info).toEqual({ payment_method: 'Efectivo' });
    expect(read('transferencia', 'payment_method').info).toEqual({
      payment_method: 'Transferencia bancaria',
    });
    expect(read('envío', 'delivery').info).toEqual({ delivery: true });
    expect(read('retiro', 'delivery').info).toEqual({ delivery: false });
    // Without the question, a bare name or street is not taken.
    expect(read('Carla Gómez').info).toEqual({});
    expect(read('Honduras 3500').info).toEqual({});
  });

  it('says what cannot be taken: a phone with letters, an unknown method, a 500-character address', () => {
    expect(read('mi cel es 11 55A5 0000').problems).toEqual([
      { field: 'phone', message: CLOSING_TEXT.phoneInvalid, text: '11 55A5 0000' },
    ]);
    expect(read('11 5555 abcd', 'phone').problems[0]?.field).toBe('phone');
    expect(read('pago con bitcoin').problems).toEqual([
      { field: 'payment_method', message: CLOSING_TEXT.methodUnknown, text: 'bitcoin' },
    ]);
    // When, no method: nothing to name back ('No aceptamos «después»' would be wrong); paid on
    // the spot ('pago ahí', 'pago al recoger') is cash, as paid on arrival is.
    expect(read('pago después', 'payment_method').problems).toEqual([
      { field: 'payment_method', message: CLOSING_TEXT.methodUnknown, text: '' },
    ]);
    expect(read('pago al recoger', 'payment_method').info).toEqual({ payment_method: 'Efectivo' });
    expect(read('pago ahí', 'payment_method').info).toEqual({ payment_method: 'Efectivo' });
    const long = `Honduras 3500 ${'x'.repeat(500)}`;
    const reading = read(long, 'address');
    expect(reading.info.address).toBeUndefined();
    expect(reading.problems[0]).toMatchObject({ field: 'address', message: CLOSING_TEXT.addressTooLong });
  });

  it('splits clauses without breaking abbreviations or decimal commas', () => {
    expect(clauses('Av. Reforma 222. Pago en efectivo')).toEqual(['Av. Reforma 222', 'Pago en efectivo']);
    expect(clauses('2 coca de 1,5 y soy Carla')).toEqual(['2 coca de 1,5', 'soy Carla']);
    expect(splitName('de la casa')).toBeUndefined();
    expect(splitName('Ana María Suárez')).toEqual({ first_name: 'Ana María', last_name: 'Suárez' });
    expect(splitName('juan pablo gómez ruiz')).toEqual({ first_name: 'Juan Pablo', last_name: 'Gómez Ruiz' });
    expect(splitName('Carla López Díaz')).toEqual({ first_name: 'Carla', last_name: 'López Díaz' });
    // Two given names alone are a double given name; a name and a last name stay apart.
    expect(splitName('María José')).toEqual({ first_name: 'María José' });
    expect(splitName('Juan Pérez')).toEqual({ first_name: 'Juan', last_name: 'Pérez' });
    expect(matchMethod('con débito', named('Efectivo', 'Tarjeta de débito'))).toBe('Tarjeta de débito');
    expect(matchMethod('bitcoin', METHODS)).toBeUndefined();
    // Paid on arrival is cash unless another method is said with it, one the store may not take.
    expect(matchMethod('al recibir', METHODS)).toBe('Efectivo');
    expect(matchMethod('con tarjeta al recibir', named('Efectivo', 'Tarjeta de débito'))).toBe(
      'Tarjeta de débito',
    );
    expect(matchMethod('con tarjeta al recibir', METHODS)).toBeUndefined();
    expect(matchMethod('transfe', named('Efectivo', 'Transferencia'))).toBe('Transferencia');
  });

  it('reads a name cue before a phone, a pickup said with its time, and no verb as a name', () => {
    expect(read('listo, mandalo a Rioja 2020, soy Laura Gómez 3416554433, pago en efectivo').info).toEqual({
      delivery: true,
      address: 'Rioja 2020',
      first_name: 'Laura',
      last_name: 'Gómez',
      phone: '3416554433',
      payment_method: 'Efectivo',
    });
    // The data as lines, the address with no cue: a place among a name and a phone ('coca 1,5'
    // among them stays an order).
    expect(read('Ana Gómez\nCalle 8 # 20-15\n3001112233\nefectivo')).toEqual({
      info: {
        first_name: 'Ana',
        last_name: 'Gómez',
        address: 'Calle 8 # 20-15',
        delivery: true,
        phone: '3001112233',
        payment_method: 'Efectivo',
      },
      problems: [],
      rest: '',
    });
    expect(read('Juan Pérez 1144445555\ncoca 1,5').rest).toBe('coca 1,5');
    // (Asked the address, the name line is still the name when a place comes with it.)
    expect(read('Ana Gómez\nCalle 8 # 20-15', 'address').info).toEqual({
      first_name: 'Ana',
      last_name: 'Gómez',
      address: 'Calle 8 # 20-15',
      delivery: true,
    });
    // Asked the name, who it is for; a phone with a note in brackets.
    expect(read('para Juan', 'first_name').info).toEqual({ first_name: 'Juan' });
    expect(read('mi número 11-2233-4455 (whatsapp)', 'phone').info).toEqual({ phone: '11-2233-4455' });
    // The phone first, then the name, to another question of the closing.
    expect(read('1155667788 Marcos Paz', 'delivery').info).toEqual({
      phone: '1155667788',
      first_name: 'Marcos',
      last_name: 'Paz',
    });
    expect(read('paso en la tarde', 'delivery').info).toEqual({ delivery: false });
    expect(read('paso mañana', 'delivery').info).toEqual({ delivery: false });
    expect(read('no, esperá, sacá la coca', 'first_name')).toEqual({
      info: {},
      problems: [],
      rest: 'no, esperá, sacá la coca',
    });
  });

  it('takes a method the store describes with the words said, and a cash bill as cash', () => {
    const described = [
      { name: 'Efectivo', method_info: 'Pagás en efectivo cuando recibís el pedido.' },
      { name: 'MercadoPago', method_info: 'Pagás con MercadoPago (tarjeta de débito, crédito u OXXO).' },
    ];
    expect(matchMethod('con tarjeta de crédito', described)).toBe('MercadoPago');
    expect(matchMethod('pago en oxxo', described)).toBe('MercadoPago');
    expect(matchMethod('débito', described)).toBe('MercadoPago');
    // No method describes it, or two do: not taken.
    expect(matchMethod('con tarjeta', METHODS)).toBeUndefined();
    const both = [...described, { name: 'Posnet', method_info: 'Tarjeta de crédito en el local.' }];
    expect(matchMethod('con tarjeta de crédito', both)).toBe('Posnet');
    expect(matchMethod('con tarjeta', [...described, { name: 'Link', method_info: 'Con tarjeta.' }])).toBe(
      undefined,
    );
    const tender = read('efectivo, pago con 20 mil', 'payment_method');
    expect(tender.info).toEqual({ payment_method: 'Efectivo' });
    expect(read('te pago con un billete de $5000').info).toEqual({ payment_method: 'Efectivo' });
  });
});
