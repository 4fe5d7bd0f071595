import type SvgIcon from '@mui/material/SvgIcon';
import Assessment from '@mui/icons-material/Assessment';
import Campaign from '@mui/icons-material/Campaign';
import Email from '@mui/icons-material/Email';
import Group from '@mui/icons-material/Group';
import HelpOutlined from '@mui/icons-material/HelpOutlined';
import Inventory2 from '@mui/icons-material/Inventory2';
import Logout from '@mui/icons-material/Logout';
import Payments from '@mui/icons-material/Payments';
import Policy from '@mui/icons-material/Policy';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Settings from '@mui/icons-material/Settings';
import VideoCall from '@mui/icons-material/VideoCall';
import type { UserSession } from '@mostrador/core';
import { PRIVACY_POLICY_URL, SUPPORT_MAILTO, VIDEO_CALL_SUPPORT_URL } from '../../app/links';
import { PATHS } from '../../app/paths';
import { TEXTS } from '../../texts';

type MenuIcon = typeof SvgIcon;

export type MenuEntry =
  | { kind: 'page'; label: string; to: string; icon: MenuIcon }
  | { kind: 'external'; label: string; href: string; icon: MenuIcon; newTab: boolean }
  | { kind: 'group'; label: string }
  | { kind: 'logout'; label: string; icon: MenuIcon };

const LOGOUT: MenuEntry = { kind: 'logout', label: TEXTS.menu.logout, icon: Logout };

/**
 * The side menu by role (spec section 2). The platform administrator only has CONFIGURACION
 * (its screen is /optionsadmin); everyone can log out, which the spec's list leaves implicit for
 * the administrator. Informes is always there for store users: /dashboard shows the store's own
 * report when it has no general report url (the spec's condition predates that built-in report).
 */
export function buildMenu(session: UserSession): MenuEntry[] {
  if (session.is_admin) {
    return [{ kind: 'page', label: TEXTS.menu.settings, to: PATHS.optionsAdmin, icon: Settings }, LOGOUT];
  }
  const entries: MenuEntry[] = [
    { kind: 'page', label: TEXTS.menu.orders, to: PATHS.orderList, icon: ReceiptLong },
    { kind: 'page', label: TEXTS.menu.payments, to: PATHS.paymentList, icon: Payments },
    { kind: 'page', label: TEXTS.menu.clients, to: PATHS.clientList, icon: Group },
    { kind: 'page', label: TEXTS.menu.products, to: PATHS.productStore, icon: Inventory2 },
    { kind: 'page', label: TEXTS.menu.marketing, to: PATHS.marketing, icon: Campaign },
    { kind: 'page', label: TEXTS.menu.reports, to: PATHS.dashboard, icon: Assessment },
  ];
  entries.push(
    { kind: 'page', label: TEXTS.menu.settings, to: PATHS.options, icon: Settings },
    { kind: 'group', label: TEXTS.menu.support },
    { kind: 'page', label: TEXTS.menu.help, to: PATHS.help, icon: HelpOutlined },
    { kind: 'external', label: TEXTS.menu.emailSupport, href: SUPPORT_MAILTO, icon: Email, newTab: false },
    {
      kind: 'external',
      label: TEXTS.menu.videoSupport,
      href: VIDEO_CALL_SUPPORT_URL,
      icon: VideoCall,
      newTab: true,
    },
    {
      kind: 'external',
      label: TEXTS.menu.privacyPolicy,
      href: PRIVACY_POLICY_URL,
      icon: Policy,
      newTab: true,
    },
    LOGOUT,
  );
  return entries;
}
