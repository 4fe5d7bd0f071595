import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { canComplete, type OrderListRow } from '@mostrador/core';
import { LockTooltip } from '../../../ui/LockTooltip';
import { TEXTS } from '../../../texts';
import { CompleteDialog } from './CompleteDialog';
import { useCompletePermission } from './use-complete-permission';

/**
 * Completar (spec section 4): only a requested payment, after a confirmation dialog; crew users
 * only when the store admin allowed it. The tooltip says why it is locked.
 */
export function CompleteButton({ row }: { row: OrderListRow }) {
  const [open, setOpen] = useState(false);
  const permission = useCompletePermission();
  const rule = canComplete(row);
  const reason = rule.reason ?? permission.reason;
  return (
    // A click on Completar (or its dialog) must not open the order behind it.
    <Box component="span" onClick={(event) => event.stopPropagation()}>
      <LockTooltip reason={reason}>
        <Button
          size="small"
          variant="contained"
          color="secondary"
          disabled={reason !== null}
          aria-label={`${TEXTS.payments.complete} ${row.alphanum_id}`}
          onClick={() => setOpen(true)}
        >
          {TEXTS.payments.complete}
        </Button>
      </LockTooltip>
      {open && <CompleteDialog order={row} open onClose={() => setOpen(false)} />}
    </Box>
  );
}
