/*
 * A change as spelt and padded on WhatsApp made plain before its shape is read (edit-text.ts):
 * 'q' and 'canbia', 'd' after an amount, please and apologies between clauses, the Caribbean
 * 'na má', fillers said last.
 */
import { SIZE_AFTER_DE } from './edit-patterns';

const COUNTS: Record<string, number> = {
  seis: 6,
  ocho: 8,
  diez: 10,
  doce: 12,
  quince: 15,
  veinte: 20,
  veinticuatro: 24,
  treinta: 30,
};

/** The change with its spelling and fillers made plain; its words and their order stay. */
export function spokenPlainly(said: string): string {
  return (
    said
      // ('las cervezas q sean rojas': 'q' is 'que'.)
      .replace(/\bq\b/g, 'que')
      // ('canbia el nescafe x un dolca': the verb spelt as it sounds.)
      .replace(/\bcanbi(?=[a-z])/g, 'cambi')
      // ('1 kilo d mansana', '3 d tortillas': 'd' after an amount is 'de'; 'vitamina d' stays.)
      .replace(/(\b(?:\d+|un|una|uno|dos|tres|medio|media|kilos?|kg|litros?|gramos|grs?)\s+)d(?=\s)/g, '$1de')
      // ('hazme el favor y me la quitas', 'el café ponémelo del grande', 'cambiemelo por el
      // pantene'): the please and the 'me' of the verb say nothing of the change.
      .replace(/\b(?:hazme|haceme|hagame|me haces|me hace)\s+(?:el|un)\s+favor\s+(?:y|de)\s+/g, '')
      // ('el dove mejor cambiemelo por el pantene': better is said by the verb itself.)
      .replace(/\bmejor\s+(?=(?:cambi|pas[ae]l|pas[ae]s)[a-z]*\s)/g, '')
      // ('el 2 no, sorry, ya tengo chayote': an apology between two clauses says nothing.)
      // ('…, y otra cosa, la nalga…': nor does 'another thing'.)
      .replace(
        /,\s*(?:sorry|perdon|perdona|perdone|disculpa|disculpe|disculpame|(?:y )?otra cosa)\s*(?=,)/g,
        '',
      )
      // ('no quiere arroz' of someone at home: not wanted, as 'no quiero' says it.)
      .replace(/^no quieren?\b/, 'no quiero')
      // ('el whiskas mejor el de 1 kilo nomás': only that size, as 'el de 1 kilo' says.)
      .replace(new RegExp(`(\\b${SIZE_AFTER_DE})\\s+(?:nomas|nada mas|no mas)(?=\\s*(?:,|$))`), '$1')
      // ('saque la rúcula y la zanahoria nomás, lo demás sí': just those, said of the removal.)
      .replace(/^((?:sac|saq|quit|borr|elimin)[a-z]*\s[^,]+?)\s+(?:nomas|nada mas)(?=\s*(?:,|$))/, '$1')
      // ('el maple de treinta', 'el pack de doce': a package's count in words, as digits say it.)
      .replace(
        /\bde (seis|ocho|diez|doce|quince|veinte|veinticuatro|treinta)\b/g,
        (_, word: string) => `de ${COUNTS[word]}`,
      )
      // ('se sumaron 4 más al asado, así que poné 4 kilos de asado': why, then the change.)
      .replace(
        /^[^,]*,\s*(?:asi que|entonces)\s+(?=(?:pon|sac|saq|quit|agreg|sum|mand|cambi|dej)[a-z]*\s)/,
        '',
      )
      // ('ponme 1 de manzana na má': the Caribbean 'nada más'.)
      .replace(/\bna ma\b/g, 'nomas')
      // ('hacé 2 na', 'sacá nomás na,': a filler said last of a clause.)
      .replace(/\s+na(?=\s*(?:,|$))/g, '')
      // ('el chuño ya no nomás': no more of it.)
      .replace(/\b(ya no|no)\s+(?:nomas|no mas)\b/g, '$1')
  );
}
