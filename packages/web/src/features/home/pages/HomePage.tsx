import Typography from '@mui/material/Typography';
import { useSession } from '../../../session/use-session';
import { PageTitle } from '../../../ui/PageTitle';
import { TEXTS } from '../../../texts';
import { StoreDashboard } from '../components/StoreDashboard';

/**
 * /home: the store dashboard for store users. The administrator's store table arrives with its own
 * issue; until then the page greets with real data only.
 */
export function HomePage() {
  const session = useSession();
  if (!session) return null;

  if (session.is_admin) {
    return (
      <>
        <PageTitle>{TEXTS.home.adminTitle}</PageTitle>
        <Typography>{TEXTS.home.adminIntro}</Typography>
      </>
    );
  }

  return <StoreDashboard />;
}
