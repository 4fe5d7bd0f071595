import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { fill } from '../../../texts';
import { useToast } from '../../../ui/toast/toast-context';
import { useNotificationSettings, useSaveNotificationSettings } from '../api';
import { NOTIFICATIONS_TEXTS as T } from '../notifications-texts';
import { TimeZoneField } from './TimeZoneField';

/**
 * The store's message clock: the 11 to 17 h window is the store's local time, so the owner picks
 * the zone (store admin; crew reads it). Also what the plan allows and how many messages are left.
 */
export function NotificationSettingsSection({ isStoreAdmin }: { isStoreAdmin: boolean }) {
  const { showToast } = useToast();
  const { data: settings } = useNotificationSettings();
  const save = useSaveNotificationSettings();
  if (!settings) return null;

  const onZone = (time_zone: string) =>
    save.mutate(
      { time_zone },
      {
        onSuccess: ({ message }) => showToast('success', message),
        onError: (error) => showToast('error', error.message),
      },
    );
  const planText = (included: boolean) => (included ? T.included : T.notIncluded);
  const isPlanOff =
    (settings.notifications && !settings.plan.notif_promo) ||
    (settings.notifications_cart && !settings.plan.notif_cart);

  return (
    <Box component="section" aria-labelledby="notificaciones-horario" sx={{ mb: 3 }}>
      <Typography variant="h2" gutterBottom id="notificaciones-horario">
        {T.settingsTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {fill(T.settingsIntro, { from: settings.window.from_hour, to: settings.window.to_hour })}
      </Typography>
      <TimeZoneField
        value={settings.time_zone}
        disabled={!isStoreAdmin || save.isPending}
        onChange={onZone}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography>{fill(T.localTime, { time: settings.local_time })}</Typography>
        <Chip
          size="small"
          color={settings.in_window ? 'success' : 'default'}
          label={settings.in_window ? T.inWindow : T.outOfWindow}
        />
      </Stack>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {fill(T.channel, { channel: T.channels[settings.channel] })}
      </Typography>
      <Typography variant="body2">
        {`${T.planCart}: ${planText(settings.plan.notif_cart)} · ${T.planPromo}: ${planText(settings.plan.notif_promo)}`}
      </Typography>
      <Typography variant="body2">{fill(T.credits, { left: settings.plan.notif_left })}</Typography>
      {isPlanOff && (
        <Alert severity="info" sx={{ mt: 1.5 }}>
          {T.planOff}
        </Alert>
      )}
    </Box>
  );
}
