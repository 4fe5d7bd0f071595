import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import { formatDateTime, type KnowledgeBaseFaq } from '@mostrador/core';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DataTable, type Column } from '../../../ui/data/DataTable';
import { useClientPage } from '../../../ui/data/use-client-page';
import { useMutationToasts } from '../../../ui/toast/toast-context';
import {
  useAddKnowledgeBaseFaq,
  useDeleteKnowledgeBaseFaq,
  useKnowledgeBase,
  useUpdateKnowledgeBaseFaq,
} from '../api';
import { MARKETING_TEXTS } from '../marketing-texts';
import { FaqAnswerDialog, type FaqAnswer } from './FaqAnswerDialog';

const T = MARKETING_TEXTS.faqs;

/** PERSONALIZADO: the knowledge base, several questions per answer (store admin). */
export function KnowledgeBaseTab() {
  const toasts = useMutationToasts();
  const { data = [] } = useKnowledgeBase();
  const add = useAddKnowledgeBaseFaq();
  const update = useUpdateKnowledgeBaseFaq();
  const remove = useDeleteKnowledgeBaseFaq();
  const paged = useClientPage(data);
  const [editing, setEditing] = useState<KnowledgeBaseFaq | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<KnowledgeBaseFaq | null>(null);

  const answered = toasts(() => setEditing(null));
  const onSave = (answer: FaqAnswer) => {
    if (editing === 'new') add.mutate(answer, answered);
    else if (editing) update.mutate({ id: editing.id, ...answer }, answered);
  };

  const columns: Column<KnowledgeBaseFaq>[] = [
    { key: 'questions', header: T.questions, render: (faq) => faq.model_queries.join(', ') },
    { key: 'response', header: T.paragraph, render: (faq) => faq.response },
    { key: 'updated', header: T.updated, render: (faq) => formatDateTime(faq.updated_at), hideOnPhone: true },
    {
      key: 'actions',
      header: T.actions,
      render: (faq) => (
        <Stack direction="row">
          <Tooltip title={T.edit}>
            <IconButton
              aria-label={`${T.edit} ${faq.model_queries[0] ?? ''}`}
              onClick={() => setEditing(faq)}
            >
              <Edit />
            </IconButton>
          </Tooltip>
          <Tooltip title={T.delete}>
            <IconButton
              aria-label={`${T.delete} ${faq.model_queries[0] ?? ''}`}
              onClick={() => setToDelete(faq)}
            >
              <Delete />
            </IconButton>
          </Tooltip>
        </Stack>
      ),
    },
  ];

  const current = editing === 'new' || editing === null ? null : editing;
  return (
    <Box>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography variant="h2">{T.kbTitle}</Typography>
        <Button variant="contained" onClick={() => setEditing('new')}>
          {T.add}
        </Button>
      </Stack>
      <Typography color="text.secondary" sx={{ my: 1 }}>
        {T.kbIntro}
      </Typography>
      <DataTable label={T.kbTitle} columns={columns} {...paged} rowKey={(faq) => faq.id} />
      <FaqAnswerDialog
        open={editing !== null}
        title={editing === 'new' ? T.add : T.edit}
        initial={{ questions: current?.model_queries.join(', ') ?? '', response: current?.response ?? '' }}
        isBusy={add.isPending || update.isPending}
        onSave={onSave}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title={T.confirmDelete}
        text={T.confirmDeleteText}
        isBusy={remove.isPending}
        onClose={() => setToDelete(null)}
        onConfirm={() =>
          toDelete && remove.mutate(toDelete.id, { ...toasts(), onSettled: () => setToDelete(null) })
        }
      />
    </Box>
  );
}
