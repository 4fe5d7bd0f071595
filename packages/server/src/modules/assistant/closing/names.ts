/*
 * The customer's name in a closing message: 'soy Carla López', 'a nombre de Ana María Suárez', or
 * the whole clause when the assistant just asked for it.
 */
import { NAME_MAX, foldText as fold } from '@mostrador/core';

export const NAME_CUE =
  /^(?:hola\s+|buenas\s+|buen dia\s+)?(?:soy|me llamo|(?:a )?mi nombre(?: es)?|a nombre de|nombre|habla|(?:le|les|te) (?:saluda|habla|escribe)|de parte de)\s*[,:]?\s+/;
const NOT_NAMES = new Set(
  'paso perdon perdona disculpa disculpe ups uy ah eh corrijo digo error si no dale ok okey listo bueno muchas muchisimas mil nada eso solo todo hola holi holis buenas buenos buen wena saludos bonjour bonjou senor senora senorita joven querida querido tengo tenes tiene necesito quiero queria es son esta estoy vivo trabajo gracias confirmo confirmar pronto claro perfecto de del la el los las un una uno cliente clienta celiaco celiaca vegano vegana vegetariano vegetariana nuevo nueva yo muy tu su mayor menor vecino vecina del de la amigo amiga el la que y o con sin para por espera esperame saca sacame sacale quita quitame quitale borra borrame agrega agregame agregale suma sumame sumale cambia cambiame pone poneme ponele mi cel celu celular tel telefono numero whatsapp wsp fono ay oiga oye mire se'.split(
    ' ',
  ),
);
const NAME_WORD = /^[\p{L}][\p{L}'.-]*$/u;

const capitalize = (word: string) =>
  word.length > 1 && word === word.toLowerCase() ? word[0]!.toUpperCase() + word.slice(1) : word;

/** 'Carla López' -> first_name Carla, last_name López (words 2 to 4 are the last name). */
export function splitName(text: string): { first_name: string; last_name?: string } | undefined {
  const words = text
    .replace(/[.,]+$/, '')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  // ('soy don Luis Contreras': a title is no part of the name; 'Diana Ortiz y el número…': nor
  // the 'y' that joins the next datum.)
  if (words.length > 1 && TITLES.has(fold(words[0]!).replace(/\.$/, ''))) words.shift();
  while (words.length > 1 && /^(?:y|e)$/i.test(words.at(-1)!)) words.pop();
  if (words.length === 0 || words.length > 4) return undefined;
  if (!words.every((w) => NAME_WORD.test(w))) return undefined;
  if (NOT_NAMES.has(fold(words[0]!))) return undefined;
  // 'Ana María Suárez', 'Juan Pablo Gómez': two given names, then the last name.
  // ('María José', 'Juan Pablo' alone: a double given name, not a name and a last name.)
  const double =
    words.length === 2 && DOUBLE_STARTS.has(fold(words[0]!)) && SECOND_NAMES.has(fold(words[1]!));
  const given = double || (words.length >= 3 && SECOND_NAMES.has(fold(words[1]!))) ? 2 : 1;
  const named = words.map(capitalize);
  const first = named.slice(0, given).join(' ');
  const last = named.slice(given);
  if (first.length > NAME_MAX) return undefined;
  const lastName = last.join(' ').slice(0, NAME_MAX);
  return lastName ? { first_name: first, last_name: lastName } : { first_name: first };
}

/** Titles said before a name. */
const TITLES = new Set('don dona sr sra senor senora srta'.split(' '));

/** Given names that often come second in a double given name ('María José', 'José Luis'). */
const SECOND_NAMES = new Set(
  'maria jose luis pablo ignacio manuel antonio miguel angel cruz bautista camilo esteban angeles andres carlos eugenia elena ines fernanda victoria laura paula sofia belen cecilia florencia emilia lucia julia jimena guadalupe soledad isabel teresa'.split(
    ' ',
  ),
);

/** Given names that open most double given names ('María José', 'Juan Carlos', 'Ana Laura'). */
const DOUBLE_STARTS = new Set('maria jose juan ana luis miguel jesus rosa'.split(' '));

export function takeName(clause: string, folded: string, expecting: boolean) {
  const cue = NAME_CUE.exec(folded);
  if (cue) return splitName(clause.slice(cue[0].length));
  // ('para Juan', 'es para Marta': asked the name, who the order is for.)
  return expecting ? splitName(clause.replace(/^(?:es\s+)?para\s+/i, '')) : undefined;
}
