import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { notificationPlanSchema, type AdminStoreRow, type NotificationPlan } from '@mostrador/core';
import { useToast } from '../../../ui/toast/toast-context';
import { fill } from '../../../texts';
import { ADMIN_TEXTS } from '../admin-texts';
import { useUpdateStore } from '../api';

export const PLAN_SWITCHES = ['notif_promo', 'notif_cart'] as const;
export const PLAN_NUMBERS = [
  'notif_value',
  'notif_amount',
  'notif_left',
  'notif_users',
  'notif_quantity',
  'notif_batch',
] as const;

type Draft = Record<(typeof PLAN_SWITCHES)[number], boolean> & Record<(typeof PLAN_NUMBERS)[number], string>;

function draftOf(row: AdminStoreRow): Draft {
  const numbers = Object.fromEntries(PLAN_NUMBERS.map((key) => [key, String(row[key])]));
  return { notif_promo: row.notif_promo, notif_cart: row.notif_cart, ...numbers } as Draft;
}

/** NOTIFICACIONES: one store's plan, checked with core's schema before it is sent. */
export function NotificationPlanDialog({ row, onClose }: { row: AdminStoreRow; onClose: () => void }) {
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { showToast } = useToast();
  const update = useUpdateStore();
  const [draft, setDraft] = useState<Draft>(() => draftOf(row));
  // Shown on the field itself: a toast behind the dialog would not be read out.
  const [fieldError, setFieldError] = useState<{ field: string; message: string } | null>(null);

  const save = () => {
    const numbers = Object.fromEntries(
      PLAN_NUMBERS.map((key) => [
        key,
        draft[key].trim() === '' ? Number.NaN : Number(draft[key].replace(',', '.')),
      ]),
    );
    const parsed = notificationPlanSchema.safeParse({
      notif_promo: draft.notif_promo,
      notif_cart: draft.notif_cart,
      ...numbers,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setFieldError({ field: String(issue?.path[0] ?? ''), message: issue?.message ?? '' });
      return;
    }
    setFieldError(null);
    update.mutate(
      { id: row.id, input: { notification_plan: parsed.data as Partial<NotificationPlan> } },
      {
        onSuccess: (answer) => {
          showToast('success', answer.message);
          onClose();
        },
        onError: (error) => setFieldError({ field: '', message: error.message }),
      },
    );
  };

  return (
    <Dialog open onClose={onClose} fullScreen={isPhone} maxWidth="sm" fullWidth aria-labelledby="plan-title">
      <DialogTitle id="plan-title">{fill(ADMIN_TEXTS.planTitle, { hashtag: row.hashtag })}</DialogTitle>
      <DialogContent>
        <Grid container spacing={1.5} sx={{ pt: 1 }}>
          {PLAN_SWITCHES.map((key) => (
            <Grid key={key} size={{ xs: 12, sm: 6 }}>
              <FormControlLabel
                label={ADMIN_TEXTS.plan[key]}
                control={
                  <Switch
                    checked={draft[key]}
                    onChange={(event) => setDraft({ ...draft, [key]: event.target.checked })}
                  />
                }
              />
            </Grid>
          ))}
          {PLAN_NUMBERS.map((key) => (
            <Grid key={key} size={{ xs: 12, sm: 6 }}>
              <TextField
                fullWidth
                size="small"
                label={ADMIN_TEXTS.plan[key]}
                value={draft[key]}
                onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
                error={fieldError?.field === key}
                helperText={fieldError?.field === key ? fieldError.message : undefined}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
            </Grid>
          ))}
        </Grid>
        {fieldError?.field === '' && (
          <Alert severity="error" sx={{ mt: 1.5 }}>
            {fieldError.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{ADMIN_TEXTS.cancel}</Button>
        <Button variant="contained" onClick={save} disabled={update.isPending}>
          {ADMIN_TEXTS.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
