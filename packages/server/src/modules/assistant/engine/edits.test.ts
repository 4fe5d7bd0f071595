import { describe, expect, it } from 'vitest';
import { editsOf } from './edits';
import { normalize } from './text';

const edits = (message: string) => {
  const folded = normalize(message);
  return editsOf(folded);
};

describe('changes to the order as customers of each country write them', () => {
  it.each([
    ['quíteme la coca por favor', [{ op: 'remove', target: 'coca', count: null }]],
    ['sáqueme el arroz', [{ op: 'remove', target: 'arroz', count: null }]],
    ['elimine la leche', [{ op: 'remove', target: 'leche', count: null }]],
    ['descarta la coca', [{ op: 'remove', target: 'coca', count: null }]],
    ['¿me puedes quitar el refresco?', [{ op: 'remove', target: 'refresco', count: null }]],
    ['me podés sacar la yerba?', [{ op: 'remove', target: 'yerba', count: null }]],
    ['me cambias la coca por una sprite?', [{ op: 'replace', target: 'coca', with: 'una sprite' }]],
    [
      'cambia la leche entera por descremada',
      [{ op: 'replace', target: 'leche entera', with: 'descremada' }],
    ],
    ['cámbiale a 3 las cocas', [{ op: 'set', target: 'cocas', amount: 3, unit: null }]],
    ['súbele a 5 la leche', [{ op: 'set', target: 'leche', amount: 5, unit: null }]],
    ['hazlo 3', [{ op: 'set', target: '', amount: 3, unit: null }]],
    ['en vez de 2 yerbas que sean 4', [{ op: 'set', target: 'yerbas', amount: 4, unit: null }]],
    ['2 leches en lugar de 3', [{ op: 'set', target: 'leches', amount: 2, unit: null }]],
    ['sumale 2 yerbas más', [{ op: 'add', target: 'yerbas', amount: 2 }]],
    // An add verb with an amount alone is more of the item touched last.
    ['agregale media docena', [{ op: 'add', target: '', amount: 0.5, unit: 'dozen' }]],
    ['sumale 2', [{ op: 'add', target: '', amount: 2 }]],
    // (The 5 of 1,5 is no count.)
    ['y 2 cocas de 1,5 más', [{ op: 'add', target: 'cocas de 1.5', amount: 2 }]],
    // Some of the item become another product; the rest stays.
    ['uno que sea de frutilla', [{ op: 'replace', target: '', with: 'de frutilla', count: 1 }]],
    ['que 3 sean negras', [{ op: 'replace', target: '', with: 'negras', count: 3 }]],
    ['cámbiame uno por naranja', [{ op: 'replace', target: '', with: 'naranja', count: 1 }]],
    ['2 de las cocas que sean zero', [{ op: 'replace', target: 'cocas', with: 'zero', count: 2 }]],
    ['ponle una leche más', [{ op: 'add', target: 'leche', amount: 1 }]],
    // 'otra de' after a verb alone is one more of an item; after a product, another product.
    ['sumame otra de la zero', [{ op: 'add', target: 'la zero', amount: 1 }]],
    ['agregame otra de 500', [{ op: 'add', target: 'de 500', amount: 1 }]],
    ['una mermelada de durazno y otra de ciruela', []],
    [
      'no quiero más el azúcar ni la leche',
      [
        { op: 'remove', target: 'azucar', count: null },
        { op: 'remove', target: 'leche', count: null },
      ],
    ],
    // México: 'siempre no' (after all, no); Colombia: 'regáleme' (give me); 'descontame' one.
    ['siempre no quiero las tortillas', [{ op: 'remove', target: 'tortillas', count: null }]],
    ['olvida lo de la coca', [{ op: 'remove', target: 'coca', count: null }]],
    ['sin aguacates', [{ op: 'remove', target: 'aguacates', count: null }]],
    ['descontame una leche', [{ op: 'remove', target: 'leche', count: 1 }]],
    ['regáleme otra coca', [{ op: 'add', target: 'coca', amount: 1 }]],
    // An amount with its unit before 'más'; a size said after 'de' is the package, not how many.
    [
      'poneme media docena más de alfajores',
      [{ op: 'add', target: 'alfajores', amount: 0.5, unit: 'dozen' }],
    ],
    ['los cafés de 250 mejor', [{ op: 'replace', target: 'cafes', with: 'de 250' }]],
    // The size after the item, the change word first; 'nada de' one item is not the whole order.
    ['mejor el dulce de leche de kilo', [{ op: 'replace', target: 'dulce leche', with: 'de kilo' }]],
    ['dulce de leche de kilo mejor', [{ op: 'replace', target: 'dulce leche', with: 'de kilo' }]],
    // 'a' a product follows is what the item becomes; 'a' an amount follows, how many.
    ['los powerade cambialos a naranja', [{ op: 'replace', target: 'powerade', with: 'naranja' }]],
    ['cambia la coca a una de 2 litros', [{ op: 'replace', target: 'coca', with: 'una de 2 litros' }]],
    ['las quilmes cambialas a 10', [{ op: 'set', target: 'quilmes', amount: 10, unit: null }]],
    // A word of size between the change word and the size.
    ['el ariel mejor el chico de 750', [{ op: 'replace', target: 'ariel', with: 'de 750' }]],
    ['olvida el chayote', [{ op: 'remove', target: 'chayote', count: null }]],
    // How many, said again after a removal, keeps nothing; 'también' after a change adds.
    ['quiteme una sprite, solo una', [{ op: 'remove', target: 'sprite', count: 1 }]],
    [
      'que sean 2 y 2 sprite de 1,5 tambien',
      [
        { op: 'set', target: '', amount: 2, unit: null },
        { op: 'add', target: 'sprite de 1.5', amount: 2 },
      ],
    ],
    [
      'sacame la coca y tambien la sprite',
      [
        { op: 'remove', target: 'coca', count: null },
        { op: 'remove', target: 'sprite', count: null },
      ],
    ],
    // The item refused, then what comes instead; a refusal with a verb is a removal.
    ['el jabon ala no, ariel de 3 kg', [{ op: 'replace', target: 'jabon ala', with: 'ariel de 3 kg' }]],
    ['los de uva no, mejor de naranja', [{ op: 'replace', target: 'uva', with: 'de naranja' }]],
    ['la fanta no va', [{ op: 'remove', target: 'fanta', count: null }]],
    // Half and double of the item said first; that much of it more, less, or taken off.
    ['la papa dejela en la mitad', [{ op: 'scale', target: 'papa', factor: 0.5 }]],
    ['del jamon poneme el doble', [{ op: 'scale', target: 'jamon', factor: 2 }]],
    ['del tomate sacame un kilo', [{ op: 'remove', target: 'tomate', count: 1, unit: 'kg' }]],
    [
      'de naranjas dos kilos menos y del salame 100 gramos mas',
      [
        { op: 'remove', target: 'naranjas', count: 2, unit: 'kg' },
        { op: 'add', target: 'salame', amount: 100, unit: 'gr' },
      ],
    ],
    ['al asado bajale medio kilo', [{ op: 'remove', target: 'asado', count: 0.5, unit: 'kg' }]],
    // Another size of the item; the size of what it becomes, said after; how many packages of it.
    [
      'en lugar del clorox grande mandame el de 930',
      [{ op: 'replace', target: 'clorox grande', with: 'el de 930' }],
    ],
    [
      'cambia el dog chow por pedigree, de 15 tambien',
      [{ op: 'replace', target: 'dog chow', with: 'pedigree de 15' }],
    ],
    [
      'la yerba mejor que sea la de medio kilo, pero 4 paquetes',
      [
        { op: 'replace', target: 'yerba', with: 'de medio kilo' },
        { op: 'set', target: '', amount: 4, unit: null },
      ],
    ],
    // 'volalas' takes off; 'lo último que te pedí' is the item touched last; 'era' replaces too.
    [
      'las naranjas dejalas en 3 kilos, y las bananas volalas',
      [
        { op: 'set', target: 'naranjas', amount: 3, unit: 'kg' },
        { op: 'remove', target: 'bananas', count: null },
      ],
    ],
    ['no, lo ultimo que te pedi sacalo', [{ op: 'remove', target: '', count: null }]],
    [
      'la leche era descremada, y que sean 3',
      [
        { op: 'replace', target: 'leche', with: 'descremada' },
        { op: 'set', target: '', amount: 3, unit: null },
      ],
    ],
    ['el shampoo pasalo al de 650', [{ op: 'replace', target: 'shampoo', with: 'de 650' }]],
    [
      'de dulce de leche deja uno solo, y la mermelada sacala',
      [
        { op: 'set', target: 'dulce leche', amount: 1, unit: null },
        { op: 'remove', target: 'mermelada', count: null },
      ],
    ],
    ['las fibras que sea una', [{ op: 'set', target: 'fibras', amount: 1, unit: null }]],
    // What was asked last, refused; what stays, then what comes off; all but one, sent.
    ['lo ultimo no, perdon', [{ op: 'remove', target: '', count: null }]],
    ['la coca si, la squirt no', [{ op: 'remove', target: 'squirt', count: null }]],
    ['mandame todo menos el harpic, ese ya no', [{ op: 'remove', target: 'harpic', count: null }]],
    ['borra todo menos la coca', [{ op: 'keep_only', target: 'coca' }]],
    [
      'la cebolla morada no, cambiala por blanca',
      [{ op: 'replace', target: 'cebolla morada', with: 'blanca' }],
    ],
    // Usted: 'déjelo en 2'; 'nomás uno' of the item named.
    ['el jugo de naranja dejelo en 2', [{ op: 'set', target: 'jugo naranja', amount: 2, unit: null }]],
    [
      'el jumex nomas uno y los boing que sean de manzana',
      [
        { op: 'set', target: 'jumex', amount: 1, unit: null },
        { op: 'replace', target: 'boing', with: 'de manzana' },
      ],
    ],
    // 'nada más' says only: 300 g of it, not 300 g more.
    ['del jamon que sean 300 gramos nada mas', [{ op: 'set', target: 'jamon', amount: 300, unit: 'gr' }]],
    // 'x' between words is 'por'; 'pasalas a' is 'cambialas por'.
    ['la harina cambiala x la 0000', [{ op: 'replace', target: 'harina', with: 'la 0000' }]],
    ['las sprite pasalas a zero', [{ op: 'replace', target: 'sprite', with: 'zero' }]],
    // Of both items, or of each the target names.
    ['de las dos mandame 2', [{ op: 'set', target: '', amount: 2, unit: null, every: true }]],
    ['sacame los dos tregar', [{ op: 'remove', target: 'tregar', count: null, every: true }]],
    // Why, after the change, names nothing; 'nada más' gives the amount of the item before it.
    [
      'del chile nada mas un cuarto que pica mucho y quitame la zanahoria',
      [
        { op: 'set', target: 'chile', amount: 0.25, unit: null },
        { op: 'remove', target: 'zanahoria', count: null },
      ],
    ],
    [
      'sumale un kilo mas de milanesa que vienen mis suegros',
      [{ op: 'add', target: 'milanesa', amount: 1, unit: 'kg' }],
    ],
    // A removal, then what comes instead; how many of the next removal, said first.
    [
      'siempre no el six mejor 2 topo chico de 1.5',
      [
        { op: 'remove', target: 'six', count: null },
        { op: 'add', target: 'topo chico de 1.5', amount: 2, restates: true },
      ],
    ],
    [
      'sacame 200 de jamon cocido y 150 de queso de maquina',
      [
        { op: 'remove', target: 'jamon cocido', count: 200 },
        { op: 'remove', target: 'queso maquina', count: 150 },
      ],
    ],
    // The item, then what it becomes; how many of it, said after.
    [
      'el bimbo que sea blanco y agregale 2 teleras',
      [
        { op: 'replace', target: 'bimbo', with: 'blanco' },
        { op: 'add', target: 'teleras', amount: 2 },
      ],
    ],
    [
      'la crema que sea la de 900 y nada mas una',
      [
        { op: 'replace', target: 'crema', with: 'de 900' },
        { op: 'set', target: '', amount: 1, unit: null },
      ],
    ],
    ['no me mandes el te al final', [{ op: 'remove', target: 'te', count: null }]],
    // 'del X poneme N' after another clause: how much of that item.
    [
      'saca el asado y del vacio poneme kilo y medio',
      [
        { op: 'remove', target: 'asado', count: null },
        { op: 'set', target: 'vacio', amount: 1.5, unit: 'kg' },
      ],
    ],
    // How many of the new size, said before it, is the new line's amount.
    ['mejor una bolsa de 15', [{ op: 'replace', target: 'bolsa', with: 'de 15', amount: 1 }]],
    ['mejor 2 de 1 kilo', [{ op: 'replace', target: '', with: 'de 1 kilo', amount: 2 }]],
    ['que sea la coca de 1.5', [{ op: 'replace', target: 'coca', with: 'de 1.5' }]],
    ['al final no quiero nada de fanta', [{ op: 'remove', target: 'fanta', count: null }]],
    // 'de esas' points at the item just taken.
    ['ponele 2 de esas', [{ op: 'set', target: '', amount: 2, unit: null }]],
    [
      'quitame la leche y agregame 2 aguas',
      [
        { op: 'remove', target: 'leche', count: null },
        { op: 'add', target: 'aguas', amount: 2 },
      ],
    ],
    // How many to take off said after the item; a number after 'de' is its size.
    ['de los powerade quita uno', [{ op: 'remove', target: 'powerade', count: 1 }]],
    ['quitame la coca de 2', [{ op: 'remove', target: 'coca 2', count: null }]],
    // Twice or three times the amount; a verb of giving between 'mejor' and the size.
    ['duplicá el dulce de leche', [{ op: 'scale', target: 'dulce leche', factor: 2 }]],
    ['triplicame las cocas', [{ op: 'scale', target: 'cocas', factor: 3 }]],
    ['mejor regáleme los de 650', [{ op: 'replace', target: '', with: 'de 650' }]],
    ['me pones otro pastel igual', [{ op: 'add', target: 'me pastel', amount: 1, same: true }]],
    // A weight off, the amount of a named 'cantidad', one more said after the product.
    ['sacale un kilo a la papa', [{ op: 'remove', target: 'papa', count: 1, unit: 'kg' }]],
    ['cambiá la cantidad de cocas a 3', [{ op: 'set', target: 'cocas', amount: 3, unit: null }]],
    ['una coca más', [{ op: 'add', target: 'coca', amount: 1 }]],
    // The size said first, corrected after 'no'; the item named, then what it becomes.
    ['la yerba de medio no, de kilo', [{ op: 'replace', target: 'yerba', with: 'de kilo' }]],
    [
      'que la coca sea de naranja y la manaos sacala',
      [
        { op: 'replace', target: 'coca', with: 'de naranja' },
        { op: 'remove', target: 'manaos', count: null },
      ],
    ],
    // 'en vez de' with a comma; 'de esos' and 'lo último' point at the item touched last.
    ['en vez de coca, sprite de 3 litros', [{ op: 'replace', target: 'coca', with: 'sprite de 3 litros' }]],
    ['ponme 2 más de esos', [{ op: 'add', target: '', amount: 2 }]],
    ['quita lo último', [{ op: 'remove', target: '', count: null }]],
    // 'una' after 'a' is how many; 'nomás' after a removal is what stays; 'dame' is no item.
    ['bajale a una la coca', [{ op: 'set', target: 'coca', amount: 1, unit: null }]],
    [
      'quita las conchas, nomás los bolillos',
      [
        { op: 'remove', target: 'conchas', count: null, every: true },
        { op: 'keep_only', target: 'bolillos' },
      ],
    ],
    ['mejor dame 4', [{ op: 'set', target: '', amount: 4, unit: null }]],
    // México: 'bájale uno' is one fewer ('bájale a uno' is to one); 'ponle 3 y no 2' takes the
    // old amount back; 'que el jitomate sea medio kilo' is how much; 'no era coca, era sprite'.
    ['bájale uno', [{ op: 'remove', target: '', count: 1 }]],
    ['súbele 2', [{ op: 'add', target: '', amount: 2 }]],
    ['bájale a uno', [{ op: 'set', target: '', amount: 1, unit: null }]],
    ['ponle 3 y no 2', [{ op: 'set', target: '', amount: 3, unit: null }]],
    ['que el jitomate sea medio kilo', [{ op: 'set', target: 'jitomate', amount: 0.5, unit: 'kg' }]],
    [
      'en lugar de 2 kilos de tortilla, que sea uno',
      [{ op: 'set', target: 'tortilla', amount: 1, unit: 'kg' }],
    ],
    [
      'me equivoqué, no era coca, era sprite de 3 litros',
      [{ op: 'replace', target: 'coca', with: 'sprite de 3 litros' }],
    ],
    ['quiero cambiar la coca por una sprite', [{ op: 'replace', target: 'coca', with: 'una sprite' }]],
    ['puedes poner 3 en vez de 2?', [{ op: 'set', target: '', amount: 3, unit: null }]],
    // 'ni X ni Y' removes both before what comes next.
    [
      'ni la coca ni la cebolla, poneme 2 kg de papa',
      [
        { op: 'remove', target: 'coca', count: null },
        { op: 'remove', target: 'cebolla', count: null },
        { op: 'add', target: '2 kg de papa', amount: 2, unit: 'kg', restates: true },
      ],
    ],
    // The change word said last is said of every clause.
    [
      'dos de uva y dos de naranja mejor',
      [
        { op: 'set', target: 'uva', amount: 2, unit: null },
        { op: 'set', target: 'naranja', amount: 2, unit: null },
      ],
    ],
    // Emptied, then filled again: not a discarded order.
    [
      'borrá todo y poneme 3 kg de papa negra',
      [
        { op: 'clear', target: '' },
        { op: 'add', target: '3 kg de papa negra', amount: 3, unit: 'kg', restates: true },
      ],
    ],
  ])('%s', (message, expected) => {
    expect(edits(message)).toEqual(expected);
  });

  it.each([
    '¿puedo cambiar el pedido después de confirmarlo?',
    '¿me pueden cambiar el producto si viene fallado?',
    'quiero 2 cocas',
    'retiro en el local',
    // ('sin' opens a removal only when no amount follows: this is an order.)
    'sin gas, 2 aguas villavicencio',
  ])('%s is not a change', (message) => {
    expect(edits(message)).toEqual([]);
  });
});
