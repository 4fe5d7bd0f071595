/*
 * Changes as the ninth evaluation wave's writers put them (bench/assistant-eval/independent-9):
 * Tucumán, Salta, Puebla, Monterrey, Mérida, Bogotá, Valparaíso, and Bolivians, Cubans, Peruvians
 * and Dominicans living abroad. Reasons woven into the change, how many of what an item becomes
 * said after it, an amount said with 'nomás', a shop's words cut short.
 */
import { describe, expect, it } from 'vitest';
import { CatalogueIndex } from './catalogue-index';
import { asChange } from './change-said';
import { shelfProducts } from './fixtures.catalogue';
import { understand } from './understand';

const products = shelfProducts([
  ['ATUN DESM AGUA ANTARTIC 170GR', 'unit'],
  ['JUREL CONSERVA COLISEO 425GR', 'unit'],
  ['Alimento para perros adultos Dog Chow 3 kg', 'unit'],
  ['Alimento para gatos Cat Chow 3 kg', 'unit'],
  ['Queso cremoso La Paulina', 'kg'],
  ['Chile Serrano por Kg', 'kg'],
  ['Cooler Caribe Tinto Lata 355ml', 'unit'],
  ['Refresco Kosako Mango 2L', 'unit'],
  ['Dulce de Tamarindo Pulparindo Caja de 280g', 'unit'],
  ['Dulces Bolsa Piñatera Piñata Magic 875g', 'unit'],
  ['Helado chocolate Frigor 1 kg', 'unit'],
  ['Medialunas de manteca', 'unit'],
  ['Yerba mate Rosamonte 1 kg', 'unit'],
  ['Yerba mate Playadito 1 kg', 'unit'],
  ['SALSA CHOCOLATE MACROFOOD 1LT', 'unit'],
  ['Arroz largo fino Gallo 1 kg', 'unit'],
]);
const index = new CatalogueIndex(products);
const named = (...names: string[]) => names.map((name) => products.find((p) => p.name.startsWith(name))!);
/** The changes a message asks for, read as the conversation reads them (with no order at hand). */
const edits = (message: string) => {
  const understood = understand(message, index);
  return understood.intent === 'edit_order' ? understood.edits : understood;
};
const read = (message: string, ...order: string[]) => understand(message, index, named(...order));
const ordered = (message: string) => {
  const understood = understand(message, index);
  return understood.intent === 'add_items'
    ? understood.items.map((item) => [item.product.name, item.amount])
    : understood;
};

describe('[ASSISTANT] the ninth wave: reasons woven into a change', () => {
  it('ends a reason with its sentence, a laugh or an emoji', () => {
    expect(read('uy no, es para el gato jaja. cambialo por un cat chow', 'Alimento para perros')).toEqual({
      intent: 'edit_order',
      edits: [{ op: 'replace', target: '', with: 'un cat chow' }],
    });
    expect(read('las salsas solo 1 jaja me tente', 'SALSA CHOCOLATE', 'Queso cremoso')).toEqual({
      intent: 'edit_order',
      edits: [{ op: 'set', target: 'salsas', amount: 1, unit: null }],
    });
    expect(read('medio kilo nomás, me asusté con el precio jaja', 'Queso cremoso')).toEqual({
      intent: 'edit_order',
      edits: [{ op: 'set', target: '', amount: 0.5, unit: 'kg' }],
    });
  });

  it('replaces the item refused when "it" is changed after a reason between commas', () => {
    expect(
      edits('el de frutilla no, que quiere de chocolate 🙄 cambialo por uno de chocolate grido'),
    ).toEqual([{ op: 'replace', target: 'frutilla', with: 'uno de chocolate grido' }]);
  });

  it('drops the reason a que gives after an amount or an only', () => {
    expect(edits('chuta mejor ponga 4 quilmes no más que mañana madrugo a trabajar')).toEqual([
      { op: 'set', target: 'quilmes', amount: 4, unit: null },
    ]);
    expect(read('el arroz ponme 3 que aquí se come arroz to lo día', 'Arroz largo', 'Queso cremoso')).toEqual(
      {
        intent: 'edit_order',
        edits: [{ op: 'set', target: 'arroz', amount: 3, unit: null }],
      },
    );
    // ('mejor que los Peñafiel sean 3' is the change itself.)
    expect(edits('mejor que las leches sean seis')).toEqual([
      { op: 'set', target: 'leches', amount: 6, unit: null },
    ]);
  });

  it("opens a change with reported speech or 'uh no,' before what changes", () => {
    expect(edits('che mirá me dice mi señora que en vez de tirabuzón mejor mostacholes')).toEqual([
      { op: 'replace', target: 'tirabuzon', with: 'mostacholes' },
    ]);
    expect(
      read(
        'uh no, la yerba mejor Playadito que la Rosamonte me patea el hígado jaja',
        'Yerba mate Rosamonte',
      ),
    ).toEqual({
      intent: 'edit_order',
      edits: [{ op: 'replace', target: 'yerba', with: 'playadito' }],
    });
    // ('no, la coca zero' alone still refuses the item.)
    expect(asChange('no, la coca zero')).toBe('no, la coca zero');
  });
});

