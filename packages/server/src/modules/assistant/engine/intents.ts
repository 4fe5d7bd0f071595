import type { FaqType } from '@mostrador/core';
import { normalize } from './text';

type Rule = [RegExp, string];

/** Whole-message intents, tried in order; the first that matches wins. Patterns see folded text. */
const ORDER_RULES: Rule[] = [
  [
    /\b(cancel\w*|anul\w*|descart\w*|borr\w*|elimin\w*)\b.*\b(pedido|todo|compra|orden|carrito)\b|\bno quiero (nada|mas nada)\b(?! (de|del)\b)|\bolvida(te|lo) (el pedido|todo)\b/,
    'discard_order',
  ],
  [
    // ('una caja cerrada', '¿están cerrados?': closing the order needs the order named, or the verb alone.)
    /\bconfirm\w*\b|\b(finaliz|termin|cerr)\w*\b.*\b(pedido|compra|orden)\b|^(cerra|cerralo|cerrar|cerremos|cerramos|finaliza|finalizar|finalizalo|terminar|terminalo)$|^(listo|listo eso|listo ya|ya|eso|eso es todo|eso nomas|eso seria todo|eso seria|seria todo|ya es todo|es todo|nada mas|ya esta|ya seria|ya seria todo|termine|pronto|confirmo|dale confirmo)$|\beso (es )?todo\b|\bnada mas\b/,
    'confirm_order',
  ],
  [
    /\b(ver|mostra\w*|mira\w*|revis\w*|como va|que tengo|que (llevo|pedi))\b.*\b(pedido|carrito|compra|orden)\b|^(mi )?(pedido|carrito|resumen)$|\bque (llevo|pedi|tengo en el carrito)\b|\bresumen\b|\bcuanto (es|seria|sale|queda|da|me sale|me queda)( en)? (el )?total\b|\bcuanto (te|le|les) debo\b|\bcuanto (es|sale|seria|me sale) todo\b|^(y )?(el )?total\??$/,
    'show_order',
  ],
  [
    /\b(catalogo|lista de (productos|precios)|todos los productos|que (productos )?(tenes|tienen|venden|hay)\s*$)\b/,
    'catalogue',
  ],
];

/**
 * General FAQ kinds by what the question is about. Narrow on purpose: 'abren el 25 de diciembre?'
 * is about holidays (the store's own FAQs), not the address, and 'el local tiene baño?' is not
 * about where the local is; a question these miss goes to the store's FAQs or to SIN RESPONDER.
 */
const FAQ_RULES: Array<[RegExp, FaqType]> = [
  [
    /\b(costo|precio|cuanto (me |nos )?(sale|cuesta|cobran|es|cobras|vale))\b.*\b(envio|delivery|flete|entrega|domicilio)\b|\b(envio|delivery|flete)\b.*\b(cuesta|sale|cobran|precio|costo|gratis|vale)\b|\bflete\b|\benvio gratis\b/,
    'freigt_cost',
  ],
  [
    /\b(compra|monto|pedido|importe) minim[oa]\b|\bminimo (de compra|para|de pedido)\b|\bhay (un )?minimo\b/,
    'minimum_purchase',
  ],
  [
    /\b(medios? de pago|formas? de pago|metodos? de pago|como (pago|se paga|puedo pagar|les pago|te pago|abono)|aceptan|reciben|toman|puedo pagar|se puede pagar|pagar con|pago con|tarjeta|tarjetas|efectivo|transferencia|mercado ?pago|debito|credito|qr)\b/,
    'payment_methods',
  ],
  [
    /\b(hacen|tienen|hay|con) (envio|envios|delivery|reparto|domicilio)\b|\b(envian|llevan|entregan|reparten|mandan) (a|al|hasta|por)\b|\b(me lo|lo|me los|me las) (mandan|traen|envian|llevan)\b|\b(pueden|podes|puedes|podrian|podrias|puede) (traer|mandar|enviar|llevar)\w*\b.*\b(casa|domicilio|direccion)\b|\ba domicilio\b|\bdelivery\b|\benvios?\b|\breparto\b/,
    'delivery',
  ],
  [
    /\b(donde (estan|queda|quedan|los encuentro|se encuentran|estan ubicados)|direccion|ubicacion|ubicados|como llego|en que (calle|zona|barrio)|horarios?|a que hora (abren|cierran|atienden)|hasta que hora|que horario)\b/,
    'store_location',
  ],
];

