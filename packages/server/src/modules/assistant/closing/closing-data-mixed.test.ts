/*
 * Closing data said among other things, as the independent waves' writers gave it: a change of
 * the order or the note paid with beside the data (never an address), a name label before a
 * comma, a name that ends at 'y quiero…', the method after the phone, "pa' domicilio" and
 * 'pasamos por ellos'.
 */
import { describe, expect, it } from 'vitest';
import { readContactInfo, type ContactInfo } from './contact-info';

const METHODS = ['Efectivo', 'Transferencia', 'MercadoPago'].map((name) => ({ name }));
const read = (text: string, expecting?: Parameters<typeof readContactInfo>[1]['expecting']) =>
  readContactInfo(text, { methods: METHODS, expecting });

describe('[ASSISTANT][CIERRE] closing data said among other things', () => {
  it.each<[string, Parameters<typeof read>[1], ContactInfo, string]>([
    // A change of the order among the data stays for the products.
    [
      'si, es para envío. Y las andes que sean 3, que somos un montón',
      undefined,
      { delivery: true },
      'Y las andes que sean 3, que somos un montón',
    ],
    [
      "Pa' entrega en 11 Sur 2304 Col. Azcárate, a nombre de Brenda Garza, 81 2291 3067, en efectivo, y nomás que sea 1 Yoplait",
      undefined,
      {
        delivery: true,
        address: '11 Sur 2304 Col. Azcárate',
        first_name: 'Brenda',
        last_name: 'Garza',
        phone: '81 2291 3067',
        payment_method: 'Efectivo',
      },
      'y nomás que sea 1 Yoplait',
    ],
    // The note paid with, asked the method, is no address.
    ['pago en efectivo, tengo de 20 mil', 'payment_method', { payment_method: 'Efectivo' }, ''],
    // A name label, then a comma.
    ['a mi nombre, Marisol Flores', undefined, { first_name: 'Marisol', last_name: 'Flores' }, ''],
    // The name ends at 'y': what follows is read on.
    [
      'me llamo Catalina Pizarro y quiero pedir para despacho a Manuel Montt 1920 depto 61',
      undefined,
      { first_name: 'Catalina', last_name: 'Pizarro', delivery: true, address: 'Manuel Montt 1920 depto 61' },
      '',
    ],
    // The method after the phone, asked the name.
    [
      'Nahuel Giménez 1165432198 efectivo',
      'first_name',
      { payment_method: 'Efectivo', phone: '1165432198', first_name: 'Nahuel', last_name: 'Giménez' },
      '',
    ],
    ["pa' domicilio, Catamarca 1040", undefined, { delivery: true, address: 'Catamarca 1040' }, ''],
    ['Pasamos por ellos ahorita', undefined, { delivery: false }, ''],
    // ('Juan Cruz', 'María Paz'... a double given name.)
    ['Juan Cruz', 'first_name', { first_name: 'Juan Cruz' }, ''],
  ])('%s', (text, expecting, info, rest) => {
    const reading = read(text, expecting);
    expect(reading.info).toEqual(info);
    expect(reading.rest).toBe(rest);
  });

  it('still reads a street beside a name and a phone, and a bare name with its last name', () => {
    expect(read('Rioja 2020, Ana Gómez, 11 5555 0000').info).toMatchObject({ address: 'Rioja 2020' });
    expect(read('Juan Pérez', 'first_name').info).toEqual({ first_name: 'Juan', last_name: 'Pérez' });
  });
});