describe('[ASSISTANT] the ninth wave: how many, said around the change', () => {
  it('sets how many of what the item became, said after the replacement', () => {
    expect(edits('cambiame la cebolla blanca por morada, pero nomás un kilo')).toEqual([
      { op: 'replace', target: 'cebolla blanca', with: 'morada' },
      { op: 'set', target: '', amount: 1, unit: 'kg' },
    ]);
    expect(edits('las lays que sean las grandes de 72, y una nomás')).toEqual([
      { op: 'replace', target: 'lays', with: 'grandes de 72' },
      { op: 'set', target: '', amount: 1, unit: null },
    ]);
    expect(edits('el atún que sea en agua mejor, y ponga 2 latas')).toEqual([
      { op: 'replace', target: 'atun', with: 'en agua' },
      { op: 'set', target: '', amount: 2, unit: null },
    ]);
    expect(
      edits('en vez de tapapecho, posta rosada abaroa, la misma cantidad, y agregue un kilo de cebolla'),
    ).toEqual([
      { op: 'replace', target: 'tapapecho', with: 'posta rosada abaroa' },
      { op: 'add', target: 'un kilo de cebolla', amount: 1 },
    ]);
  });

  it('sets how many of an item beside a removal, whatever its verb', () => {
    expect(edits('saca el cloro, y las esponjas deja una no mas')).toEqual([
      { op: 'remove', target: 'cloro', count: null },
      { op: 'set', target: 'esponjas', amount: 1, unit: null },
    ]);
    expect(edits('Quíteme las galletas y súbame la Coca a 2')).toEqual([
      { op: 'remove', target: 'galletas', count: null },
      { op: 'set', target: 'coca', amount: 2, unit: null },
    ]);
    expect(edits('Sáqueme el Cif, que la vecina me regaló uno, y de fósforos póngame dos paquetes')).toEqual([
      { op: 'remove', target: 'cif', count: null },
      { op: 'set', target: 'fosforos', amount: 2, unit: null },
    ]);
    expect(
      read(
        'No, una caja de Pulparindo nomás y ponme otra bolsa piñatera',
        'Dulce de Tamarindo',
        'Dulces Bolsa',
      ),
    ).toEqual({
      intent: 'edit_order',
      edits: [
        { op: 'set', target: 'caja pulparindo', amount: 1, unit: null },
        { op: 'add', target: 'bolsa pinatera', amount: 1 },
      ],
    });
  });

  it("reads 'del dulce uno nomás' as only one of it, and drops the 'mejor' said last", () => {
    expect(edits('perdone, del dulce uno nomás, y que sea repostero')).toEqual([
      { op: 'set', target: 'dulce', amount: 1, unit: null },
      { op: 'replace', target: 'dulce', with: 'repostero' },
    ]);
    expect(edits('el mate cocido que sea el de 40 saquitos mejor')).toEqual([
      { op: 'replace', target: 'mate cocido', with: 'de 40 saquitos' },
    ]);
  });

  it("reads 'nomás' as the amount it ends at, and 'otros 6' as six more", () => {
    expect(read('Nombre, un kilo de serrano es un montón, ponme un cuarto nomás', 'Chile Serrano')).toEqual({
      intent: 'edit_order',
      edits: [{ op: 'set', target: '', amount: 0.25, unit: null }],
    });
    expect(
      read(
        'quita el Kosako, mi vieja dice que le da dolor de cabeza jajaja, mejor súmale otros 6 Caribe de tinto',
        'Cooler Caribe',
        'Refresco Kosako',
      ),
    ).toEqual({
      intent: 'edit_order',
      edits: [
        { op: 'remove', target: 'kosako', count: null },
        { op: 'add', target: 'caribe de tinto', amount: 6 },
      ],
    });
    expect(edits('mas bien aumentame un kilo mas de cebolla y quita la zanahoria nomas')).toEqual([
      { op: 'add', target: 'cebolla', amount: 1, unit: 'kg' },
      { op: 'remove', target: 'zanahoria', count: null },
    ]);
  });
});

describe('[ASSISTANT] the ninth wave: first messages', () => {
  it('finds a word a shop system cut short from the whole word', () => {
    expect(ordered('deseo 2 latas de atun antartic desmenuzado y 1 jurel coliseo')).toEqual([
      ['ATUN DESM AGUA ANTARTIC 170GR', 2],
      ['JUREL CONSERVA COLISEO 425GR', 1],
    ]);
  });

  it('orders what a question asked about, then the rest of the list', () => {
    expect(ordered('Saludos, tu tiene helado de chocolate Frigor? dame 2 y unas medialunas')).toEqual([
      ['Helado chocolate Frigor 1 kg', 2],
      ['Medialunas de manteca', 1],
    ]);
  });
});
