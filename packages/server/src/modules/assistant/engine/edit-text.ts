/*
 * A change message made plain before its clauses are read (edits.ts): the polite question as the
 * request, and the many ways customers word a change as the few shapes the patterns read.
 */

import {
  BECAUSE,
  CHANGE_TO,
  NOT_A_PRODUCT,
  OLD_AMOUNT_BACK,
  ONLY_OF,
  PURPOSE,
  REASON,
  REASON_CLAUSE,
  REMOVE,
  X_FOR,
} from './edit-patterns';
import { hasAmount } from './edit-amounts';
import { withoutReasons } from './reasons';
import { spokenPlainly } from './edit-spelling';
import { CONTAINER_WORDS } from './quantities';

/** The places of a list the clause readers know by name ('lo segundo'). */
const PLACE_WORDS = ['primero', 'segundo', 'tercero'];

/** How 'era uno solo de X' is read: 'que sean 1 los X'. */
const ONLY_AS = 'que sean $1$2 los $3';
/** 'alcanza', 'está bien': that much is enough ('con un solo café alcanza'). */
export const ENOUGH = '(?:alcanza|basta|esta bien|esta|es suficiente|me alcanza|sobra)';

/**
 * The change as the clause reader takes it: 'x' and 'pasala a' as 'por', why and for whom left
 * out, and the shapes customers give a change ('el X ya no', 'era uno solo de X', 'con un solo
 * café alcanza', 'todo al doble') written as the ones the patterns read.
 */
