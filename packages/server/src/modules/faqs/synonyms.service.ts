import { AppError, SYNONYM_MSG, SYNONYMS_MAX, synonymKey, type synonymSchema } from '@mostrador/core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import type { Queryable } from '../settings/queryable';
import {
  countSynonyms,
  deleteSynonym,
  insertSynonym,
  listSynonyms,
  lockStoreSynonyms,
  synonymSuggestions,
  updateSynonym,
  type SynonymValues,
} from './synonyms.repository';
import { takeUnanswered } from './unanswered.repository';

type SynonymInput = z.output<typeof synonymSchema>;

const valuesOf = (input: SynonymInput): SynonymValues => ({
  term: input.term,
  term_key: synonymKey(input.term),
  means: input.means,
});

const repeated = (term: string) => new AppError('conflict', SYNONYM_MSG.repeated.replace('{term}', term));

/** Adds one synonym inside the caller's transaction, within the store's limit. */
async function addSynonym(tx: Queryable, storeId: number, input: SynonymInput) {
  await lockStoreSynonyms(tx, storeId);
  if ((await countSynonyms(tx, storeId)) >= SYNONYMS_MAX) throw new AppError('conflict', SYNONYM_MSG.limit);
  const synonym = await insertSynonym(tx, storeId, valuesOf(input));
  if (!synonym) throw repeated(input.term);
  return synonym;
}

/**
 * The store's synonyms (PERSONALIZADO): the customers' words the assistant reads as the store's
 * product, brand or kind names. Every change moves the store's catalogue version (database
 * trigger), so the chat sees it on the next message.
 */
export function createSynonymsService(db: Db) {
  return {
    list: (storeId: number) => listSynonyms(db, storeId),

    suggestions: (storeId: number, query: string) => synonymSuggestions(db, storeId, query),

    async add(storeId: number, input: SynonymInput) {
      const synonym = await db.transaction((tx) => addSynonym(tx, storeId, input));
      return { message: SYNONYM_MSG.added, synonym };
    },

    async update(storeId: number, id: number, input: SynonymInput) {
      try {
        const synonym = await updateSynonym(db, storeId, id, valuesOf(input));
        if (!synonym) throw new AppError('not_found', SYNONYM_MSG.notFound);
        return { message: SYNONYM_MSG.updated, synonym };
      } catch (error) {
        if (uniqueViolation(error) !== undefined) throw repeated(input.term);
        throw error;
      }
    },

    async remove(storeId: number, id: number) {
      if (!(await deleteSynonym(db, storeId, id))) throw new AppError('not_found', SYNONYM_MSG.notFound);
      return { message: SYNONYM_MSG.deleted };
    },

    /**
     * 'Crear sinónimo' of SIN RESPONDER: the question leaves the list and the synonym is added, in
     * one transaction (a repeated term or a full list keeps the question where it was).
     */
    async fromUnanswered(storeId: number, questionId: number, input: SynonymInput) {
      const synonym = await db.transaction(async (tx) => {
        if (!(await takeUnanswered(tx, storeId, questionId))) {
          throw new AppError('not_found', SYNONYM_MSG.questionNotFound);
        }
        return addSynonym(tx, storeId, input);
      });
      return { message: SYNONYM_MSG.addedFromQuestion, synonym };
    },
  };
}

export type SynonymsService = ReturnType<typeof createSynonymsService>;
