/*
 * Reads the data that closes a sale from a chat message, as customers in Argentina, Uruguay,
 * Mexico or Colombia write it: delivery or pickup ('enviámelo a Honduras 3500', 'paso a
 * buscarlo'), an address ('Av. Reforma 222, Col. Juárez', 'Calle 45 # 12-34'), a name ('soy
 * Carla López'), a phone ('mi cel es 11 5555-0000', '+598 99 123 456') and a payment method ('pago
 * en efectivo'). The message is read clause by clause; a clause is taken only when a cue says what
 * it is (or the assistant just asked for it), so product words are never eaten: 'pago' alone, a
 * number without a street, 'mandame 2 kg de papa' stay for the product understanding.
 */
import { ADDRESS_MAX, CLOSING_TEXT, foldText as fold, type ClosingField } from '@mostrador/core';
import { asksSomething, confirmSaid } from './asks-or-confirms';
import { clauses, plainWords } from './clauses';
import { NAME_CUE, splitName, takeName } from './names';
import { takePhone } from './phone';
import { isTenderNote, takePayment, type MethodText } from './payment-method';
import {
  ADDRESS_CUE,
  ADDRESS_MORE,
  cleanAddress,
  DELIVERY_HEAD,
  PICKUP_HEAD,
  DELIVERY_TO,
  DELIVERY_WORDS,
  HOME,
  INNER_PLACE,
  looksLikeAddress,
  orderBefore,
  PICKUP,
  PICKUP_TAIL,
  QUANTITY,
  readsAsOrder,
  SEND_TO,
  SEND_VERB,
  STREET,
  STREET_FIRST,
} from './places';

export interface ContactInfo {
  delivery?: boolean;
  address?: string;
  first_name?: string;
  last_name?: string;
  phone?: string;
  /** The store's method, by its own name. */
  payment_method?: string;
}

/** Something the customer clearly meant but that cannot be taken (a phone with letters...). */
export interface ContactProblem {
  field: 'address' | 'phone' | 'payment_method' | 'first_name';
  message: string;
  /** The text as given ('bitcoin' for an unknown method). */
  text: string;
}

export interface ContactReading {
  info: ContactInfo;
  problems: ContactProblem[];
  /** The clauses not taken, for the product understanding ('' when nothing is left). */
  rest: string;
}

export interface ContactOptions {
  /** The store's payment methods: their names, and what the store says about each. */
  methods: MethodText[];
  /** The field the assistant just asked for: a bare answer ('Carla', 'Honduras 3500') is taken. */
  expecting?: ClosingField;
}

const taken = (info: ContactInfo, problems: ContactProblem[]) =>
  Object.keys(info).length > 0 || problems.length > 0;

function addressProblem(text: string): ContactProblem {
  return { field: 'address', message: CLOSING_TEXT.addressTooLong, text: text.slice(0, 40) };
}

/** Words that say nothing once the data was taken out ('quiero', 'por favor'). */
const FILLER = new Set(
  'hola buenas buen dia quiero queria querria voy vamos a prefiero mejor yo y te le lo la los bueno dale ok si por favor porfa porfis gracias please che entonces tambien ademas paso mando van ahi mis datos ah uy no perdon'.split(
    ' ',
  ),
);
const isFiller = (text: string) =>
  fold(text)
    .replace(/[^\p{L}\p{N} ]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => FILLER.has(word));

