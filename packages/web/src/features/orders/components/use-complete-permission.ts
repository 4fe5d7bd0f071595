import { useSession } from '../../../session/use-session';
import { OT } from '../orders-texts';
import { usePaymentSettings } from '../payments-api';

/**
 * Whether this user may Completar: the store admin always; crew only when the admin allowed it
 * (the server refuses otherwise; the screen says so before the click).
 */
export function useCompletePermission(): { allowed: boolean; reason: string | null; isAdmin: boolean } {
  const session = useSession();
  const isAdmin = session?.store_role === 'admin';
  const settings = usePaymentSettings();
  const allowed = isAdmin || settings.data?.crew_can_complete_payments === true;
  return { allowed, reason: allowed ? null : OT.crewCannotComplete, isAdmin };
}
