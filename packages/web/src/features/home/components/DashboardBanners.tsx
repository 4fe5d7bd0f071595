import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { wizardProgress, type DashboardView, type WizardFlags } from '@mostrador/core';
import type { StoreDetails } from '../../../api/store';
import { PATHS } from '../../../app/paths';
import { TEXTS, fill } from '../../../texts';
import { orderListPath } from '../../orders/urls';

const T = TEXTS.dashboard;

interface DashboardBannersProps {
  dashboard: DashboardView;
  store: StoreDetails | undefined;
  isOwner: boolean;
}

function flagsOf(store: StoreDetails | undefined): WizardFlags {
  const flags = store?.social_networks.flags;
  return typeof flags === 'object' && flags !== null ? (flags as WizardFlags) : {};
}

/**
 * The notices at the top of /home, from real data only: incoming orders waiting for the store, and
 * (for the owner) a setup wizard with steps still open.
 */
export function DashboardBanners({ dashboard, store, isOwner }: DashboardBannersProps) {
  const incoming = dashboard.orders.entrantes.count;
  const isWizardOpen = isOwner && store !== undefined && wizardProgress(flagsOf(store)).includes(false);
  if (incoming === 0 && !isWizardOpen) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      {incoming > 0 && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" component={RouterLink} to={orderListPath('pending')}>
              {T.incomingAction}
            </Button>
          }
        >
          {incoming === 1 ? T.incomingOrder : fill(T.incomingOrders, { count: incoming })}
        </Alert>
      )}
      {isWizardOpen && (
        <Alert
          severity="warning"
          action={
            <Button
              color="inherit"
              size="small"
              component={RouterLink}
              to={`${PATHS.options}?section=wizzard`}
            >
              {T.wizardAction}
            </Button>
          }
        >
          {T.wizardPending}
        </Alert>
      )}
    </Stack>
  );
}
