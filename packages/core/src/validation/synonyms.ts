import { z } from 'zod';
import { foldText } from '../filters/filters';

/** A store keeps at most this many synonyms: the assistant reads them all with its catalogue. */
export const SYNONYMS_MAX = 500;
export const SYNONYM_TERM_MAX_LENGTH = 40;
export const SYNONYM_TERM_MAX_WORDS = 3;
export const SYNONYM_MEANS_MAX_LENGTH = 100;

/** Texts of the store's synonyms (Marketing → PERSONALIZADO), in the spec's tone. */
export const SYNONYM_MSG = {
  termRequired: 'Por favor ingrese la palabra que usan sus clientes',
  termTooLong: `La palabra es demasiado larga (máximo ${SYNONYM_TERM_MAX_LENGTH} caracteres)`,
  termTooManyWords: `Por favor ingrese hasta ${SYNONYM_TERM_MAX_WORDS} palabras`,
  meansRequired: 'Por favor ingrese a qué producto, marca o tipo se refiere',
  meansTooLong: `El significado es demasiado largo (máximo ${SYNONYM_MEANS_MAX_LENGTH} caracteres)`,
  sameWords: 'La palabra y su significado no pueden ser iguales',
  repeated: 'Ya existe un sinónimo para "{term}"',
  limit: `La tienda ya tiene el máximo de ${SYNONYMS_MAX} sinónimos; elimine alguno para agregar otro`,
  notFound: 'Sinónimo no encontrado',
  questionNotFound: 'La pregunta ya no está en SIN RESPONDER',
  added: 'Nuevo sinónimo agregado con éxito',
  addedFromQuestion: 'Nuevo sinónimo agregado con éxito, por favor chequee la pantalla de PERSONALIZADO',
  updated: 'Sinónimo actualizado correctamente',
  deleted: 'Sinónimo eliminado',
} as const;

/**
 * The words of a term as the assistant compares them: case, accents and punctuation ignored
 * ('Coca-Cola' and 'coca cola' are one term). Also the key that keeps a store's terms unique.
 */
export function synonymKey(text: string): string {
  return foldText(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const requiredText = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/** A synonym: the customers' word(s) ('birra') and what the store sells by that ('cerveza'). */
export const synonymSchema = z
  .object({
    term: requiredText(SYNONYM_MSG.termRequired, SYNONYM_TERM_MAX_LENGTH, SYNONYM_MSG.termTooLong)
      .refine((term) => synonymKey(term) !== '', SYNONYM_MSG.termRequired)
      .refine(
        (term) => synonymKey(term).split(' ').length <= SYNONYM_TERM_MAX_WORDS,
        SYNONYM_MSG.termTooManyWords,
      ),
    means: requiredText(SYNONYM_MSG.meansRequired, SYNONYM_MEANS_MAX_LENGTH, SYNONYM_MSG.meansTooLong).refine(
      (means) => synonymKey(means) !== '',
      SYNONYM_MSG.meansRequired,
    ),
  })
  .superRefine((synonym, ctx) => {
    if (synonymKey(synonym.term) === synonymKey(synonym.means)) {
      ctx.addIssue({ code: 'custom', path: ['means'], message: SYNONYM_MSG.sameWords });
    }
  });
export type SynonymInput = z.input<typeof synonymSchema>;

export const synonymViewSchema = z.object({
  id: z.number().int(),
  term: z.string(),
  means: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Synonym = z.infer<typeof synonymViewSchema>;

/**
 * Where a suggestion for a synonym's meaning comes from in the store's catalogue: a brand, a kind,
 * a word of its product names ('Cerveza' for 'cerve') or a whole product name.
 */

export const synonymSuggestionSchema = z.object({
  text: z.string(),
  source: z.enum(['product', 'brand', 'kind', 'word']),
});
export type SynonymSuggestion = z.infer<typeof synonymSuggestionSchema>;
export type SynonymSuggestionSource = SynonymSuggestion['source'];

/** GET /store/synonyms/suggestions?q=: what the store's catalogue holds that starts like q. */
export const synonymSuggestionsQuery = z.object({
  q: z
    .string()
    .trim()
    .max(SYNONYM_MEANS_MAX_LENGTH, SYNONYM_MSG.meansTooLong)
    .optional()
    .transform((q) => q ?? ''),
});

/** Words of a customer's question that are about asking, not about what is asked for. */
const ASKING_WORDS = new Set(
  (
    'hola buenas buen dia tardes noches che por favor porfa gracias hay tienen tenes tiene tendras ' +
    'hacen haces hace consiguen conseguis ' +
    'tendran venden vendes vende quiero quisiera queria necesito busco me das dame mandame manda ' +
    'traeme podes pueden puede cuanto cuanta sale cuesta precio a de del la las el los un una unos ' +
    'unas que y o con para algo alguna algun no si se es son esta estan tambien ahi'
  ).split(' '),
);

/**
 * The customer's own word(s) in an unanswered question, as a starting point for a synonym's
 * term: 'venden garrafas de gas?' gives 'garrafas gas'. At most three words; the store edits it.
 */
export function termFromQuestion(question: string): string {
  const words = question
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word && !ASKING_WORDS.has(synonymKey(word)) && !/^\d+$/.test(word));
  return words.slice(0, SYNONYM_TERM_MAX_WORDS).join(' ');
}
