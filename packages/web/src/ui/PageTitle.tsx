import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';

/** The heading every back office page starts with. */
export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h1" sx={{ color: 'primary.main', mb: 2, overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  );
}
