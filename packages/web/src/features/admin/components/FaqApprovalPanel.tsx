import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FAQ_TYPE_INFO, type AdminStoreRow, type StandardFaq } from '@mostrador/core';
import { EMPTY_TABLE_TEXT } from '../../../ui/data/DataTable';
import { useToast } from '../../../ui/toast/toast-context';
import { useDebouncedValue } from '../../options/components/use-debounced-value';
import { ADMIN_TEXTS } from '../admin-texts';
import { useAdminStores, useSetFaqVisible, useStoreFaqs } from '../api';

function FaqCard({ storeId, faq }: { storeId: number; faq: StandardFaq }) {
  const { showToast } = useToast();
  const setVisible = useSetFaqVisible();
  const change = (visible: boolean) =>
    setVisible.mutate(
      { storeId, faqId: faq.id!, visible },
      {
        onSuccess: (answer) => showToast('success', answer.message),
        onError: (error) => showToast('error', error.message),
      },
    );
  const state =
    faq.id === null ? ADMIN_TEXTS.notSaved : faq.visible ? ADMIN_TEXTS.visible : ADMIN_TEXTS.hidden;

  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      component="section"
      aria-label={FAQ_TYPE_INFO[faq.faq_type].label}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography sx={{ fontWeight: 600, flex: 1 }}>{FAQ_TYPE_INFO[faq.faq_type].label}</Typography>
        <Chip size="small" label={state} color={faq.visible && faq.id !== null ? 'success' : 'default'} />
      </Stack>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {faq.question}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'pre-line', mt: 0.5 }}>
        {faq.response || ADMIN_TEXTS.empty}
      </Typography>
      {faq.id !== null && (
        <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
          {/* Spec section 4: the approve button only while the FAQ is not visible. */}
          {!faq.visible ? (
            <Button
              variant="contained"
              size="small"
              disabled={setVisible.isPending}
              onClick={() => change(true)}
            >
              {ADMIN_TEXTS.approve}
            </Button>
          ) : (
            <Button
              variant="outlined"
              size="small"
              disabled={setVisible.isPending}
              onClick={() => change(false)}
            >
              {ADMIN_TEXTS.disapprove}
            </Button>
          )}
        </Stack>
      )}
    </Paper>
  );
}

/** FAQSIII: pick a store, then approve or disapprove its general FAQs. */
export function FaqApprovalPanel() {
  const [input, setInput] = useState('');
  const q = useDebouncedValue(input.trim(), 400);
  const [store, setStore] = useState<AdminStoreRow | null>(null);
  const { data: options } = useAdminStores({ q, sort: 'hashtag', order: 'asc', page: 0 });
  const { data: faqs } = useStoreFaqs(store?.id ?? null);

  return (
    <Stack spacing={2}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {ADMIN_TEXTS.faqsIntro}
      </Typography>
      <Autocomplete
        options={options?.items ?? []}
        value={store}
        onChange={(_event, value) => setStore(value)}
        inputValue={input}
        onInputChange={(_event, value) => setInput(value)}
        filterOptions={(items) => items}
        getOptionLabel={(option) => `${option.hashtag} · ${option.name}`}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        noOptionsText={EMPTY_TABLE_TEXT}
        renderInput={(params) => <TextField {...params} size="small" label={ADMIN_TEXTS.store} />}
        sx={{ maxWidth: 480 }}
      />
      {store && faqs && (
        <Stack spacing={1.5}>
          {faqs.standard_faqs.map((faq) => (
            <FaqCard key={faq.faq_type} storeId={store.id} faq={faq} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
