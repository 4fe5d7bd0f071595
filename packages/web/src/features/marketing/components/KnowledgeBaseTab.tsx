import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime, type KnowledgeBaseFaq } from '@mostrador/core';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DataTable, type Column } from '../../../ui/data/DataTable';
import { useClientPage } from '../../../ui/data/use-client-page';
import {
  useAddKnowledgeBaseFaq,
  useDeleteKnowledgeBaseFaq,
  useKnowledgeBase,
  useUpdateKnowledgeBaseFaq,
} from '../api';
import { MARKETING_TEXTS } from '../marketing-texts';
import { EditDeleteActions } from './EditDeleteActions';
import { FaqAnswerDialog, type FaqAnswer } from './FaqAnswerDialog';
import { useEditableList } from './use-editable-list';

const T = MARKETING_TEXTS.faqs;

/** PERSONALIZADO: the knowledge base, several questions per answer (store admin). */
export function KnowledgeBaseTab() {
  const { data = [] } = useKnowledgeBase();
  const paged = useClientPage(data);
  const list = useEditableList<KnowledgeBaseFaq, FaqAnswer>({
    add: useAddKnowledgeBaseFaq(),
    update: useUpdateKnowledgeBaseFaq(),
    remove: useDeleteKnowledgeBaseFaq(),
  });

  const columns: Column<KnowledgeBaseFaq>[] = [
    { key: 'questions', header: T.questions, render: (faq) => faq.model_queries.join(', ') },
    { key: 'response', header: T.paragraph, render: (faq) => faq.response },
    { key: 'updated', header: T.updated, render: (faq) => formatDateTime(faq.updated_at), hideOnPhone: true },
    {
      key: 'actions',
      header: T.actions,
      render: (faq) => (
        <EditDeleteActions
          name={faq.model_queries[0] ?? ''}
          editLabel={T.edit}
          deleteLabel={T.delete}
          onEdit={() => list.setEditing(faq)}
          onDelete={() => list.setToDelete(faq)}
        />
      ),
    },
  ];

  const current = list.current;
  return (
    <Box>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography variant="h2">{T.kbTitle}</Typography>
        <Button variant="contained" onClick={() => list.setEditing('new')}>
          {T.add}
        </Button>
      </Stack>
      <Typography color="text.secondary" sx={{ my: 1 }}>
        {T.kbIntro}
      </Typography>
      <DataTable label={T.kbTitle} columns={columns} {...paged} rowKey={(faq) => faq.id} />
      <FaqAnswerDialog
        open={list.editing !== null}
        title={list.editing === 'new' ? T.add : T.edit}
        initial={{ questions: current?.model_queries.join(', ') ?? '', response: current?.response ?? '' }}
        isBusy={list.isSaving}
        onSave={list.onSave}
        onClose={() => list.setEditing(null)}
      />
      <ConfirmDialog
        open={list.toDelete !== null}
        title={T.confirmDelete}
        text={T.confirmDeleteText}
        isBusy={list.isDeleting}
        onClose={() => list.setToDelete(null)}
        onConfirm={list.onConfirmDelete}
      />
    </Box>
  );
}
