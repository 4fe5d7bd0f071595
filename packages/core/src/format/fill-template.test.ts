import { describe, expect, it } from 'vitest';
import { fillTemplate } from './fill-template';

describe('fillTemplate', () => {
  it('puts each value in its key, numbers as written, every occurrence', () => {
    expect(fillTemplate('{n} de {total}: {n}', { n: 3, total: '10' })).toBe('3 de 10: 3');
  });
  it('keeps a key with no value, or writes the given stand-in', () => {
    expect(fillTemplate('Hola {name}, {x}', { name: 'Ana' })).toBe('Hola Ana, {x}');
    expect(fillTemplate('Estado {status}', {}, '-')).toBe('Estado -');
  });
  it('leaves other braces alone', () => {
    expect(fillTemplate('{{1}} y { x }', { x: 'y' })).toBe('{{1}} y { x }');
  });
});
