import type { FaqType } from '@mostrador/core';
import type { WholeIntent } from './intents';

export type Expectation =
  | ['add', Array<[productId: number, amount: number]>]
  | ['ask', number[]]
  | ['faq', FaqType]
  | ['intent', WholeIntent]
  | ['remove', number]
  | ['change', number, number | null]
  | ['query', number]
  | ['unknown'];

/**
 * 160 messages as customers of a neighbourhood store type them (typos, no accents, slang, several
 * products at once), with what the assistant must understand. The expected product ids refer to
 * fixtures.catalogue.ts. 'ask' means the assistant must ask which of these products was meant.
 */
export const MESSAGES: Array<[string, Expectation]> = [
  // Products with quantities and units
  ['2 kg de papa', ['ask', [1, 2]]],
  ['2 kg de papa blanca', ['add', [[1, 2]]]],
  ['quiero 2 kilos de papas blancas', ['add', [[1, 2]]]],
  ['medio kilo de queso cremoso', ['add', [[7, 0.5]]]],
  ['una docena de huevos', ['add', [[13, 1]]]],
  // 'Coca Cola' said whole is the plain one, not the Zero (issue 16: a complete name wins).
  ['3 cocas', ['add', [[14, 3]]]],
  ['3 coca cola', ['add', [[14, 3]]]],
  ['3 coca cola zero', ['add', [[15, 3]]]],
  ['2 coca zero', ['add', [[15, 2]]]],
  ['un kilo de cebolla', ['add', [[3, 1]]]],
  ['1 kg cebollas', ['add', [[3, 1]]]],
  ['kilo y medio de tomate perita', ['add', [[4, 1.5]]]],
  ['1,5 kg de tomate perita', ['add', [[4, 1.5]]]],
  ['1.5kg de zanahoria', ['add', [[6, 1.5]]]],
  ['2kg zanahorias', ['add', [[6, 2]]]],
  ['una lechuga', ['add', [[5, 1]]]],
  ['dos lechugas criollas', ['add', [[5, 2]]]],
  ['200 gr de jamon cocido', ['add', [[26, 200]]]],
  ['300 gramos de salame', ['add', [[27, 300]]]],
  ['medio kilo de jamon', ['add', [[26, 500]]]],
  ['un cuarto de salame milan', ['add', [[27, 250]]]],
  ['100 g de queso rallado', ['add', [[8, 100]]]],
  ['2 leches enteras', ['add', [[9, 2]]]],
  ['3 leche descremada', ['add', [[10, 3]]]],
  ['1 yerba playadito', ['add', [[20, 1]]]],
  ['una yerba', ['add', [[20, 1]]]],
  ['2 azucar', ['add', [[21, 2]]]],
  ['2 paquetes de azucar ledesma', ['add', [[21, 2]]]],
  ['4 harinas 0000', ['add', [[22, 4]]]],
  ['un arroz gallo', ['add', [[23, 1]]]],
  ['3 fideos spaghetti', ['add', [[24, 3]]]],
  ['2 aceites de girasol', ['add', [[25, 2]]]],
  ['1 kg de pan frances', ['add', [[28, 1]]]],
  ['medio kilo de pan', ['add', [[28, 0.5]]]],
  ['una docena de medialunas', ['add', [[29, 1]]]],
  ['media docena de medialunas', ['add', [[29, 0.5]]]],
  ['2 kg de bananas', ['add', [[30, 2]]]],
  ['1 kilo de manzanas rojas', ['add', [[31, 1]]]],
  ['3 kg de naranjas', ['add', [[32, 3]]]],
  ['medio kilo de limones', ['add', [[33, 0.5]]]],
  ['2 paltas', ['add', [[34, 2]]]],
  ['un kilo de frutillas', ['add', [[35, 1]]]],
  ['2 dulce de leche', ['add', [[36, 2]]]],
  ['un cafe molido', ['add', [[37, 1]]]],
  ['3 paquetes de galletitas de agua', ['add', [[38, 3]]]],
  ['un detergente', ['add', [[39, 1]]]],
  ['2 lavandinas', ['add', [[40, 2]]]],
  ['1 papel higienico', ['add', [[41, 1]]]],
  ['un pollo entero', ['add', [[42, 1]]]],
  ['2 kg de pollo', ['add', [[42, 2]]]],
  ['1 kg de carne picada', ['add', [[43, 1]]]],
  ['2 kilos de milanesas', ['add', [[44, 2]]]],
  ['medio de mozzarella', ['add', [[45, 0.5]]]],
  ['1 kg de muzzarella', ['add', [[45, 1]]]],
  ['2 tapas de empanadas', ['add', [[46, 2]]]],
  ['una mayonesa', ['add', [[47, 1]]]],
  ['3 latas de atun', ['add', [[48, 3]]]],
  ['2 choclos', ['add', [[49, 2]]]],
  ['2 tomates triturados', ['add', [[50, 2]]]],
  ['3 metros de tela', ['add', [[51, 3]]]],
  ['1 kg de chorizo', ['add', [[52, 1]]]],
  ['2 kg de asado', ['add', [[53, 2]]]],
  ['un pan lactal', ['add', [[54, 1]]]],
  ['2 jugos de naranja', ['add', [[55, 2]]]],
  ['un fernet', ['add', [[56, 1]]]],
  ['2 lentejas', ['add', [[57, 2]]]],
  ['1 sal fina', ['add', [[58, 1]]]],
  ['un jabon en polvo', ['add', [[59, 1]]]],
  ['una ricota', ['add', [[60, 1]]]],
  ['6 cervezas', ['add', [[18, 6]]]],
  ['6 birras', ['add', [[18, 6]]]],
  ['un vino malbec', ['add', [[19, 1]]]],
  ['2 aguas sin gas', ['add', [[17, 2]]]],
  ['1 sprite', ['add', [[16, 1]]]],
  ['2 yogures de frutilla', ['add', [[11, 2]]]],
  ['2 manteca', ['add', [[12, 2]]]],
  // Typos and missing accents
  ['2 kg de zanaoria', ['add', [[6, 2]]]],
  ['1 kilo de sebolla', ['add', [[3, 1]]]],
  ['una dosena de huevos', ['add', [[13, 1]]]],
  ['medio kilo de qeso cremoso', ['add', [[7, 0.5]]]],
  ['2 mayonesas helmans', ['add', [[47, 2]]]],
  ['1 yerva playadito', ['add', [[20, 1]]]],
  ['3 fideos espaguetis', ['add', [[24, 3]]]],
  ['200 gr de jamón cocído', ['add', [[26, 200]]]],
  ['1 kg de azúcar', ['add', [[21, 1]]]],
  ['2 detergentes magistral', ['add', [[39, 2]]]],
  ['un kilo de bananaa', ['add', [[30, 1]]]],
  ['2 kg de manzana', ['add', [[31, 2]]]],
  ['1 lavandina ayudin', ['add', [[40, 1]]]],
  ['un cafe la virginia', ['add', [[37, 1]]]],
  ['2 galletitas criollitas', ['add', [[38, 2]]]],
  ['1 milanesa de nalga', ['add', [[44, 1]]]],
  ['medio kilo de muzarela', ['add', [[45, 0.5]]]],
  // Polite and conversational forms
  ['hola quiero 2 kg de papa blanca', ['add', [[1, 2]]]],
  ['me das una docena de huevos?', ['add', [[13, 1]]]],
  ['me traes 3 coca zero por favor', ['add', [[15, 3]]]],
  ['necesito 1 kg de cebolla', ['add', [[3, 1]]]],
  ['quisiera medio kilo de queso cremoso', ['add', [[7, 0.5]]]],
  ['agregame 2 leches enteras', ['add', [[9, 2]]]],
  ['sumale una yerba', ['add', [[20, 1]]]],
  ['mandame 2 kg de naranjas', ['add', [[32, 2]]]],
  ['dame 1 kg de pan frances porfa', ['add', [[28, 1]]]],
  ['anotame 2 lavandinas', ['add', [[40, 2]]]],
  ['poneme 300 gr de salame', ['add', [[27, 300]]]],
  // Several products in one message
  [
    '2 kg de papa blanca, una docena de huevos y 3 coca zero',
    [
      'add',
      [
        [1, 2],
        [13, 1],
        [15, 3],
      ],
    ],
  ],
  [
    '1 kg de cebolla y 2 kg de tomate perita',
    [
      'add',
      [
        [3, 1],
        [4, 2],
      ],
    ],
  ],
  [
    'quiero una yerba, 2 azucar y un cafe',
    [
      'add',
      [
        [20, 1],
        [21, 2],
        [37, 1],
      ],
    ],
  ],
  [
    '200 gr de jamon, 200 gr de salame y medio kilo de queso cremoso',
    [
      'add',
      [
        [26, 200],
        [27, 200],
        [7, 0.5],
      ],
    ],
  ],
  [
    '2 leches enteras + 1 manteca',
    [
      'add',
      [
        [9, 2],
        [12, 1],
      ],
    ],
  ],
  [
    'un pan lactal y una mayonesa',
    [
      'add',
      [
        [54, 1],
        [47, 1],
      ],
    ],
  ],
  [
    '3 cervezas y un fernet',
    [
      'add',
      [
        [18, 3],
        [56, 1],
      ],
    ],
  ],
  [
    'kilo y medio de asado y 1 kg de chorizo',
    [
      'add',
      [
        [53, 1.5],
        [52, 1],
      ],
    ],
  ],
  [
    '2 detergentes, 1 lavandina, 1 papel higienico',
    [
      'add',
      [
        [39, 2],
        [40, 1],
        [41, 1],
      ],
    ],
  ],
  [
    '2 paltas y medio kilo de limones',
    [
      'add',
      [
        [34, 2],
        [33, 0.5],
      ],
    ],
  ],
  // Trailing quantities
  ['huevos x 2', ['add', [[13, 2]]]],
  ['coca zero 2', ['add', [[15, 2]]]],
  ['queso cremoso 500 gr', ['add', [[7, 0.5]]]],
  ['jamon cocido 250 g', ['add', [[26, 250]]]],
  // No quantity: one of it
  ['huevos', ['add', [[13, 1]]]],
  ['ricota', ['add', [[60, 1]]]],
  ['fernet branca', ['add', [[56, 1]]]],
  // Ambiguous: the assistant asks
  ['2 leches', ['ask', [9, 10]]],
  ['una papa', ['ask', [1, 2]]],
  ['2 tomates', ['ask', [4, 50]]],
  ['un queso', ['ask', [7, 8]]],
  // Order actions
  ['confirmar pedido', ['intent', 'confirm_order']],
  ['confirmo', ['intent', 'confirm_order']],
  ['listo', ['intent', 'confirm_order']],
  ['eso es todo', ['intent', 'confirm_order']],
  ['nada mas, gracias', ['intent', 'confirm_order']],
  ['quiero finalizar la compra', ['intent', 'confirm_order']],
  ['cancelar pedido', ['intent', 'discard_order']],
  ['anula todo', ['intent', 'discard_order']],
  ['borra el pedido', ['intent', 'discard_order']],
  ['ver mi pedido', ['intent', 'show_order']],
  ['que llevo?', ['intent', 'show_order']],
  ['mostrame el carrito', ['intent', 'show_order']],
  ['resumen', ['intent', 'show_order']],
  ['sacame la coca zero', ['remove', 15]],
  ['quita los huevos', ['remove', 13]],
  ['elimina el fernet', ['remove', 56]],
  ['no quiero mas la lavandina', ['remove', 40]],
  ['cambia las papas blancas a 3 kg', ['change', 1, 3]],
  ['mejor 2 kg de cebolla', ['change', 3, 2]],
  ['que sean 4 coca zero', ['change', 15, 4]],
  // Questions
  ['hola', ['intent', 'greet']],
  ['buenas tardes', ['intent', 'greet']],
  ['buen dia', ['intent', 'greet']],
  ['gracias!', ['intent', 'thanks']],
  ['ayuda', ['intent', 'help']],
  ['como puedo pagar?', ['faq', 'payment_methods']],
  ['aceptan tarjeta?', ['faq', 'payment_methods']],
  ['se puede pagar con mercado pago?', ['faq', 'payment_methods']],
  ['hacen envios?', ['faq', 'delivery']],
  ['envian a domicilio?', ['faq', 'delivery']],
  ['cuanto sale el envio?', ['faq', 'freigt_cost']],
  ['el envio es gratis?', ['faq', 'freigt_cost']],
  ['donde estan ubicados?', ['faq', 'store_location']],
  ['cual es la direccion del local', ['faq', 'store_location']],
  ['hay compra minima?', ['faq', 'minimum_purchase']],
  ['cual es el monto minimo', ['faq', 'minimum_purchase']],
  ['tenes queso rallado?', ['query', 8]],
  ['hay fernet?', ['query', 56]],
  ['cuanto sale el asado?', ['query', 53]],
  ['ver catalogo', ['intent', 'catalogue']],
  ['que productos tienen?', ['intent', 'catalogue']],
  ['quiero un unicornio', ['unknown']],
  ['asdfgh', ['unknown']],
];
