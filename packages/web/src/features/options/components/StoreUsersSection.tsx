import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Delete from '@mui/icons-material/Delete';
import { PAGE_SIZE } from '@mostrador/core';
import type { StoreUser } from '../../../api/store-users';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DataTable, type Column } from '../../../ui/data/DataTable';
import { useToast } from '../../../ui/toast/toast-context';
import { useDeleteStoreUser, useStoreUsers } from '../api';
import { OPTIONS_TEXTS } from '../options-texts';
import { AddStoreUserDialog } from './AddStoreUserDialog';

const T = OPTIONS_TEXTS.users;

/** SEGURIDAD: the store's team; the admin user cannot be deleted (spec section 5). */
export function StoreUsersSection() {
  const { showToast } = useToast();
  const { data = [] } = useStoreUsers(true);
  const remove = useDeleteStoreUser();
  const [page, setPage] = useState(0);
  const [isAdding, setAdding] = useState(false);
  const [toDelete, setToDelete] = useState<StoreUser | null>(null);
  const [created, setCreated] = useState<{ email: string; password: string } | null>(null);

  const columns: Column<StoreUser>[] = [
    { key: 'name', header: T.name, render: (user) => user.name ?? '-' },
    { key: 'email', header: T.email, render: (user) => user.email },
    { key: 'role', header: T.role, render: (user) => (user.role ? T.roles[user.role] : '-') },
    {
      key: 'actions',
      header: T.actions,
      align: 'right',
      render: (user) => {
        const isAdmin = user.role === 'admin';
        return (
          <Tooltip title={isAdmin ? T.adminNotDeletable : T.delete}>
            <span>
              <IconButton
                aria-label={`${T.delete} ${user.email}`}
                disabled={isAdmin}
                onClick={() => setToDelete(user)}
              >
                <Delete />
              </IconButton>
            </span>
          </Tooltip>
        );
      },
    },
  ];

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: ({ message }) => showToast('success', message),
      onError: (error) => showToast('error', error.message),
      onSettled: () => setToDelete(null),
    });
  };

  const copyPassword = async () => {
    if (!created) return;
    await navigator.clipboard.writeText(created.password);
    showToast('info', T.copied);
  };

  return (
    <Box>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1, flexWrap: 'wrap', gap: 1 }}
      >
        <Typography variant="h2">{T.title}</Typography>
        <Button variant="contained" onClick={() => setAdding(true)}>
          {T.add}
        </Button>
      </Stack>
      <DataTable
        label={T.title}
        columns={columns}
        rows={data.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE)}
        rowKey={(user) => user.id}
        total={data.length}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
      />
      <AddStoreUserDialog
        open={isAdding}
        onClose={() => setAdding(false)}
        onAdded={(email, password) => setCreated({ email, password })}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title={T.confirmTitle}
        text={T.confirmText.replace('{email}', toDelete?.email ?? '')}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
        isBusy={remove.isPending}
      />
      <Dialog open={created !== null} onClose={() => setCreated(null)} aria-labelledby="usuario-creado">
        <DialogTitle id="usuario-creado">{T.created}</DialogTitle>
        <DialogContent>
          <DialogContentText>{T.createdText.replace('{email}', created?.email ?? '')}</DialogContentText>
          <Typography sx={{ mt: 2, fontFamily: 'monospace', fontSize: '1.4rem' }} aria-label={T.password}>
            {created?.password}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => void copyPassword()}>{T.copy}</Button>
          <Button variant="contained" onClick={() => setCreated(null)}>
            {T.close}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
