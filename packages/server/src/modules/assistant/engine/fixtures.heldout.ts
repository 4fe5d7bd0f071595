import type { Expectation } from './fixtures.messages';

/**
 * Held-out set: 80 customer messages written without knowledge of the engine, only of the catalogue
 * (fixtures.catalogue.ts) and the Expectation type. Amounts are in each product's own unit of sale.
 */
export const HELDOUT: Array<[string, Expectation]> = [
  // Orders: one or several products, with quantities in varied forms
  [
    'hola me mandas 1/2 kg de jamon cocido y 200 gr de salame',
    [
      'add',
      [
        [26, 500],
        [27, 200],
      ],
    ],
  ],
  [
    '2k de ceboya, 1 kilo de zanaoria',
    [
      'add',
      [
        [3, 2],
        [6, 1],
      ],
    ],
  ],
  ['coca zero x2', ['add', [[15, 2]]]],
  ['1 doc de huevos', ['add', [[13, 1]]]],
  ['media docena de medialunas', ['add', [[29, 0.5]]]],
  [
    'te pido una yerva playadito y 2 azucar',
    [
      'add',
      [
        [20, 1],
        [21, 2],
      ],
    ],
  ],
  ['para hoy necesito 1 kg y medio de pollo', ['add', [[42, 1.5]]]],
  ['me mandas 3 metros de tela de algodon', ['add', [[51, 3]]]],
  [
    'hola!\n2 leches descremadas\n1 manteca\n1 dulce de leche',
    [
      'add',
      [
        [10, 2],
        [12, 1],
        [36, 1],
      ],
    ],
  ],
  ['quiero 250 gr de queso rallado', ['add', [[8, 250]]]],
  ['un cuarto de queso cremoso', ['add', [[7, 0.25]]]],
  [
    'mandame 1 fernet + 4 latas de quilmes',
    [
      'add',
      [
        [56, 1],
        [18, 4],
      ],
    ],
  ],
  ['agregame 2 paquetes de fideos spagueti', ['add', [[24, 2]]]],
  ['necesito aceite de girasol', ['add', [[25, 1]]]],
  [
    '3 paltas y 1/2 kg de limones',
    [
      'add',
      [
        [34, 3],
        [33, 0.5],
      ],
    ],
  ],
  [
    'un kilo de bananas y 2 de manzanas',
    [
      'add',
      [
        [30, 1],
        [31, 2],
      ],
    ],
  ],
  ['dame 2 kg de naranjas para jugo', ['add', [[32, 2]]]],
  [
    'sumale una lavandina y un detergente',
    [
      'add',
      [
        [40, 1],
        [39, 1],
      ],
    ],
  ],
  ['2 paquetes de papel higienico', ['add', [[41, 2]]]],
  [
    '1 kg de carne picada y 2 de chorizo',
    [
      'add',
      [
        [43, 1],
        [52, 2],
      ],
    ],
  ],
  ['asado de tira 2 kilos y medio', ['add', [[53, 2.5]]]],
  ['milanesas de nalga 1,5 kg', ['add', [[44, 1.5]]]],
  ['300g de mozzarela', ['add', [[45, 0.3]]]],
  [
    'una ricota y 2 tapas de empanadas',
    [
      'add',
      [
        [60, 1],
        [46, 2],
      ],
    ],
  ],
  [
    '2 latas de atun y 1 de choclo',
    [
      'add',
      [
        [48, 2],
        [49, 1],
      ],
    ],
  ],
  [
    'una lechuga criolla, 1/2 kg de frutillas y 2 yogures de frutilla',
    [
      'add',
      [
        [5, 1],
        [35, 0.5],
        [11, 2],
      ],
    ],
  ],
  ['pasame 3 tomates triturados', ['add', [[50, 3]]]],
  [
    'un cafe la virginia y 2 paquetes de criollitas',
    [
      'add',
      [
        [37, 1],
        [38, 2],
      ],
    ],
  ],
  ['lentejas x 3', ['add', [[57, 3]]]],
  ['un jabon en polvo ala', ['add', [[59, 1]]]],
  ['150 de jamon porfa', ['add', [[26, 150]]]],
  [
    'harina 0000 x2 y un arroz',
    [
      'add',
      [
        [22, 2],
        [23, 1],
      ],
    ],
  ],
  [
    '1 sprite y 2 aguas sin gas',
    [
      'add',
      [
        [16, 1],
        [17, 2],
      ],
    ],
  ],
  ['una coca grande', ['add', [[14, 1]]]],

  // Vague names that fit two or more products equally
  ['me mandas 2 leches', ['ask', [9, 10]]],
  ['1/2 kg de queso', ['ask', [7, 8]]],
  ['agregame tomate', ['ask', [4, 50]]],
  ['y un pan', ['ask', [28, 54]]],
  ['mandame una coca', ['add', [[14, 1]]]],
  ['papas 3k', ['ask', [1, 2]]],

  // Product questions
  ['tenes palta?', ['query', 34]],
  ['a cuanto esta el asado?', ['query', 53]],
  ['cuanto sale el fernet', ['query', 56]],
  ['hay carne picada?', ['query', 43]],
  ['tenes dulce de leche la serenisima?', ['query', 36]],
  ['precio de la yerba?', ['query', 20]],
  ['el cafe de que marca es?', ['query', 37]],

  // Removals
  ['sacame el fernet', ['remove', 56]],
  ['al final no quiero la lavandina', ['remove', 40]],
  ['borra las medialunas', ['remove', 29]],
  ['quitame el salame porfa', ['remove', 27]],
  ['mejor sin la mayonesa', ['remove', 47]],

  // Quantity changes
  ['cambiame la coca zero a 3', ['change', 15, 3]],
  ['de papa blanca que sean 5 kilos', ['change', 1, 5]],
  ['en vez de 2 cervezas poneme 6', ['change', 18, 6]],
  ['el jamon hacelo 300 gr', ['change', 26, 300]],
  ['las bananas cambialas a 2 kg', ['change', 30, 2]],

  // Whole-message intents
  ['cerrame el pedido', ['intent', 'confirm_order']],
  ['ya esta, confirmo', ['intent', 'confirm_order']],
  ['listo eso es todo, mandalo', ['intent', 'confirm_order']],
  ['cancela todo, no quiero nada', ['intent', 'discard_order']],
  ['borra el pedido y empezamos de nuevo', ['intent', 'discard_order']],
  ['que tengo en el pedido hasta ahora?', ['intent', 'show_order']],
  ['mostrame como va el carrito', ['intent', 'show_order']],
  ['pasame la lista de lo que venden', ['intent', 'catalogue']],
  ['buenas tardes!', ['intent', 'greet']],
  ['genial, muchas gracias!!', ['intent', 'thanks']],
  ['como funciona esto? como hago un pedido', ['intent', 'help']],

  // FAQs
  ['aceptan mercado pago?', ['faq', 'payment_methods']],
  ['se puede pagar con tarjeta de debito?', ['faq', 'payment_methods']],
  ['donde estan ubicados?', ['faq', 'store_location']],
  ['cual es la direccion del local', ['faq', 'store_location']],
  ['hacen envios a domicilio?', ['faq', 'delivery']],
  ['me lo pueden traer a casa?', ['faq', 'delivery']],
  ['cuanto cobran el envio?', ['faq', 'freigt_cost']],
  ['hay compra minima?', ['faq', 'minimum_purchase']],

  // Things the store does not sell
  ['tenes pañales talle G?', ['unknown']],
  ['me mandas 2 kg de merluza', ['unknown']],
  ['necesito pilas aa', ['unknown']],
  ['una botella de champu', ['unknown']],
];
