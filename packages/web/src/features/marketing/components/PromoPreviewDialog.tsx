import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  TITLEBAR_TEXT_KEY,
  WEEKDAYS,
  WEEKDAY_LABELS,
  resolveTheme,
  weekdayOf,
  type PromoEntryInput,
  type Refcode,
  type StoredTheme,
  type Weekday,
} from '@mostrador/core';
import type { StoreDetails } from '../../../api/store';
import { ChatWidgetPreview, type PreviewMessage } from '../../options/components/ChatWidgetPreview';
import { MARKETING_TEXTS } from '../marketing-texts';

const T = MARKETING_TEXTS.promoPreview;

/** The conversation a customer would have on that weekday, arriving with that promo code. */
function conversation(
  store: StoreDetails,
  promos: PromoEntryInput[],
  day: Weekday,
  refcode: Refcode | undefined,
): PreviewMessage[] {
  const messages: PreviewMessage[] = [];
  if (refcode) messages.push({ from: 'user', text: `${refcode.client_msg_preamble} ${refcode.code}`.trim() });
  if (store.dialog_messages.dialog_init)
    messages.push({ from: 'bot', text: store.dialog_messages.dialog_init });
  const promo = promos.find((entry) => entry.day_of_week === day);
  messages.push({ from: 'bot', text: promo?.promo_msg || T.noPromo });
  if (refcode?.use_confirm_finisher) messages.push({ from: 'bot', text: refcode.use_confirm_finisher });
  return messages;
}

/** Spec section 2: the promo dialogue preview, by weekday and promo code. */
export function PromoPreviewDialog({
  open,
  onClose,
  store,
  promos,
  refcodes,
}: {
  open: boolean;
  onClose: () => void;
  store: StoreDetails;
  promos: PromoEntryInput[];
  refcodes: Refcode[];
}) {
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [day, setDay] = useState<Weekday>(() => weekdayOf(new Date()));
  const [code, setCode] = useState('');
  const theme = resolveTheme(store as unknown as StoredTheme);
  const refcode = refcodes.find((entry) => entry.code === code);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={isPhone}
      fullWidth
      maxWidth="sm"
      aria-labelledby="promo-preview"
    >
      <DialogTitle id="promo-preview">{T.title}</DialogTitle>
      <DialogContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }} sx={{ mb: 2 }}>
          <TextField
            select
            label={T.day}
            value={day}
            onChange={(event) => setDay(event.target.value as Weekday)}
          >
            {WEEKDAYS.map((value) => (
              <MenuItem key={value} value={value}>
                {WEEKDAY_LABELS[value]}
              </MenuItem>
            ))}
          </TextField>
          <TextField select label={T.code} value={code} onChange={(event) => setCode(event.target.value)}>
            <MenuItem value="">{T.noCode}</MenuItem>
            {refcodes.map((entry) => (
              <MenuItem key={entry.code} value={entry.code}>
                {`${entry.code} · ${entry.description}`}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <ChatWidgetPreview
          label={T.chatLabel}
          colors={theme.color_set}
          titlebarText={theme.color_set[TITLEBAR_TEXT_KEY]}
          logoUrl={theme.widget_logo}
          position={theme.widget_position}
          messages={conversation(store, promos, day, refcode)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{T.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
