import { describe, expect, it } from 'vitest';
import { SYNONYM_MSG, synonymKey, synonymSchema, termFromQuestion } from './synonyms';

describe('synonymKey', () => {
  it.each([
    ['Coca-Cola', 'coca cola'],
    ['  BIRRÁ!! ', 'birra'],
    ['la  Serenísima', 'la serenisima'],
    ['¿?', ''],
  ])('%j -> %j', (term, key) => expect(synonymKey(term)).toBe(key));
});

describe('synonymSchema', () => {
  it('trims both texts', () => {
    expect(synonymSchema.parse({ term: ' birra ', means: ' cerveza ' })).toEqual({
      term: 'birra',
      means: 'cerveza',
    });
  });

  it.each([
    [{ term: '', means: 'cerveza' }, SYNONYM_MSG.termRequired],
    [{ term: '...', means: 'cerveza' }, SYNONYM_MSG.termRequired],
    [{ term: 'una birra bien fria', means: 'cerveza' }, SYNONYM_MSG.termTooManyWords],
    [{ term: 'x'.repeat(41), means: 'cerveza' }, SYNONYM_MSG.termTooLong],
    [{ term: 'birra', means: ' ' }, SYNONYM_MSG.meansRequired],
    [{ term: 'birra', means: 'x'.repeat(101) }, SYNONYM_MSG.meansTooLong],
    [{ term: 'Cerveza', means: 'cerveza!' }, SYNONYM_MSG.sameWords],
  ])('%j: %s', (input, message) => {
    const result = synonymSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('takes up to three words', () => {
    expect(synonymSchema.safeParse({ term: 'papel de baño', means: 'papel higiénico' }).success).toBe(true);
  });
});

describe('termFromQuestion', () => {
  it.each([
    ['¿Venden garrafas de gas?', 'garrafas gas'],
    ['hola, tenés birra?', 'birra'],
    ['¿Hacen tortas de cumpleaños personalizadas?', 'tortas cumpleaños personalizadas'],
    ['quiero 2 chelas porfa', 'chelas'],
    ['¿tienen?', ''],
  ])('%j -> %j', (question, term) => expect(termFromQuestion(question)).toBe(term));
});
