import { Link as RouterLink, useNavigate } from 'react-router';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { clientDisplayName, formatDateTime, type ClientRow } from '@mostrador/core';
import { PATHS } from '../../../app/paths';
import { EMPTY_TABLE_TEXT } from '../../../ui/data/DataTable';
import { TEXTS } from '../../../texts';
import { phoneText } from '../../clients/components/client-columns';
import { clientListPath } from '../../clients/urls';

const T = TEXTS.dashboard;

/** The latest clients (at most 5, spec section 9); a click opens the client. */
export function LatestClients({ clients }: { clients: ClientRow[] }) {
  const navigate = useNavigate();
  return (
    <Card variant="outlined" component="section" aria-label={T.latestClients} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
          {T.latestClients}
        </Typography>
        {clients.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
            {EMPTY_TABLE_TEXT}
          </Typography>
        ) : (
          <List dense disablePadding aria-label={T.latestClients}>
            {clients.map((client) => (
              // A list holds list items only (axe 'list'): the button goes inside its <li>.
              <ListItem key={client.id} divider disablePadding>
                <ListItemButton onClick={() => void navigate(clientListPath(client.id))}>
                  <ListItemText
                    primary={clientDisplayName(client) || '-'}
                    secondary={`${client.email ?? phoneText(client.phone)} · ${TEXTS.clients.lastSeen}: ${formatDateTime(client.last_seen)}`}
                    slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 1 }}>
          <Link component={RouterLink} to={PATHS.clientList}>
            {T.seeAll}
          </Link>
        </Stack>
      </CardContent>
    </Card>
  );
}
