import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AcceptUnansweredFaqInput,
  KnowledgeBaseFaq,
  KnowledgeBaseFaqInput,
  PromoEntry,
  PromoEntryInput,
  Refcode,
  RefcodeInput,
  StandardFaq,
  StandardFaqInput,
  Synonym,
  SynonymInput,
  SynonymSuggestion,
  UnansweredFaq,
} from '@mostrador/core';
import { apiJson } from '../../api/client';

interface Saved {
  message: string;
}

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

export const listRefcodes = () => apiJson<Refcode[]>('/store/refcodes/');
export const saveRefcode = (input: RefcodeInput) =>
  apiJson<Saved & { refcode: Refcode }>('/store/refcodes/', { method: 'POST', body: input });
export const listPromos = () => apiJson<PromoEntry[]>('/store/promos/');
export const savePromos = (input: PromoEntryInput[]) =>
  apiJson<Saved & { promos: PromoEntry[] }>('/store/promos/', { method: 'POST', body: input });
export const listStandardFaqs = () => apiJson<StandardFaq[]>('/store/standard_faqs/');
export const saveStandardFaqs = (input: StandardFaqInput[]) =>
  apiJson<Saved & { standard_faqs: StandardFaq[] }>('/store/standard_faqs/', { method: 'POST', body: input });
export const listKnowledgeBase = () => apiJson<KnowledgeBaseFaq[]>('/store/faqs');
export const addKnowledgeBaseFaq = (input: KnowledgeBaseFaqInput) =>
  apiJson<Saved & { faq: KnowledgeBaseFaq }>('/store/faqs', { method: 'POST', body: input });
export const updateKnowledgeBaseFaq = ({ id, ...input }: KnowledgeBaseFaqInput & { id: number }) =>
  apiJson<Saved & { faq: KnowledgeBaseFaq }>(`/store/faqs/${id}`, { method: 'PUT', body: input });
export const deleteKnowledgeBaseFaq = (id: number) =>
  apiJson<Saved>(`/store/faqs/${id}`, { method: 'DELETE' });
export const listUnanswered = () => apiJson<UnansweredFaq[]>('/store/faqs_unmanaged');
export const acceptUnanswered = ({ id, ...input }: AcceptUnansweredFaqInput & { id: number }) =>
  apiJson<Saved & { faq: KnowledgeBaseFaq }>(`/store/faqs_unmanaged/${id}`, { method: 'PUT', body: input });
export const deleteUnanswered = (id: number) =>
  apiJson<Saved>(`/store/faqs_unmanaged/${id}`, { method: 'DELETE' });
export const synonymFromUnanswered = ({ id, ...input }: SynonymInput & { id: number }) =>
  apiJson<Saved & { synonym: Synonym }>(`/store/faqs_unmanaged/${id}/synonym`, {
    method: 'POST',
    body: input,
  });
export const listSynonyms = () => apiJson<Synonym[]>('/store/synonyms');
export const listSynonymSuggestions = (q: string) =>
  apiJson<SynonymSuggestion[]>(`/store/synonyms/suggestions?q=${encodeURIComponent(q)}`);
export const addSynonym = (input: SynonymInput) =>
  apiJson<Saved & { synonym: Synonym }>('/store/synonyms', { method: 'POST', body: input });
export const updateSynonym = ({ id, ...input }: SynonymInput & { id: number }) =>
  apiJson<Saved & { synonym: Synonym }>(`/store/synonyms/${id}`, { method: 'PUT', body: input });
export const deleteSynonym = (id: number) => apiJson<Saved>(`/store/synonyms/${id}`, { method: 'DELETE' });

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
