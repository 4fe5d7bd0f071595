/*
 * Delivery, pickup and the address in a closing message: 'me lo mandan a Honduras 3500', 'paso a
 * buscarlo', 'Av. Reforma 222, Col. Juárez'.
 */
import { foldText as fold } from '@mostrador/core';
import { ADD_WORDS } from '../engine/intents';
import { isTenderNote } from './payment-method';

/**
 * Object pronouns after a verb make it about the order ('me lo mandan', 'enviámelo'), not a product
 * ('el azúcar no me lo mande' refuses an item).
 */
export const SEND_VERB =
  /\b(?<!\bno (?:me |nos )?)(?:(?:me |nos )?(?:lo|la|los|las) (?:(?:pueden|puede|podes|podrian|podria) )?(?:mand|envi|tra[ie]g|tra[ie]|llev|acerc|despach)\w*|(?:mand|envi|tra|llev|acerc|despach)\w*(?:melo|mela|melos|melas|noslo|nosla|lo|la|los|las)\b|(?:que )?me (?:lo |la )?(?:envien|manden|traigan|lleven|acerquen)|(?:hacen|tienen|con|para|por) (?:envio|delivery|domicilio))/;
/** Going to an address: the verb then 'a'/'en'/'para' then the place. */
export const SEND_TO =
  /\b(?:(?:mand|envi|tra|llev|acerc|despach|entreg)\w*|pas\w* a dejar)\s+(?:a|en|para|hasta)\s+(?:la\s+|mi\s+)?(?:direccion\s+)?/;
export const DELIVERY_WORDS =
  /^(?:(?:por |con |para |pa |a |un |el |quiero |prefiero |mejor |si |dale )*(?:envio|envio a domicilio|a domicilio|domicilio|delivery|despacho|despacho a domicilio|(?:para )?traer(?:lo|la|los|las)? a (?:mi )?casa|(?:para )?llevar(?:lo|la|los|las)? a (?:la |mi )?casa|que me lo (?:traigan|manden|envien|lleven)|que lo (?:traigan|manden|envien|lleven)|mandamelo|mandalo|envialo|enviamelo|traemelo|traelo|a casa|a mi casa|a la casa|para la casa|pa la casa|pa mi casa|pa casa))$/;
/** Pickup said before the order: 'quiero retirar en el local 1 yerba y 2 mate cocido'. */
export const PICKUP_HEAD =
  /^(?:(?:hola|buenas|buenas noches|buenas tardes|buen dia|buenos dias)\s+)?(?:quiero |quisiera |voy a |para )?(?:retirar(?: en el local| en la tienda)?|recoger(?: en el local| en la tienda)?|pasar a (?:buscar|retirar))\s+(?=(?:\d|un |una |dos |tres ))/;
/** Delivery said before the order: 'para entrega a domicilio quiero 2 paquetes de tostadas'. */
export const DELIVERY_HEAD =
  /^(?:(?:hola|buenas|buenas noches|buenas tardes|buen dia|buenos dias)\s+)?(?:para |con |por )?(?:entrega a domicilio|envio a domicilio|servicio a domicilio|delivery|despacho a domicilio|a domicilio)\s+(?=(?:quiero|quisiera|queria|necesito|me |\d|un |una |dos |tres ))/;
export const DELIVERY_TO =
  /^(?:por |con |quiero |prefiero |mejor )?(?:delivery|envio(?: a domicilio)?|a domicilio|domicilio)\s+(?:a|en|para|hasta)\s+/;
export const HOME =
  /\b(?:a|en|para) (?:mi |la )?(?:casa|domicilio|depto|departamento|oficina|trabajo)\b|\ba domicilio\b|\bdelivery\b/;