const GREETING =
  /^(hola+|holis|buenas|buen dia|buenos dias|buenas tardes|buenas noches|que tal|hey|ola|hi|hello|oi|bom dia)( (como (estas|andas|va|te va)|que tal|buenas|buen dia|a todos|gente|tudo bem|como vai))*$/;
/** 'quiero hacer un pedido', 'buenas noches, quisiera encargar': the order is yet to be said. */
const ORDER_OPENING =
  /^(?:(?:hola+|buenas|buen dia|buenos dias|buenas tardes|buenas noches|que tal)[\s,]+)*(?:quiero|quisiera|queria|deseo|desearia|necesito|me gustaria|vengo a|voy a|para)\s+(?:(?:hacer|realizar|pasar|dejar)(?:te|les|le)?\s+(?:un\s+|mi\s+|el\s+)?(?:pedido|encargo|compra)|pedir(?:te|les|le)?(?:\s+algo)?|encargar(?:te|les|le)?(?:\s+algo)?|comprar(?:te|les|le)?(?:\s+algo)?|un pedido)(?:\s+(?:por favor|porfa|porfis|please))?$/;
const THANKS =
  /^((genial|ok|dale|perfecto|barbaro|buenisimo|listo)[\s,]+)?(muchas |mil )?(gracias+|obrigad[oa]|thanks)\b/;
const HELP = /^(ayuda|help|ajuda|como funciona|que puedo hacer)\b/;

export const REMOVE_WORDS =
  /^(saca\w*|quita\w*|elimin\w*|borr\w*|no quiero( mas)?|ya no quiero|no (me )?(mandes|mandas|manden|traigas|traigan|pongas|pongan|agregues|envies|envien)|no va|olvida(te)? (de|del)|cancela(me)?|sin)\b\s*/;
export const CHANGE_WORDS =
  /^(cambia\w*|cambiame|modifica\w*|mejor|en vez de|en lugar de|que sean|que se(an)? solo|corregi\w*|correg\w*)\b\s*/;
/** Change words that also come after the product: 'las bananas cambialas a 2 kg'. */
export const CHANGE_ANYWHERE =
  /\b(cambia\w*|modifica\w*|que sean|hacel[oa]s?|dejal[oa]s? en|ponele|en vez de)\b/;
/** Words that open a message without meaning: 'al final no quiero...', 'che, sacame...'. */
// ('vaya, mejor…', 'vé, todos…', 'chale, …': 'ok', 'look', 'damn' as Central America and Mexico
// open a message.)
export const DISCOURSE_PREFIX =
  /^((al final|che|bueno|ah|ok|dale|pos|pues|vaya|ve|epa|eche|ey|chale|orale|puchica|capaz que|capaz|(?:fijese|fijate|mire|mira|oiga|oye) que|mira|mire|ira|oiga|oye|(?:ahi |aca )?(?:me |nos )?(?:dice|dicen|dijo|avisa|avisan|aviso|pide|piden|pidio|escribe|escribio) (?:mi [a-z]+ )?que|(?:(?:la|el|mi) [a-z]+ )(?:me |nos )?(?:dice|dijo|avisa|aviso|pide|pidio) que|pensandolo (?:bien|mejor)|cambie de (?:opinion|idea)|(?:sabe|sabes|sabis|sabi) que|siempre si(?= (?:agrega|suma|pone|ponle|mandame|dame))|listo,? pero|(?:y )?otra cosa|mejor(?= (sin|saca|quita|no quiero)))[\s,]+)+/;
/** A price asked anywhere in the message: 'cuánto sale X', 'a cuánto tenés X', 'precio de X'. */
export const PRICE_QUESTION =
  /\b(a cuanto|en cuanto|a como|cuanto (sale|salen|cuesta|cuestan|esta|estan|vale|valen|me sale|me salen|me cobras|cobras|cobran|es|son|seria|serian|te debo)|a cuanto|a como (esta|estan|sale|salen|tenes|tienen|tiene|lo|la|los|las)|que precio|que (?:sale|salen|vale|valen|cuesta|cuestan)|precios?|valor|costo|cuanto)\b/;
/** Whether the store has something: 'tenés X?', 'hay X?', 'venden X?', 'manejan X?'. */
export const AVAILABILITY_QUESTION =
  /\b(de )?que marcas? (es|son|tienen|tenes|trabajan|manejan|hay)\b|^(y )?(ustedes )?(tenes|tienes|tienen|tiene|tendras|tendrias|cuentan con|cuentas con|cuenta con|tendran|tendra|habra|hay|venden|vendes|vende|manejan|manejas|maneja|trabajan|trabajas|traen|traes|te queda|les queda|queda|quedan|consigo|se consigue|llego|llegaron)\b|\b(?:tenes|tienes|tienen|hay|venden|vendes|manejan|manejas|tendras|tendran)$/;
