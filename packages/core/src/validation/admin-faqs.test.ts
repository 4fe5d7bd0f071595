import { describe, expect, it } from 'vitest';
import { faqLineErrorsMessage, faqTextLine, parseFaqText, uploadFaqSchema } from './admin-faqs';

describe('parseFaqText (spec section 5: question, a space, the answer)', () => {
  it.each([
    [
      '¿Hacen envíos? Sí, a todo el país',
      [{ line: 1, question: '¿Hacen envíos?', response: 'Sí, a todo el país' }],
    ],
    [
      '  ¿Abren el domingo?   No, solo de lunes a sábado  ',
      [{ line: 1, question: '¿Abren el domingo?', response: 'No, solo de lunes a sábado' }],
    ],
    ['Horario de atención\tDe 9 a 18', [{ line: 1, question: 'Horario de atención', response: 'De 9 a 18' }]],
  ])('reads %j', (text, entries) => {
    expect(parseFaqText(text)).toEqual({ entries, errors: [], notes: [] });
  });

  it('reads a line with a second ? at the first one, and says so', () => {
    expect(parseFaqText('\n\n¿Precio? Ver lista? sí')).toEqual({
      entries: [{ line: 3, question: '¿Precio?', response: 'Ver lista? sí' }],
      errors: [],
      notes: [
        {
          line: 3,
          message: 'Linea 3: tiene mas de un ?; se toma «¿Precio?» como pregunta y el resto como respuesta',
        },
      ],
    });
  });

  it.each([
    [
      'Horario de atencion De 9 a 18',
      'Linea 1: no se sabe donde termina la pregunta; terminela con ? (por ejemplo: ¿Cual es el horario? De 9 a 18)',
    ],
    ['¿Hacen envíos?', 'Linea 1: falta la respuesta (formato: ¿pregunta? respuesta)'],
    ['¿Hacen envios? Si\n¿Hacen envíos? No', 'Linea 2: la pregunta ya figura en la linea 1'],
    [`¿${'a'.repeat(400)}? si`, 'Linea 1: la pregunta supera los 300 caracteres'],
  ])('reports the bad line of %j', (text, message) => {
    expect(parseFaqText(text).errors.map((error) => error.message)).toEqual([message]);
  });

  it('lists ten errors and counts the rest in one message', () => {
    const { errors } = parseFaqText(Array.from({ length: 12 }, () => 'sin respuesta').join('\n'));
    const message = faqLineErrorsMessage(errors);
    expect(message).toContain('Linea 10:');
    expect(message).not.toContain('Linea 11:');
    expect(message).toMatch(/\(y 2 lineas mas\)$/);
  });

  it.each([[{ texts: '' }], [{ texts: [] }], [{}], [{ texts: 3 }]])('refuses %j', (body) => {
    expect(uploadFaqSchema.safeParse(body).success).toBe(false);
  });

  it('joins a list of lines', () => {
    expect(uploadFaqSchema.parse({ texts: ['¿a? b', '¿c? d'] }).texts).toBe('¿a? b\n¿c? d');
  });
});

describe('faqTextLine', () => {
  it.each([
    ['¿Hacen envíos?', 'Sí,\na todo el país', '¿Hacen envíos? Sí, a todo el país'],
    ['horario', 'De 9 a 18', 'horario? De 9 a 18'],
  ])('%s + %j -> %s, which reads back the same', (question, response, line) => {
    expect(faqTextLine(question, response)).toBe(line);
    expect(parseFaqText(line)).toMatchObject({ errors: [], notes: [] });
  });
});
