import { z } from 'zod';
import { FAQ_RESPONSE_MAX } from './faqs';
import { TEXT } from './messages';
import { MODEL_QUERY_MAX_LENGTH } from './settings-fields';
import { fillTemplate } from '../format/fill-template';
import { foldText } from '../filters/filters';

/** Texts of the administrator's FAQ upload and approval (spec sections 4, 5 and 8). */
export const ADMIN_FAQ_MSG = {
  updated: 'FAQ actualizadas correctamente',
  approved: 'FAQ aprobada',
  disapproved: 'FAQ desaprobada',
  textsRequired: 'Por favor ingrese al menos una FAQ (una por linea: pregunta, un espacio y la respuesta)',
  tooManyLines: 'El texto supera el maximo de {max} lineas',
  badLines: 'Hay lineas con errores, no se guardo ninguna FAQ. {errors}',
  noAnswer: 'Linea {line}: falta la respuesta (formato: ¿pregunta? respuesta)',
  noQuestionEnd:
    'Linea {line}: no se sabe donde termina la pregunta; terminela con ? (por ejemplo: ¿Cual es el horario? De 9 a 18)',
  severalQuestionMarks:
    'Linea {line}: tiene mas de un ?; se toma «{question}» como pregunta y el resto como respuesta',
  questionTooLong: 'Linea {line}: la pregunta supera los {max} caracteres',
  answerTooLong: 'Linea {line}: la respuesta supera los {max} caracteres',
  repeated: 'Linea {line}: la pregunta ya figura en la linea {first}',
} as const;

/** One upload holds at most this many lines; a larger knowledge base goes in several uploads. */
export const FAQ_UPLOAD_MAX_LINES = 1000;

/** How many line errors the message lists before it says how many more there are. */
const ERRORS_SHOWN = 10;

export interface FaqTextEntry {
  line: number;
  question: string;
  response: string;
}

export interface FaqTextLineError {
  line: number;
  message: string;
}

const fill = (template: string, values: Record<string, string | number>) => fillTemplate(template, values);

/** Same question for the upload's matching: case, accents, ¿? marks and spacing ignored. */
export function faqQuestionKey(question: string): string {
  return foldText(question)
    .replace(/[¿?¡!]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A knowledge-base FAQ as one line of the editor, in the upload's own format. */
export function faqTextLine(question: string, response: string): string {
  const asked = question.trim().endsWith('?') ? question.trim() : `${question.trim()}?`;
  return `${asked} ${response.replace(/\s+/g, ' ').trim()}`;
}

/**
 * Spec section 5: one entry per line, the question, a space, then the answer. A question's own
 * words have spaces too, so the space alone cannot tell where it ends: the question ends at its
 * closing '?' (the first '?' followed by a space), or at a tab, which spreadsheets put between
 * two columns. A line with neither is an error that says so. A line with a later '?' too is
 * read at the first one, with a note that says how it was read. Blank lines are skipped; lines
 * are numbered from 1 as the admin sees them in the editor.
 */
export function parseFaqText(text: string): {
  entries: FaqTextEntry[];
  errors: FaqTextLineError[];
  notes: FaqTextLineError[];
} {
  const entries: FaqTextEntry[] = [];
  const errors: FaqTextLineError[] = [];
  const notes: FaqTextLineError[] = [];
  const firstLineOf = new Map<string, number>();
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = index + 1;
    const content = raw.trim();
    if (!content) return;
    const match = /^(.*?\?)\s+(\S.*)$/.exec(content) ?? /^([^\t]*\S)\t+(\S.*)$/.exec(content);
    if (!match) {
      const message = content.includes('?') ? ADMIN_FAQ_MSG.noAnswer : ADMIN_FAQ_MSG.noQuestionEnd;
      errors.push({ line, message: fill(message, { line }) });
      return;
    }
    const question = match[1]!.trim();
    const response = match[2]!.replace(/\s+/g, ' ').trim();
    if (/\?\s/.test(response) || response.endsWith('?')) {
      notes.push({ line, message: fill(ADMIN_FAQ_MSG.severalQuestionMarks, { line, question }) });
    }
    if (question.length > MODEL_QUERY_MAX_LENGTH) {
      errors.push({
        line,
        message: fill(ADMIN_FAQ_MSG.questionTooLong, { line, max: MODEL_QUERY_MAX_LENGTH }),
      });
      return;
    }
    if (response.length > FAQ_RESPONSE_MAX) {
      errors.push({ line, message: fill(ADMIN_FAQ_MSG.answerTooLong, { line, max: FAQ_RESPONSE_MAX }) });
      return;
    }
    const key = faqQuestionKey(question);
    const first = firstLineOf.get(key);
    if (first !== undefined) {
      errors.push({ line, message: fill(ADMIN_FAQ_MSG.repeated, { line, first }) });
      return;
    }
    firstLineOf.set(key, line);
    entries.push({ line, question, response });
  });
  return { entries, errors, notes };
}

/** The one message of a rejected upload: the first line errors, then how many more. */
export function faqLineErrorsMessage(errors: readonly FaqTextLineError[]): string {
  const shown = errors.slice(0, ERRORS_SHOWN).map((error) => error.message);
  if (errors.length > ERRORS_SHOWN) shown.push(`(y ${errors.length - ERRORS_SHOWN} lineas mas)`);
  return fill(ADMIN_FAQ_MSG.badLines, { errors: shown.join('; ') });
}

/**
 * POST /admin/stores/{id}/upload_faq: `texts` is the editor's text, or a list of lines (each
 * entry may itself hold several lines); either way it is read line by line.
 */
export const uploadFaqSchema = z.object({
  texts: z
    .union([z.string(), z.array(z.string())], { error: ADMIN_FAQ_MSG.textsRequired })
    .transform((value, ctx) => {
      const text = Array.isArray(value) ? value.join('\n') : value;
      if (!text.trim()) {
        ctx.addIssue({ code: 'custom', message: ADMIN_FAQ_MSG.textsRequired });
        return z.NEVER;
      }
      if (text.split(/\r\n|\r|\n/).length > FAQ_UPLOAD_MAX_LINES) {
        ctx.addIssue({
          code: 'custom',
          message: fill(ADMIN_FAQ_MSG.tooManyLines, { max: FAQ_UPLOAD_MAX_LINES }),
        });
        return z.NEVER;
      }
      return text;
    }),
});
export type UploadFaqInput = z.input<typeof uploadFaqSchema>;

/** POST /admin/stores/{id}/faqs/{faqId}/visible: approve (true) or disapprove (false). */
export const faqVisibleSchema = z.object({
  visible: z.boolean({ error: TEXT.invalidRequest }),
});

/** Spec section 8: the toast of the approval buttons. */
export function faqVisibleMessage(visible: boolean): string {
  return visible ? ADMIN_FAQ_MSG.approved : ADMIN_FAQ_MSG.disapproved;
}
