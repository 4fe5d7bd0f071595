/*
 * Closing data as the ninth evaluation wave's writers gave it (bench/assistant-eval/independent-9):
 * numbered streets of Puebla and Mérida, an address said alone with 'a', labels split by a slash,
 * titles before a name, the note paid with said beside the method.
 */
import { describe, expect, it } from 'vitest';
import { asksSomething } from './asks-or-confirms';
import { readContactInfo, type ContactInfo } from './contact-info';

const METHODS = ['Efectivo', 'Transferencia', 'MercadoPago', 'Tarjeta'].map((name) => ({ name }));
const read = (text: string, expecting?: Parameters<typeof readContactInfo>[1]['expecting']) =>
  readContactInfo(text, { methods: METHODS, expecting });

describe('[ASSISTANT][CIERRE] closing data of the ninth wave', () => {
  it.each<[string, ContactInfo, string]>([
    // A street alone after 'a', or with its street word first, is where to send it.
    ['a Medrano 912', { delivery: true, address: 'Medrano 912' }, ''],
    [
      'A la Av. Independencia 2455, apartamento 3',
      { delivery: true, address: 'Av. Independencia 2455, apartamento 3' },
      '',
    ],
    ['Av. Scalabrini Ortiz 1320 dto 8', { delivery: true, address: 'Av. Scalabrini Ortiz 1320 dto 8' }, ''],
    ['A Lavalle 2001 porfa', { delivery: true, address: 'Lavalle 2001' }, ''],
    // Numbered streets, 'queda en', 'pasar a dejar', a house described after the address.
    [
      'a domicilio hija, en la 14 Oriente 207, es una casa verde',
      { delivery: true, address: '14 Oriente 207, una casa verde' },
      '',
    ],
    [
      'Para llevar a la casa, queda en Calle 16 Poniente 713, Col. San Miguelito',
      { delivery: true, address: 'Calle 16 Poniente 713, Col. San Miguelito' },
      '',
    ],
    [
      'Me lo pasas a dejar a la 9 Norte 1402, Col. Centro',
      { delivery: true, address: '9 Norte 1402, Col. Centro' },
      '',
    ],
    [
      "pa' la casa: 25 Poniente 1508, Col. Chulavista, 2do piso",
      { delivery: true, address: '25 Poniente 1508, Col. Chulavista, 2do piso' },
      '',
    ],
    // (An order is no address, whatever number it carries; a person after 'para' is no street.)
    ['para Juan 2 cocas', {}, 'para Juan 2 cocas'],
    // Labels split by a slash; a title and a trailing 'y' are no part of the name.
    [
      'Nombre: Milagros Torres / cel: 944 556 221',
      { first_name: 'Milagros', last_name: 'Torres', phone: '944 556 221' },
      '',
    ],
    [
      'Pago con transferencia. Mi nombre es Diana Ortiz y el número 11 4455 9812',
      { payment_method: 'Transferencia', phone: '11 4455 9812', first_name: 'Diana', last_name: 'Ortiz' },
      '',
    ],
    [
      'Soy don Luis Contreras, para retiro',
      { first_name: 'Luis', last_name: 'Contreras', delivery: false },
      '',
    ],
    // The area code, then the number in one piece.
    [
      'traémelo a Bulnes 1830, timbre 2. Me llamo Agustín Ceballos, 351 7654321. Efectivo',
      {
        delivery: true,
        address: 'Bulnes 1830, timbre 2',
        first_name: 'Agustín',
        last_name: 'Ceballos',
        phone: '351 7654321',
        payment_method: 'Efectivo',
      },
      '',
    ],
    // The note paid with is about the change, not an address.
    ['pago en efectivo, tengo de 20 mil', { payment_method: 'Efectivo' }, ''],
    [
      'Toño Lagunes, 229 155 48 71, pago en efectivo y llevo de 500',
      { phone: '229 155 48 71', payment_method: 'Efectivo', first_name: 'Toño', last_name: 'Lagunes' },
      '',
    ],
  ])('%s', (text, info, rest) => {
    const reading = read(text);
    expect(reading.info).toEqual(info);
    expect(reading.rest).toBe(rest);
  });

  it('takes no label or interjection for a name', () => {
    expect(read('Fono: 56 9 8642 1357', 'phone')).toEqual({
      info: { phone: '56 9 8642 1357' },
      problems: [],
      rest: '',
    });
    expect(read('¿Se puede pagar con mercadopago? Ya, con eso', 'payment_method').info).toEqual({
      payment_method: 'MercadoPago',
    });
  });

  it('reads a tag question as asking nothing, and a real question as asking', () => {
    expect(asksSomething('Lo recojo yo ahorita, ¿sí?')).toBe(false);
    expect(asksSomething('¿Puedo pagar con tarjeta?')).toBe(true);
    expect(read('Lo recojo yo ahorita, ¿sí?').info).toEqual({ delivery: false });
  });
});