export const PICKUP =
  /\b(?:lo |la |los |las )?(?:retiro|retira(?:mos|r)?(?:lo|la|los|las)?|paso a (?:buscar|retirar)\w*|pasar a (?:buscar|retirar|traer)\w*|(?:lo |la |los |las )?paso a traer\w*|paso (?:a las \d+|como a las \d+|despues|luego|al rato|mas tarde|al mediodia)|(?:vengo|viene|voy) (?:a )?buscar\w*|(?:me|nos) (?:lo |la |los |las )?(?:guarda|aparta|separa)(?:n|s|i|is)?\b|pasamos a (?:buscar|retirar)\w*|voy a (?:buscar|retirar)\w*|vamos a (?:buscar|retirar)\w*|lo busco|la busco|los busco|las busco|(?:lo |la )?recojo|recoger\w*|en (?:el )?local|en (?:la )?(?:sucursal|tienda)|take ?away|pick ?up|retiro en sucursal|retiro en el local|(?:paso|pasamos|pasare|pasaremos) por (?:el local|la tienda|ahi|alla|ellos|ellas|el|ella|el pedido)|paso yo|yo paso|pasamos nosotros|voy yo|yo voy|yo (?:lo |la |los |las )?(?:busco|recojo|retiro)|(?:paso|voy|vamos) a recoger\w*|para llevar(?! a\b)|paso (?:hoy|manana|mas tarde|(?:en|por) la (?:manana|tarde|noche)|a la (?:tarde|noche))|(?:lo |la |los |las )?levanto|paso a levantar\w*|voy por (?:el|ella|ellos|ellas))\b/;
export const PICKUP_TAIL =
  /[\s,]+(?:y\s+)?(?:para (?:retirar|retiro|recoger|pasar a buscar|llevar)|(?:lo|la|los|las) (?:retiro|paso a buscar|busco|recojo)(?: yo)?)$/;
export const ADDRESS_CUE =
  /\b(?:mi )?(?:direccion|domicilio|dir)\b(?:\s+(?:es|seria|:|de entrega es))*\s*:?\s*|\bvivo en\s+|\b(?:queda|es) en\s+(?=(?:la\s+)?(?:calle\b|av\b|\d{1,3}\s+\p{L}))|\bestoy en\s+(?=\p{L}+\s+\d)/u;
/** A quantity, not a street number: '2 kg de papa', 'a 3 cuadras'. */
export const QUANTITY =
  /\b\d+(?:[.,]\d+)?\s*(?:kg|kilos?|gr|gramos?|g|lts?|litros?|unid\w*|u|doc\w*|paquetes?|cajas?|botellas?|latas?|x)\b/;
/** Words that continue an address in the next clause ('Honduras 3500, piso 2'). */
export const ADDRESS_MORE =
  /^(?:frente|al lado|cerca|casi|entrando|la entrada|al fondo|por el pasillo|es (?:una|la) casa|es (?:un|el) edificio|\d{1,2}\s*(?:°|º|ro|do|er|to|vo|mo|no)?\s+piso|a (?:media|una|dos|\d+) cuadras?|referencia|porton|piso|dpto|depto|dto|departamento|apto|apartamento|casa|torre|timbre|col(?:onia)?\.?|barrio|bo\.?|entre|esq(?:uina)?\.?|bis|int(?:erior)?\.?|mz|manzana|lote|lt|oficina|of\.?|local|block|cp|c\.p\.|codigo postal|edificio|edif\.?|unidad|block|sector|urb(?:anizacion)?\.?|fraccionamiento|fracc\.?|alcaldia|delegacion|municipio|\d{4,5}$|pb\b|\d{1,2}\s*(?:°|º|ro|do|er|to|vo|mo|no)?\s*[a-h]?$)/;

