import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useToast } from '../../../ui/toast/toast-context';
import { useSetClientNotification } from '../api';
import { NOTIFICATIONS_TEXTS as T } from '../notifications-texts';

/**
 * The client's consent to WhatsApp messages: cart reminders and promos go only to clients who
 * accepted (WhatsApp allows business-initiated messages only to people who agreed).
 */
export function ClientNotificationSwitch({ clientId, checked }: { clientId: number; checked: boolean }) {
  const { showToast } = useToast();
  const change = useSetClientNotification(clientId);
  return (
    <>
      <FormControlLabel
        label={T.optIn}
        control={
          <Switch
            checked={checked}
            disabled={change.isPending}
            slotProps={{ input: { 'aria-describedby': 'cliente-mensajes-ayuda' } }}
            onChange={(_event, value) =>
              change.mutate(value, {
                onSuccess: ({ message }) => showToast('success', message),
                onError: (error) => showToast('error', error.message),
              })
            }
          />
        }
      />
      <FormHelperText id="cliente-mensajes-ayuda" sx={{ mt: 0 }}>
        {T.optInHelp}
      </FormHelperText>
    </>
  );
}
