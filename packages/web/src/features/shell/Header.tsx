import { Link as RouterLink } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import { PATHS } from '../../app/paths';
import { TEXTS } from '../../texts';

interface Props {
  /** The store hashtag, or the product name for the platform administrator. */
  title: string;
  /** The user's email, or 'Administrador'. */
  userLabel: string;
  /** Shown on small screens only, where the menu lives in a drawer. */
  onOpenMenu: () => void;
}

export function Header({ title, userLabel, onOpenMenu }: Props) {
  return (
    <AppBar
      position="fixed"
      // Above the permanent desktop menu; on phones the temporary menu must cover the bar instead.
      sx={(theme) => ({ zIndex: { md: theme.zIndex.drawer + 1 } })}
    >
      <Toolbar sx={{ gap: 1 }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label={TEXTS.shell.openMenu}
          onClick={onOpenMenu}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Box
          component={RouterLink}
          to={PATHS.home}
          title={TEXTS.shell.goHome}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            color: 'inherit',
            textDecoration: 'none',
            minWidth: 0,
          }}
        >
          <Box
            component="img"
            src="/mostrador-icon.svg"
            alt=""
            sx={{ width: 32, height: 32, flexShrink: 0 }}
          />
          <Typography
            variant="h6"
            component="span"
            noWrap
            sx={{ fontWeight: 700 }}
            data-testid="header-title"
          >
            {title}
          </Typography>
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <Typography
          variant="body2"
          noWrap
          title={userLabel}
          data-testid="header-user"
          sx={{ color: 'secondary.light', maxWidth: { xs: 140, sm: 320 }, minWidth: 0 }}
        >
          {userLabel}
        </Typography>
      </Toolbar>
    </AppBar>
  );
}
