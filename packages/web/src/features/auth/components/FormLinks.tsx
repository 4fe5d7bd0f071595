import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface FormLink {
  /** Text before the link, when the link needs a lead-in ('¿Ya tiene cuenta?'). */
  lead?: string;
  label: string;
  to: string;
}

/** The links under an auth form (forgot password, register, back to login). */
export function FormLinks({ links, children }: { links: FormLink[]; children?: ReactNode }) {
  return (
    <Stack spacing={1} sx={{ mt: 2, alignItems: 'center', textAlign: 'center' }}>
      {links.map((link) => (
        <Typography key={link.to} variant="body2">
          {link.lead && `${link.lead} `}
          <Link component={RouterLink} to={link.to}>
            {link.label}
          </Link>
        </Typography>
      ))}
      {children}
    </Stack>
  );
}
