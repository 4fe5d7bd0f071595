import Typography from '@mui/material/Typography';
import { useSession } from '../../../session/use-session';
import { PageTitle } from '../../../ui/PageTitle';
import { StoreUsersSection } from '../components/StoreUsersSection';
import { OPTIONS_TEXTS } from '../options-texts';

const T = OPTIONS_TEXTS.users;

/**
 * /userlist: the store's users (list, add, delete, their role), the same section as SEGURIDAD in
 * CONFIGURACION. Store users are the store admin's to manage (spec section 6); crew read why the
 * list is not shown, and the server refuses their calls as well.
 */
export function UserListPage() {
  const session = useSession();
  return (
    <>
      <PageTitle>{T.pageTitle}</PageTitle>
      {session?.store_role === 'admin' ? (
        <StoreUsersSection />
      ) : (
        <Typography sx={{ color: 'text.secondary' }}>{T.adminOnly}</Typography>
      )}
    </>
  );
}
