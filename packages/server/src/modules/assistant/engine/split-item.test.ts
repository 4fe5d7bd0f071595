/** How a message that splits one item into parts is read, before the order is looked at. */
import { describe, expect, it } from 'vitest';
import { splitSaid } from './split-item';
import { normalize } from './text';

const read = (message: string) => splitSaid(normalize(message));

describe('[ASSISTANT] one item split into parts, as said', () => {
  it('reads the count before "que" as the first part and "la otra" as what is left', () => {
    expect(read('de las cocas una q sea comun y la otra zero')).toEqual({
      target: 'cocas',
      parts: [
        { count: 1, with: 'comun' },
        { count: 'rest', with: 'zero' },
      ],
    });
  });

  it('reads a total before the parts as the total, not as a part', () => {
    expect(read('de esas 4 que 2 sean de almendra')).toEqual({
      target: '',
      parts: [{ count: 2, with: 'de almendra' }],
    });
  });

  it('reads half, and sizes as what a part becomes', () => {
    expect(read('de los smirnoff que la mitad sean de limon lima')?.parts).toEqual([
      { count: 'half', with: 'de limon lima' },
    ]);
    expect(read('de los 6 que 3 sean de 500')?.parts).toEqual([{ count: 3, with: 'de 500' }]);
    expect(read('una que sea de kilo y la otra de medio nomás')?.parts).toEqual([
      { count: 1, with: 'de kilo' },
      { count: 'rest', with: 'de medio' },
    ]);
  });

  it('leaves a reason after the parts out', () => {
    expect(read('de las sprite una q sea zero q mi vieja esta a dieta')?.parts).toEqual([
      { count: 1, with: 'zero' },
    ]);
  });

  it('is no split: a new amount, a count with nothing it becomes, another kind of message', () => {
    expect(read('las cocas que sean 3')).toBeUndefined();
    expect(read('las andes que sean 3 rubias')).toBeUndefined();
    expect(read('de las cocas que sean 3 2')).toBeUndefined();
    expect(read('2 cocas y una sprite')).toBeUndefined();
    expect(read('sacame las cocas')).toBeUndefined();
  });
});
