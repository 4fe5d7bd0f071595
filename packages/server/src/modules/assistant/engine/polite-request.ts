/*
 * A change asked as a question ('¿me podés sacar la coca?'), read as the plain request it is.
 */

/**
 * A change asked as a question, as customers in México and Colombia often do: '¿me puedes quitar
 * el refresco?', '¿me cambias la coca por una sprite?'. Rewritten as the plain request
 * ('quita el refresco'); undefined when the message is not one ('¿puedo cambiar el pedido?' asks
 * about the store's rules: the customer, not the store, would do it).
 */
const POLITE_MODAL =
  /^(?:(?:me|nos|le)\s+)?(?:puedes|podes|podrias|puede|podria|podras|podra|pueden|podrian)\s+(sacar|quitar|borrar|eliminar|cambiar|cancelar|bajar|subir|reemplazar|poner|agregar)(me|le|la|lo|las|los|nos)?\b\s*/;
const POLITE_PRESENT = /^(?:me|nos)\s+(sacas|quitas|borras|eliminas|cambias|cancelas|bajas|subes|subis)\b\s*/;
export function politeRequest(folded: string): string | undefined {
  if (/\bsi\b|\b(despues|luego|cuando)\b/.test(folded)) return undefined;
  const text = folded.replace(/[?¿]/g, ' ').replace(/\s+/g, ' ').trim();
  const modal = POLITE_MODAL.exec(text);
  // 'quitarme' -> 'quitame': the infinitive without its r, then its pronoun.
  if (modal) return `${modal[1]!.slice(0, -1)}${modal[2] ?? ''} ${text.slice(modal[0].length)}`.trim();
  const present = POLITE_PRESENT.exec(text);
  // 'sacas' -> 'saca', 'subis' -> 'subi': the imperative the patterns above read.
  if (present) return `${present[1]!.slice(0, -1)} ${text.slice(present[0].length)}`.trim();
  return undefined;
}

/** A question about changes ('¿puedo cambiar el pedido?'), not a change asked for. */
export const isQuestion = (text: string) =>
  /\?/.test(text) || /^(puedo|se puede|pueden|podes|como|cuando|donde|hay|tienen|aceptan|hacen)\b/.test(text);
