import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { PATHS } from '../../../app/paths';
import { useToast } from '../../../ui/toast/toast-context';
import { TEXTS } from '../../../texts';
import { useClient } from '../api';
import { ClientActivityTab } from './ClientActivityTab';
import { ClientInfo } from './ClientInfo';
import { ClientOrdersTab } from './ClientOrdersTab';

type ClientTab = 'orders' | 'activity';

/**
 * The client screen (spec section 2): the client's data, a tab of its orders and a tab of its
 * recent activity. A client that does not exist (or is another store's) sends the user to /home.
 */
export function ClientScreen({ clientId }: { clientId: number }) {
  const navigate = useNavigate();
  const { showToast } = useToast();
  const [tab, setTab] = useState<ClientTab>('orders');
  const { data: client, error } = useClient(clientId);

  useEffect(() => {
    if (!error) return;
    showToast('error', error.message);
    void navigate(PATHS.home, { replace: true });
  }, [error, navigate, showToast]);

  if (!client) return null;
  return (
    <>
      <ClientInfo client={client} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mt: 3, mb: 1 }}>
        <Tabs value={tab} onChange={(_event, next: ClientTab) => setTab(next)} variant="fullWidth">
          <Tab value="orders" label={TEXTS.clients.ordersTab} />
          <Tab value="activity" label={TEXTS.clients.activityTab} />
        </Tabs>
      </Box>
      {tab === 'orders' ? (
        <ClientOrdersTab clientId={client.id} />
      ) : (
        <ClientActivityTab clientId={client.id} />
      )}
    </>
  );
}
