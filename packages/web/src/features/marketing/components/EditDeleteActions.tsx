import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';

/** Edit and delete buttons of a table row; `name` tells screen readers which row they act on. */
export function EditDeleteActions({
  name,
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
}: {
  name: string;
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Stack direction="row">
      <Tooltip title={editLabel}>
        <IconButton aria-label={`${editLabel} ${name}`} onClick={onEdit}>
          <Edit />
        </IconButton>
      </Tooltip>
      <Tooltip title={deleteLabel}>
        <IconButton aria-label={`${deleteLabel} ${name}`} onClick={onDelete}>
          <Delete />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
