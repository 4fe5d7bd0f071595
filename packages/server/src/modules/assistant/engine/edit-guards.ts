/*
 * Messages that read as changes to the order and are not: a verb of changing that is part of a
 * product's name ('1 harpic quita sarro'), and a question asking the store to take away something
 * it does not sell ('¿me pueden sacar unas copias?').
 */
import type { CatalogueIndex } from './catalogue-index';
import type { EditClause } from './edits';
import { readRequest } from './request';
import { someNameSays } from './joined-names';
import { tokens } from './text';

/** Verbs of the changes that also open product names ('Quita Sarro', 'Saca Manchas'). */
const VERBS = new Set(['quita', 'saca', 'borra', 'elimina', 'cambia', 'suma', 'agrega', 'pone']);

/** Whether a verb of changing is said with the word that follows it in a name of the store. */
export function verbInName(folded: string, index: CatalogueIndex): boolean {
  const words = tokens(folded);
  return words.some((word, at) => {
    const next = words[at + 1];
    if (!VERBS.has(word) || !next || next.length < 3 || !index.hasWord(word)) return false;
    return someNameSays(index, [word, next]);
  });
}

/** Whether every change is the taking away of something the store does not sell. */
export function removesNothingSold(edits: EditClause[], index: CatalogueIndex): boolean {
  return edits.every(
    (edit) =>
      (edit.op === 'remove' || edit.op === 'keep_only') &&
      edit.target.trim() !== '' &&
      !readRequest(edit.target).words.some((word) => index.namesProduct(word)),
  );
}
