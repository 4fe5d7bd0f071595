/**
 * The same product named differently across Latin America (and by its nickname): a customer from
 * Mexico asks for 'aguacate' in a store that lists 'palta'. Used only when the store's catalogue
 * does not have the customer's word itself; a store adds its own in Marketing → PERSONALIZADO.
 * Folded, single words.
 */
const GROUPS: string[][] = [
  ['palta', 'aguacate'],
  ['tomate', 'jitomate'],
  ['papa', 'patata'],
  ['frutilla', 'fresa'],
  ['poroto', 'frijol', 'caraota', 'habichuela'],
  ['choclo', 'elote', 'mazorca', 'jojoto'],
  ['durazno', 'melocoton'],
  ['damasco', 'chabacano', 'albaricoque'],
  ['zapallo', 'calabaza', 'auyama', 'ahuyama'],
  ['zapallito', 'calabacin', 'calabacita', 'calabaza'],
  ['batata', 'camote', 'boniato'],
  ['anana', 'pina'],
  ['banana', 'platano', 'banano', 'cambur', 'guineo'],
  ['pomelo', 'toronja'],
  ['arveja', 'chicharo', 'guisante'],
  // 'habichuela' is the green bean in Colombia, the bean in the Caribbean: both are kept.
  ['chaucha', 'ejote', 'habichuela', 'vainita', 'judia'],
  ['mani', 'cacahuate', 'cacahuete'],
  ['birra', 'cerveza', 'chela', 'pola'],
  // ('una bebida de 3 litros', Chile: a soft drink.)
  // ('el chesco', Mexico: the soft drink.)
  ['gaseosa', 'refresco', 'soda', 'bebida', 'chesco'],
  ['manteca', 'mantequilla'],
  ['jugo', 'zumo'],
  ['panceta', 'tocino', 'tocineta', 'beicon', 'bacon'],
  ['pancho', 'salchicha', 'vienesa', 'frankfurt'],
  ['chancho', 'cerdo', 'puerco', 'cochino'],
  ['lavandina', 'cloro', 'lejia', 'blanqueador', 'hipoclorito', 'limpido'],
  ['rejilla', 'trapo'],
  ['pucho', 'cigarrillo', 'faso', 'cigarro'],
  ['dulce', 'cajeta', 'arequipe', 'manjar'],
  ['pajita', 'sorbete', 'popote', 'pitillo'],
  ['remolacha', 'betabel', 'betarraga', 'beterraga'],
  ['repollo', 'col'],
  ['aji', 'chile'],
  ['morron', 'pimiento', 'pimenton', 'locote'],
  ['frankfurter', 'salchicha'],
  ['crema', 'nata'],
  // Spain's skimmed milk and yogurt.
  ['descremada', 'desnatada'],
  ['descremado', 'desnatado'],
  ['semidescremada', 'semidesnatada'],
  ['espagueti', 'spaghetti', 'tallarin', 'tallarines'],
  ['fideo', 'pasta'],
  ['mozzarella', 'muzzarella', 'muzarela', 'mozarela', 'muzza'],
  ['hellmanns', 'hellmann', 'helman', 'hellman'],
  ['coca', 'cocacola'],
  // ('birote', Guadalajara: the bolillo of its tortas ahogadas.)
  ['pan', 'bolillo', 'birote'],
  // 'marraqueta' (Chile): the French bread roll.
  ['frances', 'marraqueta'],
  ['galletita', 'galleta'],
  ['yogur', 'yogurt', 'yoghurt'],
  ['queque', 'bizcochuelo', 'ponque'],
  ['pochoclo', 'palomitas', 'pororo', 'cabritas', 'crispetas', 'canchita', 'canchitas', 'cotufa', 'cotufas'],
  ['mayonesa', 'mayo'],
  ['detergente', 'lavavajillas', 'lavaplatos', 'lavatrastes', 'lavatrastos', 'lavaloza', 'lavalozas'],
  ['dental', 'dientes', 'dentifrico'],
  ['pañal', 'panal', 'pañales'],
  ['jamon', 'york'],
  // 'una aromática' (Colombia): an herbal tea.
  ['te', 'aromatica'],
  ['serenisima', 'sere', 'ls'],
  // 'carne molida' (MX, CO) is 'carne picada' (AR, UY).
  ['picada', 'molida'],
  ['fresa', 'strawberry'],
  ['limon', 'lemon'],
  ['leche', 'lechita'],
  ['cabello', 'pelo'],
  ['chayote', 'guisquil', 'huisquil'],
  // Venezuela's, Perú's and Chile's names of fruit, greens and staples.
  ['papaya', 'lechosa'],
  ['sandia', 'patilla'],
  ['maracuya', 'parchita'],
  ['cilantro', 'culantro'],
  ['jengibre', 'kion'],
  ['verdeo', 'cebollin', 'cebollino'],
  ['panela', 'piloncillo', 'chancaca', 'rapadura'],
  // 'un confort' (Chile): toilet paper, by its brand.
  ['higienico', 'confort', 'vater'],
  // ('aceite maravilla', Chile: sunflower oil; 'bolsas de basura': of waste; 'cóctel de frutas'.)
  ['girasol', 'maravilla'],
  ['residuo', 'residuos', 'basura'],
  ['cocktail', 'coctel'],
  // ('sprite cero': the zero version, as it sounds.)
  ['zero', 'cero'],
  ['mandioca', 'yuca', 'mandio'],
  // 'polenta' (AR, UY) is sold as 'harina de maíz'.
  ['polenta', 'maiz'],
  ['shampoo', 'champu', 'champoo', 'shampu'],
  ['aerosol', 'spray'],
  // ('arvejas congeladas' of 'ARVEJA FRIZADA ALIFRUT', Chile.)
  ['congelado', 'frizado', 'congelados', 'frizados'],
  ['congelada', 'frizada', 'congeladas', 'frizadas'],
  // ('10 pan de completo', Chile: hot dog buns.)
  ['hotdog', 'completo', 'completos'],
  // ('cebolla roja' (PE, CO, VE) is the 'cebolla morada' of Chile and Argentina.)
  ['morada', 'roja'],
  ['morado', 'rojo'],
  // ('sillao', Perú: soy sauce.)
  ['soya', 'soja', 'sillao'],
];

/** The entry of a word or of its singular ('jitomates', 'frijoles', 'paltas'). */
const lookUp = (entry: (word: string) => string[] | undefined, word: string) =>
  entry(word) ?? entry(word.replace(/s$/, '')) ?? entry(word.replace(/es$/, ''));

/**
 * What a regional word never means though its equivalent may: in Mexico 'jitomate' is the red
 * tomato, and 'Tomate Verde' (the tomatillo) is another thing.
 */
const NEVER = new Map<string, string[]>([['jitomate', ['verde']]]);

/** Words of a name that rule it out for this word of the customer's ('verde' for 'jitomate'). */
export function neverMeant(word: string): string[] {
  return lookUp((w) => NEVER.get(w), word) ?? [];
}

const BY_WORD = new Map<string, string[]>();
for (const group of GROUPS)
  for (const word of group)
    BY_WORD.set(word, [...(BY_WORD.get(word) ?? []), ...group.filter((w) => w !== word)]);

/** Other words for the same product, from other countries or slang. */
export function regionalEquivalents(word: string): string[] {
  return lookUp((w) => BY_WORD.get(w), word) ?? [];
}