export function asEditText(said: string): string {
  const taken = OLD_AMOUNT_BACK.exec(said);
  let text = spokenPlainly(taken && hasAmount(taken[1]!) ? `mejor ${taken[1]}` : said)
    // ('del primero que te puse mandame 3', 'el último que te pedí hacé 2': the place names the item.)
    .replace(
      /\b((?:lo|el|la|del|de lo|de la)\s+(?:ultim[oa]|primer[oa]|segund[oa]))\s+que\s+(?:(?:te|le|les)\s+)?(?:pedi|puse|dije|agregue|mande|encargue|anote|sume)\b/g,
      '$1',
    )
    .replace(/\bme (l[oa]s?) (quit|sac|borr|cambi)(?:as|a|es|e)\b/g, '$2a$1')
    .replace(/\b(cambi|pon|sac|quit|dej|baj|sub|agreg|sum)(a|e)me(l[oa]s?)\b/g, '$1$2$3')
    // ('ponelo del grande': the largest one.)
    .replace(/\b(\w+l[oa]s?)\s+del\s+(?=(?:mas\s+)?(?:grande|chico|chiquito|pequeno)\b)/, '$1 el ')
    // ('…, los mismos 2 paquetes', '…, las mismas seis': how many, said as the amount it had.)
    .replace(
      /\s*,?\s*(?:l[oa]s\s+)?mism[oa]s\s+(\d+|dos|tres|cuatro|cinco|seis|ocho|diez|doce)(?:\s+[a-z]+)?\s*[.!]*$/,
      ', que sean $1',
    )
    // ('y en vez de la manzanilla mándeme menta': what joins it to the change before.)
    .replace(/^y\s+(?=en (?:vez|lugar) del?\s)/, '')
    // ('dejame 3 y las otras 3 que sean quilmes stout', 'uno de medianas y el otro kilo que sean
    // grandes': the line split, some kept and the others becoming another product.)
    .replace(
      /^(?:(?:dej[ae]\w*|pon\w*|mand\w*)\s+)?(?:\d+|un[oa]?|dos|tres|cuatro|cinco|seis)(?:\s+(?:kilos?|de\s+[a-z]+))?\s+y\s+(?:l[oa]s|el|la)\s+otr[oa]s?\s+(?:(\d+|dos|tres|cuatro|cinco|seis)\s+)?(?:kilos?\s+)?(?:que\s+)?sean?\s+(.+)$/,
      (_, many: string | undefined, what: string) => `que ${many ?? '1'} sean ${what}`,
    )
    // ('no no, te dije de naranja no de frutas': what was asked, then what was given.)
    .replace(
      /^(?:no[\s,]+)*(?:te\s+|le\s+)?(?:dije|pedi)\s+(?=[a-z ]+?\s+no\s+(?:el\s+|la\s+|los\s+|las\s+)?(?:de\s+)?[a-z]+)/,
      'eran ',
    )
    // ('…, el salmón igual', '…. Lo demás igual': what stays as it is changes nothing.)
    .replace(/\s*[,.]\s*(?:y\s+)?(?:el|la|los|las|lo)\s+[a-z ]+?\s+igual(?:\s+nomas)?\s*[.!]*$/, '')
    // ('las yerbas mejor 1 de kilo en vez de 2 de medio', 'las papas mejor en vez de 3 chicas manda
    // 2 de las de 72': what the item had, said to name it, is no word of what comes instead.)
    .replace(
      /^((?:el|la|los|las)\s+\S+(?:\s+\S+)?\s+mejor\s+[^,]+?)\s+en (?:vez|lugar) de\s+(?:(?:el|la|los|las)\s+)?(?:\d+|un|una|uno|dos|tres|cuatro|cinco|seis)?\s*(?:de\s+)?(?:medio|media|kilo|litro|\d[\d.,]*)(?:\s+[a-z]+)?$/,
      '$1',
    )
    .replace(
      /^((?:el|la|los|las)\s+\S+(?:\s+\S+)?\s+mejor)\s+en (?:vez|lugar) de\s+(?:\d+|un|una|uno|dos|tres|cuatro|cinco|seis)\s+[a-z]+\s+(?:manda|mandame|dame|pone|poneme|ponme|trae|traeme)\s+(\d+|un|una|uno|dos|tres|cuatro|cinco|seis)\s+(?:de\s+l[oa]s\s+)?(?=de\s)/,
      '$1 $2 ',
    )
    // ('la coca mejor 2 de 1,5 en vez de la de 3', 'las papas mejor 2 de 72': two of that size.)
    .replace(
      /^(?:el|la|los|las)\s+(\S+(?:\s+\S+)?)\s+(?:mejor|que\s+sean?)\s+(\d+|dos|tres|cuatro|cinco|seis)\s+(de\s+(?:\d+[.,]\d+|\d{2,})(?:\s*(?:lts?|litros?|l))?)(?:\s+en (?:vez|lugar) del?\s+.*)?$/,
      'mejor $2 $1 $3',
    )
    // ('eran tallarines no spaghetti': the item said last becomes the one said first.)
    .replace(
      /^(?:eran|era|son|es)\s+([a-z ]+?)\s*,?\s+no\s+(?:(?:el|la|los|las)\s+)?([a-z ]+?)((?:, que sean \S+)?)$/,
      'cambia $2 por $1$3',
    )
    // ('las cervezas que sean rojas no negras': what it becomes, then what it is not.)
    .replace(
      /^((?:el|la|los|las)\s+[a-z ]+?\s+que\s+sean?\s+[a-z ]+?)\s*,?\s+no\s+(?:(?:el|la|los|las)\s+)?(?:de\s+)?[a-z]+$/,
      '$1',
    )
    // ('las uvas rosadas no blancas': the item is the one said last, and it becomes the first.)
    .replace(/^(el|la|los|las)\s+([a-z]+)\s+([a-z]+)\s+no\s+([a-z]+)$/, '$1 $2 $4 que sean $3')
    // ('de las dos cosas que sean 2': of both items.)
    .replace(/\b(?:las|los)\s+(dos|tres|cuatro)\s+cosas\b/, 'los $1')
    // ('y de eso último poneme una sola': the item touched last.)
    .replace(/^(?:y\s+)?(?:de\s+(?:eso|lo|la)|del)\s+ultim[oa]\s+(?=\S)/, '')
    // ('poneme una sola', 'dejame uno solo': only one of the item touched last.)
    .replace(/^(?:pon\w*|dej[ae]\w*|d[ae]me|mand[ae]\w*)\s+(un[oa]?\s+sol[oa])$/, 'que sea $1')
    // ('mejor el arroz sea gallo largo fino', 'mejor que la leche sea la descremada': the item,
    // then what it becomes.)
    .replace(
      /\bmejor\s+(?:que\s+)?((?:el|la|los|las)\s+[a-z]+(?:\s+(?!sean?\b)[a-z]+)?)\s+sean?\s+(?!el doble\b|la mitad\b)/,
      '$1 que sea ',
    )
    // ('que sean con gas', 'mejor con gas': the item touched last, with what it has.)
    .replace(
      /^(?:mejor\s+(?:que\s+sean?\s+)?|que\s+sean?\s+)(con\s+(?!(?:eso|esto|lo|la|el|los|las|un|una|uno|dos|tres)\b)[a-z]+(?:\s+[a-z]+)?)((?:, que sean \S+)?)$/,
      'cambialas por $1$2',
    )
    // ('mejor una bc de 500 en vez de las dos de 250': what it was, said after.)
    .replace(
      /^(mejor\s+.+?)\s+en (?:vez|lugar) del?\s+(?:(?:el|la|los|las)\s+)?(?:\d+|un[oa]?|dos|tres|cuatro|cinco|seis)\b.*$/,
      '$1',
    )
    // ('mejor cheerios de manzana canela en vez de los de miel': the item said after, what it becomes first.)
    .replace(
      /^mejor\s+(.+?)\s+en (?:vez|lugar) del?\s+((?:el|la|los|las)\s+[^,]+)(,.*)?$/,
      'cambia $2 por $1$3',
    )
    // ('no voy a necesitar la cebolla', 'ya no ocupo las tortillas': not wanted any more.)
    .replace(
      /\b(?:ya\s+)?no\s+(?:voy a |vamos a )?(?:necesitar|necesito|necesitamos|ocupo|ocupamos|ocupar)\b/,
      'ya no quiero',
    )
    // ('1 monster menos, no me alcanza', 'medio kilo menos de papa': that much taken off; 'una
    // coca menos' alone is read against the order, which names the item whole.)
    .replace(
      /^(?:y\s+)?((?:\d+|un|una|uno|dos|tres|cuatro|medio|media)(?:\s+(?:kilos?|kg|paquetes?|latas?))?)\s+((?:[a-z]+\s+){0,2}?)menos\b(?!\s+(?:de\s+)?cada\b)(?=\s*,?\s*\S)/,
      'saca $1 $2',
    )
    // ('lo de las prietas, que sean dos paquetes': of the item.)
    .replace(/^lo (?=del\s|de\s+(?:el|la|los|las)\s)/, '')
    // ('una de las mayonesas que sea light mejor': better, said last.)
    .replace(/(\bque\s+sean?\s+[^,]+?)\s+mejor\s*[.!]*$/, '$1')
    // ('…una sola de litro, de la misma soprole', 'ponelo de 450, el mismo 1882': the brand it
    // had, said again; a brand may be a year, never a small count.)
    .replace(/\s*,\s*(?:de\s+)?(?:el|la|los|las)\s+mism[oa]s?\s+(?:[a-z]+|\d{4})\s*[.!]*$/, '')
    // ('la pera no la mande, y el melón tampoco': that one off too.)
    .replace(/^(.+?\bno\b[^,]*),?\s+y\s+((?:el|la|los|las)\s+[^,]+?)\s+tampoco\b.*$/, '$1, saca $2')
    // ('lo del medio no, la mayonesa, ya tengo': the item named after its place is the one.)
    .replace(/^(?:lo )?(?:del medio|primero|ultimo|de recien) no\s*,\s*(?=(?:el|la|los|las)\s)/, 'saca ')
    // ('el bidón no, solo las vital': that one off, the others stay (or come, when not ordered).)
    .replace(
      /^((?:el|la|los|las)\s+[^,]+?)\s+no\s*,\s*(?:solo|nomas|solamente)\s+((?:el|la|los|las)\s+[^,]+)$/,
      'saca $1, solo $2',
    )
    // (Before a reason is dropped: 'que te pedí' is no reason.)
    // ('el alimento no lo mande', 'lo último que te pedí no me lo mandes': not to be sent.)
    .replace(
      /^((?:el|la|los|las|lo)\s+.+?)\s+(?:ya\s+)?no\s+(?:me\s+|nos\s+)?l[oa]s?\s+(?:mand|traig|trae|pong|envi|agreg)[a-z]*\b/,
      'saca $1',
    )
    .replace(X_FOR, '$1 por ')
    // ('cambiame la blancaflor por favorita y la mantequilla por la serenísima': two changes.)
    .replace(
      /(^|,\s*)(cambi[a-z]*\s+[^,]+?\s+por\s+[^,]+?)\s+y\s+(?=(?:el|la|los|las)\s+[^,]+?\s+por\s)/,
      '$1$2, cambia ',
    )
    // ('el dulce de leche uno solo pero de kilo': the size it becomes, then how many.)
    .replace(
      /^((?:el|la|los|las)\s+.+?)\s+(un[oa]?|dos|tres)\s+sol[oa]s?,?\s+pero\s+(de\s+[^,]+)$/,
      '$1 que sea $3, $2 solo',
    )
    // ('ah y de los yogures que uno sea de fresa': 'and', opening a second thought.)
    .replace(/^y\s+(?=(?:del?|el|la|los|las)\s)/, '')
    .replace(CHANGE_TO, 'cambia$2 por ')
    // (Not the verb of the change said after it: 'lo último que te pedí sacalo'.)
    .replace(REASON, (reason) => (REMOVE.test(reason) ? reason : ''))
    .replace(PURPOSE, '')
    .replace(BECAUSE, (reason) => (REMOVE.test(reason) ? reason : ''))
    // ('no tengo el envase, la coca hacela descartable': why, said first.)
    .replace(
      /^(?:no tengo|ya tengo|no tenemos|ya tenemos|al final somos|somos|vienen|viene)\b[^,]*,\s*(?=(?:el|la|los|las|del?)\s)/,
      '',
    )
    // ('mejor 2 de dedalitos, las letritas no las comen': the item no one eats comes off.)
    .replace(
      /,\s*((?:el|la|los|las)\s+[a-z]+(?:\s+[a-z]+)?)\s+no\s+(?:l[oa]s?\s+)?(?:comen|come|toman|toma|usan|usa|quieren|quiere)\b.*$/,
      ', saca $1',
    )
    // ('la margarina no la ocupo', 'el yogur no lo necesito': not needed, so off.)
    .replace(
      /(^|,\s*(?:y\s+)?)((?:el|la|los|las)\s+[a-z]+(?:\s+[a-z]+)?)\s+no\s+(?:l[oa]s?\s+)?(?:ocupo|ocupamos|necesito|necesitamos|quiero|queremos|uso|usamos)\b(?=\s*(?:,|$))/,
      '$1saca $2',
    )
    // ('la coca hacela descartable': make it that one.)
    .replace(
      /^((?:el|la|los|las)\s+.+?)\s+(?:hacel[oa]s?|hasel[oa]s?|hagal[oa]s?)\s+(?!(?:\d|un|una|uno|dos|tres|medio|media|el doble)\b)(?=[a-z])/,
      '$1 que sea ',
    )
    // ('el crudo no, poneme 200 más de cremoso': off, and more of another item; no replacement.)
    .replace(
      /^((?:el|la|los|las)\s+[^,]+?)\s+no\s*,\s*((?:pon|agreg|sum|mand|da)[a-z]*\s+.*\bmas\b.*)$/,
      'saca $1, $2',
    )
    // ('el salmón está carísimo, poneme 300 gramos nada más': only that much of it.)
    .replace(
      /^((?:no\s*,?\s*)?(?:el|la|los|las)\s+\S+(?:\s+\S+)?\s+(?:esta|estan|es|son|sale|salen)\b[^,]*),\s*(?:poneme|ponme|ponle|ponele|dame|deme|mandame|mandeme)\s+((?:\d+|un|una|uno|dos|tres|medio|media)\b[^,]*?)(?:\s+(?:nada mas|nomas))?$/,
      '$1, que sean $2',
    )
    // ('en vez del centeno el de 7 granos': instead of the item, that one.)
    .replace(/^en (?:vez|lugar) del?\s+(.+?)\s+((?:el|la|los|las)\s+de\s+.+)$/, 'cambia el $1 por $2')
    // ('el punto 2 bórralo', 'el 2 quíteme': the item in that place of the list.)
    .replace(
      /^(?:el|la)\s+(?:(?:punto|numero|item|nro|n)\s+)?([1-3])\s+(?=(?:(?:quit|sac|borr|elimin|cambi|cancel)[a-z]*|no)\b)/,
      (_, place: string) => `el ${PLACE_WORDS[Number(place) - 1]} `,
    )
    .replace(
      /^(?:el|la)\s+(?:punto|numero|item|nro|n)\s+([1-3])\b/,
      (_, place: string) => `el ${PLACE_WORDS[Number(place) - 1]}`,
    )
    // ('perdón, dije 3 marías y eran 2': the amount said, then the right one.)
    .replace(
      /^(?:te\s+)?(?:dije|puse|pedi)\s+(?:\d+|un|una|uno|dos|tres|cuatro|cinco|seis)\s+(.+?)\s*,?\s+(?:y|pero)\s+(?:eran|era|son|es)\s+(\d+|un|una|uno|dos|tres|cuatro|cinco|seis)$/,
      'que sean $2 los $1',
    )
    // ('mejor al revés, un kilo de mollejas y medio de chinchu': the amounts said anew.)
    .replace(/^(?:mejor\s+)?al reves\s*,?\s*/, 'mejor ')
    // ('keria decir 1 kilo de manzana y 2 de plátano, al revés': which way, said after.)
    .replace(/\s*,\s*al reves\b[^,]*$/, '')
    // ('siempre no el six, mejor 2 topo chico': a removal, then what comes instead.)
    .replace(/^((?:siempre|ya) no\b.*?)\s+mejor\s+/, '$1, mejor ')
    // ('las papas fritas no, sacalas': the item refused, then the verb of taking it off.)
    .replace(
      /^((?:el|la|los|las)\s+[^,]+?)\s+no\s*,?\s+(?:sac|quit|borr|elimin)[a-z]*l[oa]s?\b\.?/,
      'saca $1,',
    )
    // ('el cilantro ya no, aquí tengo', 'la calabaza mejor no': the item refused.)
    .replace(
      /^((?:el|la|los|las|lo del?)\s+[^,]+?)\s+(?:ya|mejor)\s+no(?:\s+va)?\b(?=\s*(?:,(?!\s*(?:solo|nomas|nada mas|mejor)\b)|$))/,
      'saca $1',
    )
    // ('harina mandame 3 en total': that many in all.)
    .replace(
      /^(?:del?\s+|de la\s+|de los\s+|de las\s+)?(.+?)\s+(?:mandame|poneme|ponele|dame|traeme|que sean?)\s+(\d+|un|una|uno|dos|tres|cuatro|cinco|seis)\s+en total$/,
      'que sean $2 los $1',
    )
    // ('la rosamonte es de medio kilo también': of a size as the other item, not one more.)
    .replace(
      /^((?:el|la|los|las)\s+\S+(?:\s+\S+)?\s+(?:es|era|son|eran|que sean?)\s+de\s+.+?)\s+tambien$/,
      '$1',
    )
    // ('las leches son enteras no descremadas', 'el helado no de frutilla sino de dulce de leche':
    // what it becomes, without what it is not.)
    .replace(
      /((?:^|,)[^,]*\b(?:que sean?|son|era|eran)\s+[^\s,]+(?:\s+[^\s,]+){0,2}?)\s*,?\s+no\s+(?:(?:el|la|los|las)\s+)?(?:de\s+)?[a-z]+(?=\s*,|$)/,
      '$1',
    )
    .replace(/^((?:el|la|los|las)\s+\S+(?:\s+\S+)?)\s+no\s+(?:de\s+)?[a-z]+\s+sino\s+/, '$1 que sea ')
    // ('la cerveza lo mismo pero negra': the same, but that.)
    .replace(
      /^((?:el|la|los|las)\s+.+?)\s+(?:lo mismo|igual|el mismo|la misma|los mismos|las mismas)\s+pero\s+/,
      '$1 que sea ',
    )
    // ('cambialos por manzanilla, misma marca': the brand is kept anyway.)
    .replace(/\s*,?\s+(?:de\s+)?(?:la\s+|el\s+)?mism[oa]\s+(?:marca|medida|tamano)\b/g, '')
    // ('las negras no, dejame solo las rojas': the refused item comes off; the rest stays.)
    .replace(
      /^((?:el|la|los|las)\s+[^,]+?)\s+no\s*,\s*(?:deja|dejame|dejale|deje|dejeme)\s+(?:solo|nomas|nada mas)\s+([^,]+)$/,
      'saca $1, solo $2',
    )
    // ('…y ponme 2 patagonia de litro en vez', 'del café mejor 1 de 500 en vez de los dos chicos':
    // instead, of what the sentence already named.)
    .replace(
      /\s+en (?:vez|lugar|cambio)(?:\s+del?\s+(?:(?:el|la|los|las)\s+)?(?:(?:\d+|dos|tres|un[oa]?)\s+)?[a-z]+)?$/,
      '',
    )
    // ('el jamón que sea granja iris, y son 200 no 300': the amount said, not the one before.)
    .replace(
      /,?\s+y\s+(?:son|eran|es|era)\s+(\d+|un[oa]?|dos|tres|cuatro|cinco|seis)\s+no\s+\d+$/,
      ', que sean $1',
    )
    // ('el shampoo que sea pantene en vez de dove': what it was, said after.)
    .replace(/^(.*\bque sean?\s+.+?)\s+en (?:vez|lugar) del?\s+[^,]+/, '$1')
    // ('del vacío, uno que sea de matambre', 'de los yogures que uno sea de fresa': of the item
    // said first, some become another.)
    .replace(
      /^(?:del|de la|de los|de las)\s+([^,]+?)(?:\s*,\s*|\s+que\s+)(\d+|un[oa]?|dos|tres|cuatro|cinco)\s+(?:que\s+)?(sean?\s+.+)$/,
      '$2 de los $1 que $3',
    )
    // ('mejor que la carne sea el doble': twice as much of it.)
    .replace(/^(?:mejor\s+)?que\s+((?:el|la|los|las)\s+.+?)\s+sean?\s+el doble\b/, 'duplica $1')
    // ('que sean el doble las latas', 'el jamón que sea el doble porfa': twice as much, however
    // the store's names use 'doble'.)
    .replace(
      /^(?:ya\s*,?\s*)?(?:mejor\s+)?que\s+sean?\s+el doble\s+((?:el|la|los|las)\s+[^,]+)/,
      'duplica $1',
    )
    .replace(/^((?:el|la|los|las)\s+[^,]+?)\s+(?:que\s+sean?\s+)?(?:el|al) doble\b/, 'duplica $1')
    // ('dobla todo porfa', 'duplicame todo': every item twice as much.)
    .replace(/^(?:dobla|doblame|doblale|duplica|duplicame|duplicale)\s+todo\b/, 'duplica todo')
    // ('cambialas x 3 patagonia', 'cambiá uno de los fernet x un 1882': 'x' before an amount.)
    .replace(
      /(\bcambi\w*\b.*?) x (?=(?:\d+|un|una|uno|dos|tres)\s+(?!(?:kg|kgs|kilos?|lts?|litros?|grs?|gramos?|unidad(?:es)?|u|ud|uds|unid|docenas?|paquetes?)\b)[a-z0-9])/,
      '$1 por ',
    )
    // ('el lechón al final no': at the end of the day, no.)
    .replace(/^((?:el|la|los|las)\s+[^,]+?)\s+al final\s+no\b/, '$1 no')
    // ('el vacío hacelo el doble': twice as much of it.)
    .replace(
      /^((?:el|la|los|las)\s+.+?)\s+(?:hacel[oa]s?|hasel[oa]s?|haceme|hazme|hagame|ponel[oa]s?|ponele|mandame|dame)\s+el doble$/,
      'duplica $1',
    )
    // ('las medialunas haceme una docena', 'de soga haceme 4 metros': make it that much.)
    .replace(
      /^(?:del?|de la|de los|de las|el|la|los|las)\s+(.+?)\s+(?:haceme|haseme|hazme|hagame|hacemel[oa]s?|hacel[oa]s?|hasel[oa]s?)\s+(?=(?:\d+|un|una|uno|dos|tres|cuatro|cinco|seis|medio|media|kilo)\b)/,
      'el $1 que sea ',
    )
    // ('del queso dame solo un cuarto': only that much of it.)
    .replace(
      /^((?:del?|de la|de los|de las)\s+.+?)\s+(?:d[ae]me|mand[ae]me|poneme|ponme|traeme)\s+(solo|nomas|nada mas)\s+/,
      '$1 $2 ',
    )
    // ('de las 6 latas que sean 4': the amount ordered names no item.)
    .replace(/^(de (?:los|las)) \d+ (?=[a-z])/, '$1 ')
    // ('con un solo café alcanza', 'de manzana con 1 kilo está bien': that much is enough.)
    .replace(
      new RegExp(
        String.raw`^(?:del?|de la|de los|de las|el|la|los|las)\s+(.+?)\s+con\s+(.+?)\s+${ENOUGH}(?=\s*(?:,|$))`,
      ),
      'de $1 que sean $2',
    )
    .replace(new RegExp(String.raw`^con\s+(.+?)\s+${ENOUGH}$`), 'mejor $1')
    // ('el dulce de leche el chico mejor, de 400': the size said is the one it becomes.)
    .replace(
      /^(?:el|la|los|las)\s+(.+?)\s+(?:el|la|los|las)\s+(?:mas\s+)?(?:grande|grandot[ea]|chic[a-z]*|pequen[a-z]*|median[oa])(?:\s+mejor)?\s*,\s*(de\s+\d[\d.,]*(?:\s*[a-z]+)?)$/,
      'el $1 que sea $2',
    )
    // ('de los yogures que uno sea de fresa, el otro sí de durazno': the other stays as it is.)
    .replace(/^(.*\bsean?\s+.+?)\s*,?\s+(?:y\s+)?(?:el|la)\s+otr[oa]\s+(?:si|igual|queda)\b.*$/, '$1')
    // ('perdón, el de perro mejor old prince, el mismo de 3': the size it had, said again.)
    .replace(/\s*,\s*(?:el|la|los|las)\s+mism[oa]s?\s+(?:[a-z]+\s+)?de\s+\d[\d.,]*(?:\s*[a-z]+)?$/, '')
    // ('detergente el grande mejor', 'la crema la grandota': the item, then the size it becomes.)
    .replace(
      /^(?:(?:el|la|los|las)\s+)?([a-z][a-z ]*?)\s+(?:el|la|los|las)\s+((?:mas\s+)?(?:grande|grandot[ea]|chic[a-z]*|pequen[a-z]*|median[oa]))(?:\s+mejor)?$/,
      // ('la pasta que sea la grande': 'que sea' said already.)
      (_, item: string, size: string) => `el ${item.replace(/\s+que\s+sean?$/, '')} que sea ${size}`,
    )
    // ('de los waffles en total quiero 3 paquetes': that many in all.)
    .replace(
      /^(?:del?\s+|de la\s+|de los\s+|de las\s+)?(.+?)\s+en total\s+(?:quiero|serian|son|mandame|dame)?\s*((?:\d+|un|una|uno|dos|tres|cuatro|cinco|seis)(?:\s+(?:paquetes?|kilos?|bolsas?|latas?|cajas?))?)$/,
      'que sean $2 los $1',
    )
    // ('la yerba mejor una sola de kilo', 'lo de la paulina pasalo a una sola de 200', 'una sola
    // yerba pero de kilo', 'una sola mayonesa y que sea la grande de kilo': one package of that
    // size, never a kilo's worth of the item's.)
    .replace(
      /^(?:el|la|los|las|del|de la|de los|de las)\s+(\S+(?:\s+(?!mejor\b|que\b|pas[ae]l)\S+)?)\s+(?:mejor\s+)?(?:que\s+sean?\s+|pas[ae]l[oa]s?\s+a\s+)?(?:mejor\s+)?(un|una|uno|1)(?:\s+sol[oa])?\s+(de\s+(?:medio|un|1|kilo|litro|\d)[^,]*)(?:,\s*(?:el|la|los|las)\s+mism[oa]s?)?$/,
      'mejor $2 $1 $3',
    )
    .replace(
      /^(?:mejor\s+)?(un|una|uno)\s+sol[oa]\s+(?:(\S+(?:\s+(?!y\b|pero\b|que\b)\S+)?)\s+)?(?:pero|y que sea|que sea)\s+(?:(?:el|la)\s+)?(?:(?:mas\s+)?(?:grande|chic[oa])\s+)?(de\s+[^,]+)$/,
      (_, one: string, item: string | undefined, size: string) =>
        `mejor ${one} ${item ? `${item} ` : ''}${size}`,
    )
    // ('una sola yerba nomás y agregale…': only one of it.)
    .replace(
      /^(?:mejor\s+)?(?:un|una|uno)\s+sol[oa]\s+(?!de\b)([a-z][a-z ]*?)(?:\s+(?:nomas|nada mas))?(?=\s*(?:,|\sy\s|$))/,
      'que sean 1 los $1',
    )
    // ('todo al doble': every item twice as much.)
    .replace(/^todo al doble\b/, 'duplica todo')
    .replace(ONLY_OF[0]!, ONLY_AS)
    .replace(ONLY_OF[1]!, ONLY_AS)
    .replace(ONLY_OF[2]!, ONLY_AS);
  // ('de la cruz de malta mandame 1 sola, me regalaron una', 'del papel mándeme 3 paquetes
  // mejor': that many of the item, once the reason is gone; the package is the item's own.)
  text = withoutReasons(text)
    .replace(/^((?:del?|de la|de los|de las)\s+.+\s(?:\d+|un|una|uno|dos|tres))\s+sol[oa]s?$/, '$1')
    .replace(
      /^((?:del?|de la|de los|de las)\s+.+\s(?:\d+|un|una|uno|dos|tres|cuatro|cinco|seis))\s+([a-z]+)(?:\s+mejor)?$/,
      (whole, amount: string, word: string) =>
        CONTAINER_WORDS.has(word) || CONTAINER_WORDS.has(word.replace(/it[ao](s?)$/, 'a$1')) ? amount : whole,
    );
  // ('el zapallo no, lo demás sí', 'el lechón al final no, mi suegro trae uno'): the item
  // refused, then why or that the rest stays.
  const refused = /^((?:el|la|los|las)\s+[^,]+?)\s+(?:ya\s+)?no\s*(?:,\s*([^.]+))?$/.exec(text);
  const alone = (rest: string) => !/\b(?:y|e|pero)\s+(?:el|la|los|las|del?|que)\b/.test(rest);
  if (
    refused &&
    (!refused[2] || ((REASON_CLAUSE.test(refused[2]) || NOT_A_PRODUCT.test(refused[2])) && alone(refused[2])))
  )
    text = `saca ${refused[1]}`;
  return text;
}