/** Reads one message. */
export function readContactInfo(text: string, options: ContactOptions): ContactReading {
  const info: ContactInfo = {};
  const problems: ContactProblem[] = [];
  const rest: string[] = [];
  const { methods } = options;
  // The data a question carries is taken ('¿me lo traen a Rioja 1850?'); it answers nothing bare.
  const expecting = asksSomething(text) ? undefined : options.expecting;
  let addressOpen = false;
  // Which clause gave the address and the phone, and which clause each of `rest` is: a name or a
  // neighbourhood is read by what it stands next to.
  let at = -1;
  let addressAt = -2;
  let phoneAt = -2;
  const restAt: number[] = [];
  const setAddress = (value: string) => {
    const address = cleanAddress(value);
    if (address.length > ADDRESS_MAX) problems.push(addressProblem(address));
    else if (address.length >= 3) {
      info.address = info.address && addressOpen ? `${info.address}, ${address}` : address;
      addressOpen = true;
      addressAt = at;
      return true;
    }
    return false;
  };
  const whole = fold(text);
  const sendSaid = SEND_VERB.test(whole) || /\b(?:mand|envi|tra[ei]|llev)\w*\b/.test(whole);

  const all = clauses(text.normalize('NFC'));
  // ('Ana Gómez / Calle 8 # 20-15' to the address question: the place is the address, not the name.)
  const placeSaid = all.some((clause) => looksLikeAddress(clause));
  for (const clause of all) {
    at += 1;
    const folded = fold(clause);
    if (confirmSaid(clause)) {
      rest.push(clause);
      restAt.push(at);
      continue;
    }
    let left = clause;
    let foldedLeft = folded;
    const shrink = (remaining: string) => {
      left = remaining.trim();
      foldedLeft = fold(left);
    };

    const head = DELIVERY_HEAD.exec(foldedLeft) ?? PICKUP_HEAD.exec(foldedLeft);
    if (head) {
      info.delivery = DELIVERY_HEAD.test(foldedLeft);
      shrink(left.slice(head[0].length));
    }
    // '2 kg de tomate y 1 kg de cebolla para retirar': the products stay, the pickup is taken.
    const tail = PICKUP_TAIL.exec(foldedLeft);
    if (tail && tail.index > 0) {
      info.delivery = false;
      shrink(left.slice(0, tail.index));
    }

    if (addressOpen && ADDRESS_MORE.test(foldedLeft)) {
      setAddress(left);
      continue;
    }
    addressOpen = false;

    const takePhoneOf = () => {
      const phone = takePhone(left, foldedLeft, expecting === 'phone', expecting !== undefined);
      if (!phone) return;
      if (phone.phone) {
        info.phone = phone.phone;
        phoneAt = at;
      }
      if (phone.name) {
        info.first_name = phone.name.first_name;
        if (phone.name.last_name) info.last_name = phone.name.last_name;
      }
      if (phone.problem) problems.push(phone.problem);
      shrink(phone.rest);
    };
    takePhoneOf();
    if (!left) continue;

    const payment = takePayment(left, foldedLeft, methods, expecting === 'payment_method');
    if (payment) {
      if (payment.method) info.payment_method = payment.method;
      if (payment.problem) problems.push(payment.problem);
      shrink(payment.rest);
      if (!left) continue;
      // ('soy Ignacio 3512233445 pago en efectivo': the name and phone, once the method is out.)
      if (!info.phone) takePhoneOf();
      if (!left) continue;
    }

    const name = takeName(left, foldedLeft, expecting === 'first_name');
    if (name && (NAME_CUE.test(foldedLeft) || !looksLikeAddress(left))) {
      info.first_name = name.first_name;
      if (name.last_name) info.last_name = name.last_name;
      continue;
    }

    // Delivery with the place: 'enviámelo a Honduras 3500', 'mandámelo a Av. Reforma 222'.
    const to = SEND_TO.exec(foldedLeft);
    if (to) {
      const place = left.slice(to.index + to[0].length);
      if (looksLikeAddress(place) || (expecting === 'address' && place.trim().length >= 3)) {
        info.delivery = true;
        setAddress(place);
        // 'quiero 2 coca de 1,5 para que me las traigan a Urquiza 1200': the order stays.
        const order = orderBefore(left.slice(0, to.index));
        if (order) rest.push(order);
        continue;
      }
    }
    // 'delivery a Scalabrini Ortiz 950', 'envío a domicilio a Rioja 845'.
    const mode = DELIVERY_TO.exec(foldedLeft);
    if (mode && looksLikeAddress(left.slice(mode[0].length))) {
      info.delivery = true;
      setAddress(left.slice(mode[0].length));
      continue;
    }
    const cue = ADDRESS_CUE.exec(foldedLeft);
    if (cue) {
      const place = left.slice(cue.index + cue[0].length);
      if (place.length > ADDRESS_MAX) {
        problems.push(addressProblem(place));
        continue;
      }
      if (looksLikeAddress(place) || expecting === 'address') {
        if (setAddress(place)) info.delivery = info.delivery ?? true;
        continue;
      }
    }
    // ('a domicilio hija', "pa' la casa": a please or a call name said after it.)
    const courteous = plainWords(foldedLeft)
      .replace(
        /\s+(?:por favor|porfa|porfis|please|gracias|hija|hijo|mija|mijo|mi amor|amor|mi reina|reina|mi vida|joven|amigo|amiga|vecino|vecina|jefe|jefa|compa|chica|chico|hermano|hermana|pues)$/,
        '',
      )
      .trim();
    if (DELIVERY_WORDS.test(courteous)) {
      info.delivery = true;
      continue;
    }
    if (
      SEND_VERB.test(foldedLeft) &&
      !QUANTITY.test(foldedLeft) &&
      !/\b\d+\b/.test(foldedLeft.replace(/\d{3,}/g, ''))
    ) {
      if (
        HOME.test(foldedLeft) ||
        /\b(envio|delivery|domicilio)\b/.test(foldedLeft) ||
        /(melo|mela|melos|melas)\b|\b(me|nos) (lo|la|los|las)\b/.test(foldedLeft)
      ) {
        info.delivery = true;
        const place = /\d/.test(foldedLeft) ? left.replace(/^.*?\b(?:a|en|para)\s+/i, '') : '';
        if (place && looksLikeAddress(place)) setAddress(place);
        continue;
      }
    }
    const pickup = PICKUP.exec(foldedLeft);
    if (pickup && !QUANTITY.test(foldedLeft)) {
      info.delivery = false;
      // What else the clause says stays for the products ('un cloro clorox de 1.89 para recoger').
      const other = `${left.slice(0, pickup.index)} ${left.slice(pickup.index + pickup[0].length)}`
        .replace(/\s+(?:para|y)\s*$/i, '')
        .trim();
      // Only an order reads on ('... un cloro de 1.89'); 'en el local mañana' is more of the pickup.
      if (!PICKUP.test(fold(other)) && readsAsOrder(other)) rest.push(other);
      continue;
    }
    // A bare place right after a delivery request, or when the assistant asked for the address
    // (or asked delivery or pickup: 'Av. Reforma 710 int. 4' answers both).
    // (Asked anything else, a place is the address corrected or given early: 'perdón, es Urquiza
    // 990' when the name was asked.)
    // ('soy Laura, de Rioja 2020' is no place: the name cue says what it is.)
    // ('Av. Scalabrini Ortiz 1320 dto 8' said unasked: a street word, a name and a number is where.)
    if (
      (expecting !== undefined || info.delivery === true || STREET_FIRST.test(foldedLeft)) &&
      !NAME_CUE.test(foldedLeft) &&
      // (Asked the address, a bare clause is it; once given, only a place replaces it: 'Honduras
      // 3500, 2 cocas' is the address and an order.)
      (looksLikeAddress(left) || (expecting === 'address' && !info.address && !placeSaid))
    ) {
      if (left.length > ADDRESS_MAX) {
        problems.push(addressProblem(left));
        continue;
      }
      if (setAddress(left)) {
        info.delivery = info.delivery ?? true;
        continue;
      }
    }
    // A neighbourhood right after the address ('Av. Gaona 2750, Flores', 'Antonio Varas 1655,
    // Providencia') is more of it, not a name.
    if (
      addressAt === at - 1 &&
      expecting !== 'first_name' &&
      // ('…piso 4, Leandro, 341 5123 321': a word before the phone is the name.)
      !/^\+?[\d\s()-]{8,}$/.test(all[at + 1]?.trim() ?? '') &&
      !/\d/.test(left) &&
      /^\p{Lu}/u.test(left.trim()) &&
      left.trim().split(/\s+/).length <= 3 &&
      !NAME_CUE.test(foldedLeft)
    ) {
      // (One: 'Av. Gaona 2750, Flores. Pablo, 11 3131 2121' names Pablo next.)
      info.address = `${info.address}, ${left.trim()}`;
      continue;
    }
    // 'mandame 2 cocas y un kilo de tomate a Mendoza 1520 entre Italia y España': a street and its
    // number after 'a' or 'para', in a message that sends something, is where.
    // ('para Wheelwright 1450:' alone before the list says where too.)
    // ('a Medrano 912', 'A la Av. Independencia 2455' alone: where to send it.)
    const sent =
      sendSaid || /^(?:[Ee]s\s+)?(?:[Pp]ara|[Pp]a|[Aa])\s+(?:la\s+)?(?:\p{Lu}|av\b|calle\b)/u.test(left);
    const inner = sent && !info.address ? INNER_PLACE.exec(left) : null;
    if (inner && looksLikeAddress(inner[1]!)) {
      const before = left.slice(0, inner.index).trim();
      if (setAddress(inner[1]!)) {
        info.delivery = true;
        if (before && !/^(?:es|hola)$/i.test(before)) {
          rest.push(before);
          restAt.push(at);
        }
        continue;
      }
    }
    // During the closing, a name given unasked ('Virginia Castro, 1187654321').
    if (expecting && !info.first_name && /^\p{Lu}/u.test(left.trim()) && !/\d/.test(left)) {
      const name = splitName(left);
      if (name) {
        info.first_name = name.first_name;
        if (name.last_name) info.last_name = name.last_name;
        continue;
      }
    }
    if (left) {
      rest.push(left);
      restAt.push(at);
    }
  }
  // 'Pablo, 11 3131 2121': a word alone next to the phone is the name.
  if (!info.first_name && info.phone) {
    const i = restAt.findIndex(
      (clauseAt, j) =>
        Math.abs(clauseAt - phoneAt) === 1 && /^\p{Lu}/u.test(rest[j]!.trim()) && !/\d/.test(rest[j]!),
    );
    const name = i >= 0 ? splitName(rest[i]!) : undefined;
    if (name) {
      info.first_name = name.first_name;
      if (name.last_name) info.last_name = name.last_name;
      rest.splice(i, 1);
      restAt.splice(i, 1);
    }
  }
  if (info.payment_method) {
    // ('pago en efectivo, tengo de 20 mil', 'llevo billete de 20.000': the note paid with, said
    // with the method, is for the change.)
    for (let i = rest.length - 1; i >= 0; i -= 1)
      if (isTenderNote(rest[i]!)) {
        rest.splice(i, 1);
        restAt.splice(i, 1);
      }
    // ('en efectivo, pago con uno de doscientos': the method was said; the rest is about change.)
    const others = problems.filter((problem) => problem.field !== 'payment_method');
    problems.splice(0, problems.length, ...others);
  }
  // 'te paso los datos: Santiago Rodríguez, 098 765 432, envío a ...': a name among the data.
  if (!info.first_name && (info.phone || info.address || info.payment_method)) {
    const at = rest.findIndex((clause) => /^\p{Lu}/u.test(clause.trim()) && !/\d/.test(clause));
    const name = at >= 0 ? splitName(rest[at]!) : undefined;
    if (name?.last_name) {
      info.first_name = name.first_name;
      info.last_name = name.last_name;
      rest.splice(at, 1);
      restAt.splice(at, 1);
    }
  }
  // 'Ana Gómez / Calle 8 # 20-15 / 3001112233': a place among a name and a phone is the address.
  if (!info.address && info.delivery !== false && info.phone && info.first_name) {
    const at = rest.findIndex(
      (clause) => looksLikeAddress(clause) && STREET.test(fold(clause)) && clause.length <= ADDRESS_MAX,
    );
    if (at >= 0 && setAddress(rest[at]!)) {
      info.delivery = true;
      rest.splice(at, 1);
      restAt.splice(at, 1);
    }
  }
  const kept = taken(info, problems) ? rest.filter((clause) => !isFiller(clause)) : rest;
  return { info, problems, rest: kept.join(', ') };
}