/** Words of a product question that are not the product: 'a cuánto tenés', 'de qué marca'. */
export const QUESTION_WORDS =
  /\b(cuanto (sale|salen|cuesta|cuestan|esta|estan|vale|valen|me sale|me salen|me cobras|cobras|cobran|es|son|seria|serian)|a cuanto|en cuanto|a como|que precio( tiene| tienen)?|que (sale|salen|vale|valen|cuesta|cuestan)|esta|estan|dan|das|dejas|deja|sale|salen|cuesta|cuestan|vale|valen|precios?|valor|costo|cuanto|tenes|tienes|tienen|tiene|tendras|tendrias|cuentan con|cuentas con|cuenta con|ustedes|tendran|tendra|habra|hay|venden|vendes|vende|manejan|manejas|maneja|trabajan|trabajas|traen|traes|te queda|les queda|queda|quedan|consigo|se consigue|llego|llegaron|de que marca|que marca|que marcas|(de )?que (tamano|tamanos|sabores|gustos|tipos?)|disponibles?|en stock|stock|me (decis|dices|pasas|podes decir|puedes decir)|sabes|por favor|porfa|ahi|alli|todavia|aun|ahora|hoy)\b/g;
/** Verbs asking for something to be added: 'quiero', 'me mandás', 'te encargo', 'me apoya con'. */
const ASKING_VERBS = [
  // ('quiero apartar 2 cereales': set aside for me, to pick up; '¿se puede reservar…?' asks.)
  '(?:quiero|quisiera|queria) (?:apartar|separar|guardar)(?:me)?',
  // ('mi quiere 1 jabón', Haitians writing Spanish: I want.)
  '(?:mi|yo) (?:quiere|necesita)|(?:voy|vamos) a querer|quiero|queremos|quisiera|quisieramos|queria|quero|kiero|kero|qiero|deseo|deseamos|desearia|i want|add|me gustaria',
  'echame|echeme|echale|dame|deme|denme|poneme|ponme|pongame|ponganme|ponle|ponele|pongale|agregame|vendeme|regalame|regaleme',
  // ('¿me puede tener listo 1 pan Bimbo?', '¿me aparta 2 cajas…?', '¿me tiene 2 latas…?' (México):
  // have it ready for me.)
  '(?:me )?(?:puedes|puede|pueden|podes|podria|podrias|podrian) tener(?:me)?(?: list[oa]s?)?|me (?:tiene|tienes|tienen)(?: list[oa]s?)?(?= (?:\\d|un |una |dos |tres ))|me (?:aparta|apartas|aparte|apartan|separa|separas|guarda|guardas)',
  // ('colóqueme 3 cocas', Colombia: put me.)
  'colocame|coloqueme|me coloca|me coloque',
  // ('me ponéis 200 g de jamón york', Spain: vosotros.)
  'me poneis|poneis|ponedme|me dais|dadme|me mandais|mandadme|me traeis|traedme',
  '(?:te |les |le )?pido|pedir(?:te|les|le)?|(?:hacer |hacerte )?un pedido(?: de)?|hacer(?:te|les|le)? pedido(?: de)?',
  'pasame|pasa|me pasas|me pasan|traigan|traeme|traime|traerme|traigame|mandenme|mandame|mandeme|enviame|envienme',
  // ('mande unas zucaritas porfa', México: the formal 'send'.)
  'mande|manden|traiga|envie|envien',
  // 'me vas a pasar 2 kilos', 'me mandai' (Chile): the same asking, said so.
  '(?:me )?(?:vas|van|va) a (?:pasar|mandar|traer|dar|enviar|poner)(?:me)?|(?:me )?mandai|(?:me )?pasai|(?:te |les |le )?queria pedir',
  'necesito|nesesito|nececito|nesecito|necesitaria|necesitamos|preciso|precisaria|precisamos|ocupo|ocupamos|compro|llevo|me llevo',
  // ('y aumente un jabón Dove', Ecuador, Perú: add.)
  'aumenta|aumente|aumentame|aumenteme|aumentale|aumentele',
  'agrega\\w*|agregue\\w*|suma\\w*|sume\\w*|anota\\w*|apuntame|apartame|aparteme|reservame|alistame|alisteme|consigueme|empacame',
  '(?:te |les |le )?encargo|encargarte|ordenar|ordeno|ordenamos|encargar',
  // 'me hace el favor de mandarme', 'me podría traerme': the verb with its pronoun.
  '(?:mand|tra|pas|envi|d|vend|pon|consegu|regal|alist|prepar)(?:ar|er|ir)(?:me|nos)',
  // 'me mandás', 'me encarga', 'me regala' (CO), 'me apoya con' / 'me colabora con' (MX, CO).
  // ('me pesás un cuarto de jamón', 'me cortás 300 de crudo': the deli's verbs.)
  'me (?:pesas|pesa|cortas|corta|rebanas|rebana)|pesame|cortame',
  // 'me hace falta un jugo' (MX, CA): I need.
  '(?:me|nos) (?:hace|hacen) falta',
  '(?:me|nos) (?:das|da|dan|pasa|mandas|manda|mande|mandan|envias|envia|envie|envian|traes|trae|traen|pones|ponen|agregas|agrega|agregan|sumas|suma|regalas|regala|regalan|vendes|vende|despachas|despacha|preparas|prepara|separas|separa|guardas|guarda|guardan|guardai|alcanzas|alcanza|apartas|aparta|apartan|apartai|reservas|reserva|reservan|alistas|alista|empacas|empaca|consigues|consigue|encargas|encarga|anotas|anota)',
  // 'me mandarías un aceite...?', 'me traería 2 cocas?': the polite conditional, a request.
  'me (?:mandarias|mandaria|mandarian|traerias|traeria|traerian|pasarias|pasaria|darias|daria|venderias|venderia|enviarias|enviaria)',
  '(?:me )?(?:apoyas?|ayudas?|colaboras?|apoyan|ayudan|colaboran) con',
  // ('ayudame con 3 kilitos de papa', Bolivia, Perú: help me with, as in give me.)
  '(?:ayud|apoy|colabor)[ae](?:me|nos) con',
  // 'me podrías mandar', 'me puede traer', 'podrías mandarme', 'será que me pueden enviar' ('¿me
  // pueden apartar 50 para el sábado?' asks the store, it orders nothing yet).
  '(?:sera que )?(?:me |nos )?(?:puede|puedes|podes|pueden|podria|podrias|podrian|podra|podras|podran) (?:mandar|pasar|traer|dar|vender|enviar|anotar|agregar|poner|alistar|preparar|regalar)(?:me|nos|le)?',
];
/** The request's opening, one or more asking verbs: 'quiero pedir', 'me puede mandar'. */
export const ADD_WORDS = new RegExp(
  String.raw`^(?:para (?:hoy|manana|la noche) |hoy |manana(?: temprano)? )?(?:(?:${ASKING_VERBS.join('|')})\b\s*)+`,
);
/**
 * Words before the asking verb that hold no amount ('para el asado de mañana necesito…', 'fijate
 * que se me acabó el papel, entonces mandame…'): why, or chatter, not a product.
 */
