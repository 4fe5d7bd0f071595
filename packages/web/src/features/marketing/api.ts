import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AcceptUnansweredFaqInput,
  KnowledgeBaseFaqInput,
  PromoEntryInput,
  RefcodeInput,
  StandardFaqInput,
  SynonymInput,
} from '@mostrador/core';
import { apiCall } from '../../api/call';

/** Query keys of /marketing; each mutation refreshes the list it changed. */
export const marketingKeys = {
  all: ['marketing'] as const,
  refcodes: () => [...marketingKeys.all, 'refcodes'] as const,
  promos: () => [...marketingKeys.all, 'promos'] as const,
  standardFaqs: () => [...marketingKeys.all, 'standard-faqs'] as const,
  knowledgeBase: () => [...marketingKeys.all, 'knowledge-base'] as const,
  unanswered: () => [...marketingKeys.all, 'unanswered'] as const,
  synonyms: () => [...marketingKeys.all, 'synonyms'] as const,
  synonymSuggestions: (q: string) => [...marketingKeys.all, 'synonym-suggestions', q] as const,
};

export const listRefcodes = () => apiCall('GET /api/store/refcodes/');
export const saveRefcode = (input: RefcodeInput) => apiCall('POST /api/store/refcodes/', { body: input });
export const listPromos = () => apiCall('GET /api/store/promos/');
export const savePromos = (input: PromoEntryInput[]) => apiCall('POST /api/store/promos/', { body: input });
export const listStandardFaqs = () => apiCall('GET /api/store/standard_faqs/');
export const saveStandardFaqs = (input: StandardFaqInput[]) =>
  apiCall('POST /api/store/standard_faqs/', { body: input });
export const listKnowledgeBase = () => apiCall('GET /api/store/faqs');
export const addKnowledgeBaseFaq = (input: KnowledgeBaseFaqInput) =>
  apiCall('POST /api/store/faqs', { body: input });
export const updateKnowledgeBaseFaq = ({ id, ...input }: KnowledgeBaseFaqInput & { id: number }) =>
  apiCall('PUT /api/store/faqs/:id', { params: { id }, body: input });
export const deleteKnowledgeBaseFaq = (id: number) =>
  apiCall('DELETE /api/store/faqs/:id', { params: { id } });
export const listUnanswered = () => apiCall('GET /api/store/faqs_unmanaged');
export const acceptUnanswered = ({ id, ...input }: AcceptUnansweredFaqInput & { id: number }) =>
  apiCall('PUT /api/store/faqs_unmanaged/:id', { params: { id }, body: input });
export const deleteUnanswered = (id: number) =>
  apiCall('DELETE /api/store/faqs_unmanaged/:id', { params: { id } });
export const synonymFromUnanswered = ({ id, ...input }: SynonymInput & { id: number }) =>
  apiCall('POST /api/store/faqs_unmanaged/:id/synonym', { params: { id }, body: input });
export const listSynonyms = () => apiCall('GET /api/store/synonyms');
export const listSynonymSuggestions = (q: string) =>
  apiCall('GET /api/store/synonyms/suggestions', { query: { q } });
export const addSynonym = (input: SynonymInput) => apiCall('POST /api/store/synonyms', { body: input });
export const updateSynonym = ({ id, ...input }: SynonymInput & { id: number }) =>
  apiCall('PUT /api/store/synonyms/:id', { params: { id }, body: input });
export const deleteSynonym = (id: number) => apiCall('DELETE /api/store/synonyms/:id', { params: { id } });

export const useRefcodes = (enabled: boolean) =>
  useQuery({ queryKey: marketingKeys.refcodes(), queryFn: listRefcodes, enabled });
export const usePromos = () => useQuery({ queryKey: marketingKeys.promos(), queryFn: listPromos });
export const useStandardFaqs = () =>
  useQuery({ queryKey: marketingKeys.standardFaqs(), queryFn: listStandardFaqs });
export const useKnowledgeBase = () =>
  useQuery({ queryKey: marketingKeys.knowledgeBase(), queryFn: listKnowledgeBase });
export const useUnanswered = () =>
  useQuery({ queryKey: marketingKeys.unanswered(), queryFn: listUnanswered });
export const useSynonyms = () => useQuery({ queryKey: marketingKeys.synonyms(), queryFn: listSynonyms });
/** What the store's catalogue holds for a meaning being typed (brands, kinds, product names). */
export const useSynonymSuggestions = (q: string) =>
  useQuery({
    queryKey: marketingKeys.synonymSuggestions(q),
    queryFn: () => listSynonymSuggestions(q),
    enabled: q.trim().length >= 2,
    staleTime: 60_000,
  });

/** A mutation that refreshes the given lists once it succeeds. */
function useListMutation<TInput, TResult>(
  mutationFn: (input: TInput) => Promise<TResult>,
  keys: readonly (readonly string[])[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined),
  });
}

export const useSaveRefcode = () => useListMutation(saveRefcode, [marketingKeys.refcodes()]);
export const useSavePromos = () => useListMutation(savePromos, [marketingKeys.promos()]);
export const useSaveStandardFaqs = () => useListMutation(saveStandardFaqs, [marketingKeys.standardFaqs()]);
export const useAddKnowledgeBaseFaq = () =>
  useListMutation(addKnowledgeBaseFaq, [marketingKeys.knowledgeBase()]);
export const useUpdateKnowledgeBaseFaq = () =>
  useListMutation(updateKnowledgeBaseFaq, [marketingKeys.knowledgeBase()]);
export const useDeleteKnowledgeBaseFaq = () =>
  useListMutation(deleteKnowledgeBaseFaq, [marketingKeys.knowledgeBase()]);
/** Accepting moves the question into the knowledge base: both lists change. */
export const useAcceptUnanswered = () =>
  useListMutation(acceptUnanswered, [marketingKeys.unanswered(), marketingKeys.knowledgeBase()]);
export const useDeleteUnanswered = () => useListMutation(deleteUnanswered, [marketingKeys.unanswered()]);
export const useAddSynonym = () => useListMutation(addSynonym, [marketingKeys.synonyms()]);
export const useUpdateSynonym = () => useListMutation(updateSynonym, [marketingKeys.synonyms()]);
export const useDeleteSynonym = () => useListMutation(deleteSynonym, [marketingKeys.synonyms()]);
/** 'Crear sinónimo' moves the question into the synonyms: both lists change. */
export const useSynonymFromUnanswered = () =>
  useListMutation(synonymFromUnanswered, [marketingKeys.unanswered(), marketingKeys.synonyms()]);
