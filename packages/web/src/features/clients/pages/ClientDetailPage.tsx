import { Link as RouterLink, Navigate, useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { PATHS } from '../../../app/paths';
import { PageTitle } from '../../../ui/PageTitle';
import { TEXTS } from '../../../texts';
import { ClientScreen } from '../components/ClientScreen';
import { clientIdOf } from '../urls';

/** /clientdetail?client={id}: the client screen as a page; without a client it goes to /home. */
export function ClientDetailPage() {
  const [searchParams] = useSearchParams();
  const clientId = clientIdOf(searchParams);
  if (clientId === null) return <Navigate to={PATHS.home} replace />;
  return (
    <>
      <Button component={RouterLink} to={PATHS.clientList} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {TEXTS.common.back}
      </Button>
      <PageTitle>{TEXTS.clients.detailTitle}</PageTitle>
      <ClientScreen clientId={clientId} />
    </>
  );
}
