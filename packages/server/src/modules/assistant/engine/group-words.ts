/**
 * What customers call a group of the products they ordered ('sacá los fiambres', 'lo de limpieza
 * quitalo', 'la bebida que sean 3', 'el copete'): no name says it, and a store's own categories
 * rarely do ('Lacteos Y Frescos' holds the salame), so the group is told by the words that head the
 * names of what it holds. Used only against the items of an order, never to find a product.
 * Folded; a group's key and its other names first, then what it holds.
 */
import { stem } from './text';

/** Drinks with alcohol: a group of their own ('el copete') and drinks too. */
const WITH_ALCOHOL = [
  'cerveza',
  'vino',
  'fernet',
  'whisky',
  'vodka',
  'pisco',
  'ron',
  'tequila',
  'aperitivo',
  'sidra',
  'espumante',
  'champagne',
  'gin',
];

const GROUPS: Array<{ said: string[]; holds: string[] }> = [
  {
    said: ['fiambre', 'fiambres', 'embutido', 'embutidos'],
    holds: [
      'jamon',
      'salame',
      'salamin',
      'mortadela',
      'bondiola',
      'lomito',
      'leberwurst',
      'salchichon',
      'pastrami',
      'longaniza',
      'pepperoni',
      'paleta',
    ],
  },
  {
    // ('el copete', Chile: the drink with alcohol; 'el chupe', Argentina.)
    said: ['copete', 'copetes', 'trago', 'tragos', 'chupe', 'alcohol'],
    holds: WITH_ALCOHOL,
  },
  {
    // ('BEB. COCA COLA 1,5LT': Chilean lists shorten 'bebida'.)
    said: ['bebida', 'bebidas'],
    holds: [
      'beb',
      'gaseosa',
      'refresco',
      'jugo',
      'agua',
      'soda',
      'bebida',
      'nectar',
      'energizante',
      'energetica',
      ...WITH_ALCOHOL,
      'coca',
      'sprite',
      'fanta',
      'pepsi',
      'manaos',
      'monster',
      'gatorade',
      'powerade',
    ],
  },
  {
    said: ['limpieza'],
    holds: [
      'lavandina',
      'cloro',
      'detergente',
      'limpiador',
      'desengrasante',
      'suavizante',
      'esponja',
      'fibra',
      'trapo',
      'rejilla',
      'lustramuebles',
      'limpiavidrios',
      'lavavajillas',
      'lavatrastes',
      'lavaloza',
      'blanqueador',
      'desinfectante',
      'multiuso',
      'quitamanchas',
      'escoba',
      'secador',
    ],
  },
  {
    // ('la carne que sea un kilo' of 'Molida de Res kg', 'Nalga ternera x kg.': the cut heads it.)
    said: ['carne', 'carnes'],
    holds: [
      'carne',
      'molida',
      'picada',
      'nalga',
      'vacio',
      'bife',
      'asado',
      'milanesa',
      'bistec',
      'costilla',
      'matambre',
      'peceto',
      'cuadril',
      'lomo',
      'osobuco',
      'falda',
      'entrana',
      'churrasco',
      'chuleta',
      'aguja',
      'roast',
      'ternera',
      'pulpa',
    ],
  },
  {
    said: ['lacteo', 'lacteos'],
    holds: ['leche', 'yogur', 'yogurt', 'queso', 'manteca', 'mantequilla', 'crema', 'ricota', 'postre'],
  },
];

const BY_SAID = new Map<string, Set<string>>();
for (const group of GROUPS) {
  const held = new Set(group.holds.map(stem));
  for (const word of group.said) BY_SAID.set(word, held);
}

/** The stems of what a group word holds ('fiambres': jamón, salame…), or undefined for another word. */
export function groupHolds(word: string): Set<string> | undefined {
  return BY_SAID.get(word);
}
