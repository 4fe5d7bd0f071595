import { useState } from 'react';
import Switch from '@mui/material/Switch';
import type { AdminStoreRow } from '@mostrador/core';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useToast } from '../../../ui/toast/toast-context';
import { fill } from '../../../texts';
import { ADMIN_TEXTS } from '../admin-texts';
import { useSetStoreEnabled } from '../api';

/** Spec section 4: the store enabled toggle, asked first; the server's 'Cuenta {hashtag} ...' answers. */
export function StoreActiveSwitch({ row }: { row: AdminStoreRow }) {
  const { showToast } = useToast();
  const toggle = useSetStoreEnabled();
  const [isAsking, setIsAsking] = useState(false);
  const next = !row.enabled;

  const confirm = () =>
    toggle.mutate(
      { id: row.id, enabled: next },
      {
        onSuccess: (answer) => showToast('success', answer.message),
        onError: (error) => showToast('error', error.message),
        onSettled: () => setIsAsking(false),
      },
    );

  return (
    <>
      <Switch
        checked={row.enabled}
        onChange={() => setIsAsking(true)}
        slotProps={{ input: { 'aria-label': `${ADMIN_TEXTS.columns.active} ${row.hashtag}` } }}
      />
      <ConfirmDialog
        open={isAsking}
        title={next ? ADMIN_TEXTS.enableTitle : ADMIN_TEXTS.disableTitle}
        text={fill(next ? ADMIN_TEXTS.enableText : ADMIN_TEXTS.disableText, { hashtag: row.hashtag })}
        confirmLabel={next ? ADMIN_TEXTS.enable : ADMIN_TEXTS.disable}
        onConfirm={confirm}
        onClose={() => setIsAsking(false)}
        isBusy={toggle.isPending}
      />
    </>
  );
}
