import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Facebook from '@mui/icons-material/Facebook';
import Instagram from '@mui/icons-material/Instagram';
import YouTube from '@mui/icons-material/YouTube';
import { APP_VERSION } from '@mostrador/core';
import { PRIVACY_POLICY_URL, SOCIAL_LINKS, type SocialNetwork } from '../../app/links';
import { TEXTS, fill } from '../../texts';

const ICONS: Record<SocialNetwork, typeof Instagram> = {
  instagram: Instagram,
  facebook: Facebook,
  youtube: YouTube,
};

/** Spec section 1: social links, privacy policy, the 'Powered by' credit, rights and version. */
export function Footer() {
  return (
    <Box component="footer" sx={{ py: 2, px: 2, color: 'text.secondary', textAlign: 'center' }}>
      <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'center' }} aria-label={TEXTS.footer.social}>
        {SOCIAL_LINKS.map(({ network, label, href }) => {
          const Icon = ICONS[network];
          return (
            <IconButton
              key={network}
              component="a"
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={label}
              title={label}
              size="small"
            >
              <Icon fontSize="small" />
            </IconButton>
          );
        })}
      </Stack>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        <Link href={PRIVACY_POLICY_URL} target="_blank" rel="noopener" color="inherit">
          {TEXTS.menu.privacyPolicy}
        </Link>
        {' · '}
        {TEXTS.footer.poweredBy}
      </Typography>
      <Typography variant="caption" component="p">
        {TEXTS.footer.rights} · {fill(TEXTS.footer.version, { version: APP_VERSION })}
      </Typography>
    </Box>
  );
}
