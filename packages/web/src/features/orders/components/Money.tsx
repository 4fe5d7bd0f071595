import Box from '@mui/material/Box';
import { formatMoney } from '@mostrador/core';

/** An amount in the store's format ('$ 1.234,50') that never breaks between sign and figure. */
export function Money({ amount, currency }: { amount: number; currency: string }) {
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {formatMoney(amount, currency)}
    </Box>
  );
}
