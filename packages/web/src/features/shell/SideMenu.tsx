import { Link as RouterLink, useLocation } from 'react-router';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { TEXTS } from '../../texts';
import { PATHS } from '../../app/paths';
import { PaymentMenuIcon } from '../orders/components/PaymentAlertBanner';
import type { MenuEntry } from './menu-items';

interface Props {
  entries: MenuEntry[];
  /** Called after any choice, so the phone drawer closes. */
  onNavigate: () => void;
  onLogout: () => void;
}

function isCurrent(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

export function SideMenu({ entries, onNavigate, onLogout }: Props) {
  const { pathname } = useLocation();
  return (
    <List component="nav" aria-label={TEXTS.shell.mainMenu} sx={{ py: 1 }}>
      {entries.map((entry) => {
        switch (entry.kind) {
          case 'group':
            return (
              // A div: the list is a <nav>, where an <li> would be an item outside any list.
              <ListSubheader
                key={entry.label}
                component="div"
                sx={{ lineHeight: '36px', mt: 1, bgcolor: 'transparent' }}
              >
                {entry.label}
              </ListSubheader>
            );
          case 'page': {
            const Icon = entry.icon;
            const current = isCurrent(pathname, entry.to);
            return (
              <ListItemButton
                key={entry.to}
                component={RouterLink}
                to={entry.to}
                selected={current}
                aria-current={current ? 'page' : undefined}
                onClick={onNavigate}
              >
                <ListItemIcon>
                  {entry.to === PATHS.paymentList ? <PaymentMenuIcon icon={<Icon />} /> : <Icon />}
                </ListItemIcon>
                <ListItemText primary={entry.label} />
              </ListItemButton>
            );
          }
          case 'external': {
            const Icon = entry.icon;
            return (
              <ListItemButton
                key={entry.href}
                component="a"
                href={entry.href}
                {...(entry.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                onClick={onNavigate}
              >
                <ListItemIcon>
                  <Icon />
                </ListItemIcon>
                <ListItemText primary={entry.label} />
              </ListItemButton>
            );
          }
          case 'logout': {
            const Icon = entry.icon;
            return (
              <ListItemButton key="logout" onClick={onLogout}>
                <ListItemIcon>
                  <Icon />
                </ListItemIcon>
                <ListItemText primary={entry.label} />
              </ListItemButton>
            );
          }
        }
      })}
    </List>
  );
}