/** Looks like a place: letters, then a number not followed by a unit ('Honduras 3500', 'Calle 45 # 12-34'). */
export function looksLikeAddress(text: string): boolean {
  const folded = fold(text).trim();
  if (folded.length < 4 || QUANTITY.test(folded)) return false;
  // ('que traigan cambio de 500': the change for a note, not where.)
  if (/\b(?:cambio|vuelto|sencillo|billete)\b/.test(folded)) return false;
  // ('pago en efectivo, tengo de 20 mil': the note paid with, not where.)
  if (isTenderNote(folded)) return false;
  // ('es para envío. Y las andes que sean 3', '…, y nomás que sea 1 Yoplait': a change of the
  // order said among the data.)
  if (/\bque (?:sea|sean)\b/.test(folded) || /^y (?:el|la|los|las|nomas|no mas|solo)\b/.test(folded))
    return false;
  // 'ah, agregame 2 cocas de 1,5': a request, whatever number it carries.
  if (ADD_WORDS.test(folded.replace(/^(?:(?:ah|ay|eh|uh|y|che|ah no|perdon|bueno)[\s,]+)+/, '')))
    return false;
  // ('una pasta colgate total de 160': an order, whatever number it carries.)
  if (/^(?:un|una|unos|unas|medio|media)\s/.test(folded)) return false;
  // Streets named after a date start with it: '18 de Julio 1234', '25 de Mayo 300'.
  // ('14 Oriente 207', '25 Poniente 1508' in Puebla: numbered streets, then the house number.)
  const start =
    /^[\p{L}]/u.test(folded) ||
    /^\d{1,2} de \p{L}{3,}/u.test(folded) ||
    /^\d{1,3}\s+(?:oriente|poniente|norte|sur|ote|pte|nte)\.?\s+\d/.test(folded);
  return start && /\p{L}{2,}/u.test(folded) && /\d/.test(folded);
}

export function cleanAddress(text: string) {
  return (
    text
      .replace(/^(?:a|en|para|hasta|es|la|mi)\s+/i, '')
      // ('en la 14 Oriente 207': 'la' before a numbered street.)
      .replace(/^la\s+(?=\d)/i, '')
      .replace(/[.,]+$/, '')
      // ('A Lavalle 2001 porfa': the please is no part of the place.)
      .replace(/[\s,]+(?:porfa\w*|por favor|gracias|please|plis)$/i, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** Words that carry an amount: what is left of a clause is an order only with one. */
export const readsAsOrder = (text: string) => /\d|\b(?:un|una|unos|unas|dos|tres|medio|media)\b/i.test(text);

/** The order said before the verb that sends it ('quiero 2 cocas para que me las traigan a ...'). */
export function orderBefore(text: string): string {
  const order = text
    .replace(/(?:[\s,]+(?:y|para|que|me|nos|lo|la|los|las|se))+[\s,]*$/i, '')
    .replace(/[\s,]+$/, '')
    .trim();
  return readsAsOrder(order) && !PICKUP.test(fold(order)) ? order : '';
}

/** A street number or a street word: 'Calle 8 # 20-15' is a place, 'coca 1,5' an order. */
export const STREET =
  /\b\d{3,5}\b|#|\b(?:calle|av|avenida|bv|bulevar|boulevard|pasaje|pje|carrera|cra|diagonal|ruta)\b/i;

/** A place said by its street word first: 'Av. Scalabrini Ortiz 1320', 'Calle 16 Poniente 713'. */
export const STREET_FIRST =
  /^(?:av|avda|avenida|calle|pasaje|pje|bv|bulevar|boulevard|diagonal|ruta|camino)\.?\s+[a-z0-9][a-z0-9 .]*?\s\d{2,5}\b/;

/** A street and its number after 'a' or 'para' at the end of a clause ('… a Mendoza 1520 entre Italia y España'). */
export const INNER_PLACE =
  /(?:^|\s)(?:[Aa]|[Pp]ara|[Pp]a)\s+(?:la\s+)?((?:(?:[Aa]v|[Aa]vda|[Aa]venida|[Cc]alle|[Bb]v|[Pp]asaje|[Pp]je)\.?\s+)?\p{Lu}[\p{L}.]*(?:\s+(?:de\s+(?:la\s+|los\s+)?)?\p{Lu}[\p{L}.]*){0,3}\s+\d{2,5}\b.*)$/u;
