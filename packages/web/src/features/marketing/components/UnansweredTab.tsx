import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime, type UnansweredFaq } from '@mostrador/core';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DataTable, type Column } from '../../../ui/data/DataTable';
import { useClientPage } from '../../../ui/data/use-client-page';
import { useMutationToasts } from '../../../ui/toast/toast-context';
import { useAcceptUnanswered, useDeleteUnanswered, useUnanswered } from '../api';
import { MARKETING_TEXTS } from '../marketing-texts';
import { FaqAnswerDialog, type FaqAnswer } from './FaqAnswerDialog';

const T = MARKETING_TEXTS.faqs;

/** SIN RESPONDER: customers' questions to answer (they join the knowledge base) or discard. */
export function UnansweredTab() {
  const toasts = useMutationToasts();
  const { data = [] } = useUnanswered();
  const accept = useAcceptUnanswered();
  const discard = useDeleteUnanswered();
  const paged = useClientPage(data);
  const [answering, setAnswering] = useState<UnansweredFaq | null>(null);
  const [toDiscard, setToDiscard] = useState<UnansweredFaq | null>(null);

  const onSave = (answer: FaqAnswer) =>
    answering &&
    accept.mutate(
      { id: answering.id, ...answer },
      toasts(() => setAnswering(null)),
    );

  const columns: Column<UnansweredFaq>[] = [
    { key: 'question', header: T.question, render: (faq) => faq.question },
    { key: 'asked', header: T.asked, render: (faq) => faq.times_asked, align: 'right' },
    {
      key: 'last',
      header: T.lastAsked,
      render: (faq) => formatDateTime(faq.last_asked_at),
      hideOnPhone: true,
    },
    {
      key: 'suggestion',
      header: T.suggestion,
      render: (faq) => faq.response_suggestion || '-',
      hideOnPhone: true,
    },
    {
      key: 'actions',
      header: T.actions,
      render: (faq) => (
        <Stack direction="row" spacing={1}>
          <Button
            size="small"
            variant="contained"
            aria-label={`${T.accept}: ${faq.question}`}
            onClick={() => setAnswering(faq)}
          >
            {T.accept}
          </Button>
          <Button
            size="small"
            color="error"
            aria-label={`${T.discard}: ${faq.question}`}
            onClick={() => setToDiscard(faq)}
          >
            {T.discard}
          </Button>
        </Stack>
      ),
    },
  ];

  return (
    <Box>
      <Typography variant="h2" gutterBottom>
        {T.unansweredTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {T.unansweredIntro}
      </Typography>
      <DataTable label={T.unansweredTitle} columns={columns} {...paged} rowKey={(faq) => faq.id} />
      <FaqAnswerDialog
        open={answering !== null}
        title={T.acceptTitle}
        context={answering?.question}
        initial={{
          questions: answering ? [answering.question, ...answering.model_queries].join(', ') : '',
          response: answering?.response_suggestion ?? '',
        }}
        isBusy={accept.isPending}
        onSave={onSave}
        onClose={() => setAnswering(null)}
      />
      <ConfirmDialog
        open={toDiscard !== null}
        title={T.confirmDiscard}
        text={T.confirmDiscardText.replace('{question}', toDiscard?.question ?? '')}
        confirmLabel={T.discard}
        isBusy={discard.isPending}
        onClose={() => setToDiscard(null)}
        onConfirm={() =>
          toDiscard && discard.mutate(toDiscard.id, { ...toasts(), onSettled: () => setToDiscard(null) })
        }
      />
    </Box>
  );
}
