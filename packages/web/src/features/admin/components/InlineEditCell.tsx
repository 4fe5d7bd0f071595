import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import EditIcon from '@mui/icons-material/Edit';
import type { AdminInlineField, AdminStoreRow } from '@mostrador/core';
import { useToast } from '../../../ui/toast/toast-context';
import { fill } from '../../../texts';
import { ADMIN_TEXTS } from '../admin-texts';
import { useUpdateStore } from '../api';

/**
 * A cell of the stores table edited where it is: the pencil opens a field, Enter or the tick saves
 * that one field with POST /admin/stores/{id}; the server's message (or its error) is the toast.
 */
export function InlineEditCell({
  row,
  field,
  label,
}: {
  row: AdminStoreRow;
  field: AdminInlineField;
  label: string;
}) {
  const { showToast } = useToast();
  const update = useUpdateStore();
  const [draft, setDraft] = useState<string | null>(null);
  const value = row[field] ?? '';
  const editLabel = fill(ADMIN_TEXTS.edit, { field: `${label} (${row.hashtag})` });

  const save = () => {
    if (draft === null) return;
    update.mutate(
      { id: row.id, input: { [field]: draft.trim() } },
      {
        onSuccess: (answer) => {
          showToast('success', answer.message);
          setDraft(null);
        },
        onError: (error) => showToast('error', error.message),
      },
    );
  };

  if (draft === null) {
    return (
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 120 }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere', flex: 1 }}>
          {value || ADMIN_TEXTS.empty}
        </Typography>
        <IconButton size="small" aria-label={editLabel} onClick={() => setDraft(value)}>
          <EditIcon fontSize="small" />
        </IconButton>
      </Stack>
    );
  }

  return (
    <Stack
      component="form"
      direction="row"
      spacing={0.5}
      sx={{ alignItems: 'center', minWidth: 220 }}
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <TextField
        size="small"
        autoFocus
        label={label}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setDraft(null);
        }}
      />
      <IconButton size="small" type="submit" aria-label={ADMIN_TEXTS.save} disabled={update.isPending}>
        <CheckIcon fontSize="small" />
      </IconButton>
      <IconButton size="small" aria-label={ADMIN_TEXTS.cancel} onClick={() => setDraft(null)}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}
