import { normalize } from './text';

export const FAQ_TYPES = [
  'payment_methods',
  'store_location',
  'delivery',
  'freigt_cost',
  'minimum_purchase',
] as const;
export type FaqType = (typeof FAQ_TYPES)[number];

type Rule = [RegExp, string];

/** Whole-message intents, tried in order; the first that matches wins. Patterns see folded text. */
const ORDER_RULES: Rule[] = [
  [
    /\b(cancel\w*|anul\w*|descart\w*|borr\w*|elimin\w*)\b.*\b(pedido|todo|compra|orden|carrito)\b|\bno quiero (nada|mas nada)\b|\bolvida(te|lo) (el pedido|todo)\b/,
    'discard_order',
  ],
  [
    /\b(confirm\w*|finaliz\w*|termin\w*|cerr\w*)\b.*\b(pedido|compra|orden)?\b|^(listo|eso es todo|eso nomas|nada mas|es todo|ya esta|confirmo|dale confirmo)$|\beso (es )?todo\b|\bnada mas\b/,
    'confirm_order',
  ],
  [
    /\b(ver|mostra\w*|mira\w*|revis\w*|como va|que tengo|que (llevo|pedi))\b.*\b(pedido|carrito|compra|orden)\b|^(mi )?(pedido|carrito|resumen)$|\bque (llevo|pedi|tengo en el carrito)\b|\bresumen\b/,
    'show_order',
  ],
  [
    /\b(catalogo|lista de (productos|precios)|todos los productos|que (productos )?(tenes|tienen|venden|hay)\s*$)\b/,
    'catalogue',
  ],
];

const FAQ_RULES: Array<[RegExp, FaqType]> = [
  [
    /\b(costo|precio|cuanto (sale|cuesta|cobran|es))\b.*\b(envio|delivery|flete|entrega)\b|\b(envio|delivery|flete)\b.*\b(cuesta|sale|cobran|precio|costo|gratis)\b|\bflete\b/,
    'freigt_cost',
  ],
  [/\b(minimo|minima)\b|\bcompra minima\b|\bmonto minimo\b/, 'minimum_purchase'],
  [
    /\b(medios? de pago|formas? de pago|como (pago|se paga|puedo pagar|les pago)|aceptan|tarjeta|efectivo|transferencia|mercado ?pago|debito|credito|pagar con)\b/,
    'payment_methods',
  ],
  [
    /\b(hacen|tienen|hay|con) (envio|envios|delivery|reparto)\b|\b(envian|llevan|entregan|reparten)\b|\ba domicilio\b|\btraer a (casa|mi casa|domicilio)\b|\bdelivery\b|\benvios?\b/,
    'delivery',
  ],
  [
    /\b(donde (estan|queda|quedan|los encuentro)|direccion|ubicacion|ubicados|local|sucursal|horario|horarios|abren|cierran)\b/,
    'store_location',
  ],
];

const GREETING =
  /^(hola+|holis|buenas|buen dia|buenos dias|buenas tardes|buenas noches|que tal|hey|ola|hi|hello|oi|bom dia)( (como (estas|andas|va|te va)|que tal|buenas|buen dia|a todos|gente|tudo bem|como vai))*$/;
const THANKS =
  /^((genial|ok|dale|perfecto|barbaro|buenisimo|listo)[\s,]+)?(muchas |mil )?(gracias+|obrigad[oa]|thanks)\b/;
const HELP = /^(ayuda|help|ajuda|como funciona|que puedo hacer)\b/;

export const REMOVE_WORDS = /^(saca\w*|quita\w*|elimin\w*|borr\w*|no quiero( mas)?|sin)\b\s*/;
export const CHANGE_WORDS = /^(cambia\w*|cambiame|modifica\w*|mejor|en vez de|que sean)\b\s*/;
/** Change words that also come after the product: 'las bananas cambialas a 2 kg'. */
export const CHANGE_ANYWHERE =
  /\b(cambia\w*|modifica\w*|que sean|hacel[oa]s?|dejal[oa]s? en|ponele|en vez de)\b/;
/** Words that open a message without meaning: 'al final no quiero...', 'che, sacame...'. */
export const DISCOURSE_PREFIX =
  /^((al final|che|bueno|ah|ok|dale|mejor(?= (sin|saca|quita|no quiero)))[\s,]+)+/;
export const PRODUCT_QUESTION_ANYWHERE =
  /\b(de )?que marca (es|son|tienen|tenes|trabajan)\b|\ba cuanto (esta|estan|sale|salen)\b/;
export const ADD_WORDS =
  /^(para (hoy|manana|la noche) |hoy )?(quiero|te pido|les pido|pasame|pasa|me pasas|necesitaria|traigan|mandenme|quisiera|queria|necesito|me (das|da|das|traes|trae|mandas|manda|pones|agregas|agrega|sumas|suma)|mandame|traeme|dame|agrega\w*|suma\w*|anota\w*|poneme|pedir|pido|quero|i want|add|me gustaria|vendeme|compro|llevo|me llevo|agregame)\b\s*/;
export const PRODUCT_QUESTION =
  /^(tenes|tienen|tenés|hay|venden|vendes|trabajan|precio (de|del)|cuanto (sale|cuesta|esta|vale)( el| la| los| las)?)\b\s*/;

export type WholeIntent =
  'discard_order' | 'confirm_order' | 'show_order' | 'catalogue' | 'greet' | 'thanks' | 'help';

export function wholeMessageIntent(text: string): WholeIntent | undefined {
  const folded = normalize(text);
  if (GREETING.test(folded)) return 'greet';
  if (THANKS.test(folded)) return 'thanks';
  if (HELP.test(folded)) return 'help';
  for (const [pattern, intent] of ORDER_RULES) if (pattern.test(folded)) return intent as WholeIntent;
  return undefined;
}

export function faqIntent(text: string): FaqType | undefined {
  const folded = normalize(text);
  for (const [pattern, type] of FAQ_RULES) if (pattern.test(folded)) return type;
  return undefined;
}
