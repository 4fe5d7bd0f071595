import Divider from '@mui/material/Divider';
import { NotificationSettingsSection } from './NotificationSettingsSection';
import { NotificationsTable } from './NotificationsTable';

/** Under VENTAS' notification switches: the message clock and the messages sent. */
export function NotificationsSection({ isStoreAdmin }: { isStoreAdmin: boolean }) {
  return (
    <>
      <Divider sx={{ my: 3 }} />
      <NotificationSettingsSection isStoreAdmin={isStoreAdmin} />
      <NotificationsTable />
    </>
  );
}
