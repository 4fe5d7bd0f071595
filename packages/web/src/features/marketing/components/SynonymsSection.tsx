import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Synonym, SynonymInput } from '@mostrador/core';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DataTable, type Column } from '../../../ui/data/DataTable';
import { useClientPage } from '../../../ui/data/use-client-page';
import { useAddSynonym, useDeleteSynonym, useSynonyms, useUpdateSynonym } from '../api';
import { MARKETING_TEXTS } from '../marketing-texts';
import { EditDeleteActions } from './EditDeleteActions';
import { SynonymDialog } from './SynonymDialog';
import { useEditableList } from './use-editable-list';

const T = MARKETING_TEXTS.synonyms;
const EMPTY: SynonymInput = { term: '', means: '' };

/** PERSONALIZADO → Sinónimos: the customers' words the assistant reads as the store's names. */
export function SynonymsSection() {
  const { data = [] } = useSynonyms();
  const paged = useClientPage(data);
  const list = useEditableList<Synonym, SynonymInput>({
    add: useAddSynonym(),
    update: useUpdateSynonym(),
    remove: useDeleteSynonym(),
  });

  const columns: Column<Synonym>[] = [
    { key: 'term', header: T.term, render: (synonym) => synonym.term },
    { key: 'means', header: T.means, render: (synonym) => synonym.means },
    {
      key: 'actions',
      header: T.actions,
      render: (synonym) => (
        <EditDeleteActions
          name={synonym.term}
          editLabel={T.edit}
          deleteLabel={T.delete}
          onEdit={() => list.setEditing(synonym)}
          onDelete={() => list.setToDelete(synonym)}
        />
      ),
    },
  ];

  const current = list.current ?? EMPTY;
  return (
    <Box component="section" aria-labelledby="synonyms-title" sx={{ mt: 4 }}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography variant="h2" id="synonyms-title">
          {T.title}
        </Typography>
        <Button variant="contained" onClick={() => list.setEditing('new')}>
          {T.add}
        </Button>
      </Stack>
      <Typography color="text.secondary" sx={{ my: 1 }}>
        {T.intro}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {T.examplesLabel}:
        </Typography>
        {T.examples.map((example) => (
          <Chip key={example} label={example} size="small" variant="outlined" />
        ))}
      </Stack>
      <DataTable label={T.title} columns={columns} {...paged} rowKey={(synonym) => synonym.id} />
      <SynonymDialog
        open={list.editing !== null}
        title={list.editing === 'new' ? T.add : T.edit}
        initial={{ term: current.term, means: current.means }}
        isBusy={list.isSaving}
        onSave={list.onSave}
        onClose={() => list.setEditing(null)}
      />
      <ConfirmDialog
        open={list.toDelete !== null}
        title={T.confirmDelete}
        text={T.confirmDeleteText.replace('{term}', list.toDelete?.term ?? '')}
        isBusy={list.isDeleting}
        onClose={() => list.setToDelete(null)}
        onConfirm={list.onConfirmDelete}
      />
    </Box>
  );
}
