import { useState } from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ORDER_TEXT } from '@mostrador/core';
import { LockTooltip } from '../../../ui/LockTooltip';
import { OT } from '../orders-texts';
import { useSetDelivery } from '../payments-api';
import type { OrderEditorState } from '../use-order-draft';
import { UnlockNote } from './UnlockNote';

/**
 * Delivery or pickup, with the address, while the order is editable. Saved on its own (a pickup
 * order drops its shipping cost, which the server recomputes in the total).
 */
export function DeliveryEditor({ editor }: { editor: OrderEditorState }) {
  const { order, rules } = editor;
  const rule = rules.delivery;
  const setDelivery = useSetDelivery();
  const [delivery, setMode] = useState(order.delivery);
  const [address, setAddress] = useState(order.delivery_address ?? '');
  const missingAddress = delivery && address.trim() === '';
  const changed =
    delivery !== order.delivery || (delivery && address.trim() !== (order.delivery_address ?? ''));
  return (
    <Stack component="fieldset" spacing={1} sx={{ border: 0, p: 0, m: 0, mb: 3 }}>
      <FormLabel component="legend" sx={{ fontWeight: 600, mb: 1 }}>
        {OT.deliveryTitle}
      </FormLabel>
      <UnlockNote editor={editor} control="delivery" />
      <LockTooltip reason={rule.reason} block>
        <RadioGroup
          row
          value={delivery ? 'delivery' : 'pickup'}
          onChange={(event) => setMode(event.target.value === 'delivery')}
        >
          <FormControlLabel
            value="delivery"
            control={<Radio />}
            label={OT.deliveryOption}
            disabled={!rule.allowed}
          />
          <FormControlLabel
            value="pickup"
            control={<Radio />}
            label={OT.pickupOption}
            disabled={!rule.allowed}
          />
        </RadioGroup>
      </LockTooltip>
      {delivery && (
        <TextField
          margin="none"
          label={OT.deliveryAddress}
          value={address}
          disabled={!rule.allowed}
          onChange={(event) => setAddress(event.target.value)}
          error={changed && missingAddress}
          helperText={changed && missingAddress ? ORDER_TEXT.deliveryAddressRequired : undefined}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      )}
      {rule.allowed && (
        <div>
          <Button
            variant="outlined"
            disabled={!changed || missingAddress || setDelivery.isPending}
            onClick={() =>
              setDelivery.mutate({
                id: order.id,
                input: delivery ? { delivery, delivery_address: address.trim() } : { delivery },
              })
            }
          >
            {OT.saveDelivery}
          </Button>
        </div>
      )}
    </Stack>
  );
}
