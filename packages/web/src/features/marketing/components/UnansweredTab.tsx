import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime, termFromQuestion, type SynonymInput, type UnansweredFaq } from '@mostrador/core';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DataTable, type Column } from '../../../ui/data/DataTable';
import { useClientPage } from '../../../ui/data/use-client-page';
import { useMutationToasts } from '../../../ui/toast/toast-context';
import { useAcceptUnanswered, useDeleteUnanswered, useSynonymFromUnanswered, useUnanswered } from '../api';
import { MARKETING_TEXTS } from '../marketing-texts';
import { FaqAnswerDialog, type FaqAnswer } from './FaqAnswerDialog';
import { SynonymDialog } from './SynonymDialog';

const T = MARKETING_TEXTS.faqs;

const askedText = (times: number) => (times === 1 ? T.askedOnce : T.askedTimes.replace('{n}', String(times)));

/**
 * SIN RESPONDER: customers' questions, the most asked first, each turned in one step into a
 * knowledge-base FAQ or a synonym (both leave the list), or discarded.
 */
export function UnansweredTab() {
  const toasts = useMutationToasts();
  const { data = [] } = useUnanswered();
  const accept = useAcceptUnanswered();
  const discard = useDeleteUnanswered();
  const toSynonym = useSynonymFromUnanswered();
  const paged = useClientPage(data);
  const [answering, setAnswering] = useState<UnansweredFaq | null>(null);
  const [toDiscard, setToDiscard] = useState<UnansweredFaq | null>(null);
  const [naming, setNaming] = useState<UnansweredFaq | null>(null);

  const onSave = (answer: FaqAnswer) =>
    answering &&
    accept.mutate(
      { id: answering.id, ...answer },
      toasts(() => setAnswering(null)),
    );
  const onSaveSynonym = (synonym: SynonymInput) =>
    naming &&
    toSynonym.mutate(
      { id: naming.id, ...synonym },
      toasts(() => setNaming(null)),
    );

  const columns: Column<UnansweredFaq>[] = [
    {
      key: 'question',
      header: T.question,
      // The count sits under the question: what the owner reads first is how wanted it is.
      render: (faq) => (
        <>
          <Typography variant="body2">{faq.question}</Typography>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {askedText(faq.times_asked)} · {T.lastAsked} {formatDateTime(faq.last_asked_at)}
          </Typography>
        </>
      ),
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
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
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
            variant="outlined"
            aria-label={`${T.createSynonym}: ${faq.question}`}
            onClick={() => setNaming(faq)}
          >
            {T.createSynonym}
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
      <SynonymDialog
        open={naming !== null}
        title={MARKETING_TEXTS.synonyms.fromQuestionTitle}
        context={naming?.question}
        help={MARKETING_TEXTS.synonyms.fromQuestionHelp}
        initial={{ term: naming ? termFromQuestion(naming.question) : '', means: '' }}
        isBusy={toSynonym.isPending}
        onSave={onSaveSynonym}
        onClose={() => setNaming(null)}
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