export const BEFORE_ASKING = new RegExp(
  // (Not 'si compro un fernet y no me gusta…': a question about buying, not an order.)
  // ('somos del depto 41 jaja nos mandan…': a number that says where is no amount.)
  String.raw`^(?!(?:si|cuando|como|donde|cuanto|que)\b)(?:(?:(?:depto|dpto|departamento|casa|piso|torre|block|lote|numero|nro|calle|pasaje|oficina)\s+\d+[a-z]?\s+)|(?![\d])(?!(?:un|una|uno|dos|tres|medio|media|kilo|kilos)\b)[a-z]+\s+){1,10}?(?=(?:${ASKING_VERBS.join('|')})\b)`,
);
/** When it is wanted, said first: 'para mañana temprano', 'para el domingo', 'pa la noche'. */
export const WHEN_FIRST =
  /^(?:para|pa)\s+(?:el |la )?(?:hoy|manana|noche|tarde|mediodia|finde|fin de semana|semana|once|almuerzo|cena|desayuno|merienda|lunes|martes|miercoles|jueves|viernes|sabado|domingo)(?:\s+(?:de hoy|de manana|temprano|a la tarde|a la noche|al mediodia|a la manana))?\b\s*/;

export type WholeIntent =
  'discard_order' | 'confirm_order' | 'show_order' | 'catalogue' | 'greet' | 'open_order' | 'thanks' | 'help';

export function wholeMessageIntent(text: string): WholeIntent | undefined {
  const folded = normalize(text);
  if (GREETING.test(folded)) return 'greet';
  if (ORDER_OPENING.test(folded)) return 'open_order';
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
