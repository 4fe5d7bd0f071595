import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ORDER_MSG, canComplete, type OrderListRow } from '@mostrador/core';
import { LockTooltip } from '../../../ui/LockTooltip';
import { TEXTS } from '../../../texts';
import { useSaveOrder } from '../api';

/** Completar (spec section 4): only a requested payment; it becomes approved with 'Aprobado'. */
export function CompleteButton({ row }: { row: OrderListRow }) {
  const save = useSaveOrder();
  const rule = canComplete(row);
  return (
    // A click on a disabled Completar must not open the order behind it.
    <Box component="span" onClick={(event) => event.stopPropagation()}>
      <LockTooltip reason={rule.reason}>
        <Button
          size="small"
          variant="contained"
          color="secondary"
          disabled={!rule.allowed || save.isPending}
          aria-label={`${TEXTS.payments.complete} ${row.alphanum_id}`}
          onClick={() => {
            save.mutate({
              id: row.id,
              input: { payment_status: 'done', payment_info: ORDER_MSG.paymentApproved },
            });
          }}
        >
          {TEXTS.payments.complete}
        </Button>
      </LockTooltip>
    </Box>
  );
}
