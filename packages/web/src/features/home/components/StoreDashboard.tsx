import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useMyStore } from '../../../api/store';
import { useSession } from '../../../session/use-session';
import { PageTitle } from '../../../ui/PageTitle';
import { TEXTS, fill } from '../../../texts';
import { useDashboard } from '../api';
import { ClientMetrics } from './ClientMetrics';
import { DashboardBanners } from './DashboardBanners';
import { PaymentAlertBanner } from '../../orders/components/PaymentAlertBanner';
import { LatestClients } from './LatestClients';
import { OrdersPanel } from './OrdersPanel';

const T = TEXTS.dashboard;
/** Spec section 2: the summary report frame is 230 px high. */
const REPORT_HEIGHT = 230;

/** /home for store users: banners, summary report, order and delivery panels, client figures. */
export function StoreDashboard() {
  const session = useSession();
  const { data: store } = useMyStore(true);
  const { data: dashboard } = useDashboard(true);
  const name = store?.name ?? session?.store?.name ?? '';

  return (
    <>
      <PageTitle>{fill(TEXTS.home.welcome, { name })}</PageTitle>
      {dashboard && (
        <>
          <PaymentAlertBanner />
          <DashboardBanners dashboard={dashboard} store={store} isOwner={session?.store_role === 'admin'} />
          {dashboard.report_slim && (
            <Card variant="outlined" sx={{ mb: 2, overflow: 'hidden' }}>
              <Box
                component="iframe"
                src={dashboard.report_slim}
                title={T.reportTitle}
                height={REPORT_HEIGHT}
                sandbox="allow-scripts allow-same-origin allow-popups"
                referrerPolicy="no-referrer"
                sx={{ display: 'block', width: '100%', border: 0 }}
              />
            </Card>
          )}
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, xl: 6 }}>
              <OrdersPanel title={T.ordersPanel} groups={['entrantes', 'en_proceso']} dashboard={dashboard} />
            </Grid>
            <Grid size={{ xs: 12, xl: 6 }}>
              <OrdersPanel
                title={T.deliveriesPanel}
                groups={['a_despachar', 'entregadas']}
                dashboard={dashboard}
              />
            </Grid>
            <Grid size={12}>
              <Typography variant="h2" component="h2" sx={{ fontSize: '1.15rem', mt: 1, mb: 1 }}>
                {T.clientsTitle}
              </Typography>
              <ClientMetrics metrics={dashboard.clients} />
            </Grid>
            <Grid size={12}>
              <LatestClients clients={dashboard.latest_clients} />
            </Grid>
          </Grid>
        </>
      )}
    </>
  );
}
