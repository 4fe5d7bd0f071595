import { lazyPage } from '../../../app/lazy-page';
import { useSession } from '../../../session/use-session';
import { PageTitle } from '../../../ui/PageTitle';
import { ADMIN_TEXTS } from '../../admin/admin-texts';
import { StoreDashboard } from '../components/StoreDashboard';

// Store users never download the administrator's table.
const AdminStoresTable = lazyPage(
  () => import('../../admin/components/AdminStoresTable'),
  'AdminStoresTable',
);

/** /home: the stores table for the platform administrator, the store dashboard for store users. */
export function HomePage() {
  const session = useSession();
  if (!session) return null;

  if (session.is_admin) {
    return (
      <>
        <PageTitle>{ADMIN_TEXTS.homeTitle}</PageTitle>
        <AdminStoresTable />
      </>
    );
  }

  return <StoreDashboard />;
}
