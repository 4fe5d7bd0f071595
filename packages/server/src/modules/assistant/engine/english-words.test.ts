import { describe, expect, it } from 'vitest';
import { cleanText } from './clean-text';
import { editsOf } from './edits';

const clean = (message: string) => cleanText(message).replace(/\s+/g, ' ').trim();

describe('Spanglish read as Spanish', () => {
  it('reads the English words of a message that shows it is English', () => {
    expect(clean('actually make it 4 cocas, we’re having people over lol')).toBe(
      'mejor 4 cocas, vienen visitas jaja',
    );
    expect(clean('swap the froot loops for trix please')).toBe('cambia el froot loops por trix porfa');
    expect(clean('actualy make the clamato the big one 1.89 pls')).toBe(
      'el clamato que sea el de 1.89 porfa',
    );
    expect(clean('can i get 1 bolsa de mango and 1 blueberry jumbo')).toBe(
      'mandame 1 bolsa de mango y 1 blueberry jumbo',
    );
  });

  it('reads the changes they ask for', () => {
    expect(editsOf(clean('scratch the dove, my wife already bought one'))).toEqual([
      { op: 'remove', target: 'dove', count: null },
    ]);
    expect(editsOf(clean('double the mango pls, for smoothies'))).toEqual([
      { op: 'scale', target: 'mango', factor: 2 },
    ]);
  });

  it('leaves English brand names alone in a Spanish message', () => {
    expect(clean('2 happy hour mix y un coffee mate')).toBe('2 happy hour mix y un coffee mate');
    expect(clean('una club soda for kids')).toBe('una club soda for kids');
  });
});
