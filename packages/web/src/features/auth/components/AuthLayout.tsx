import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MostradorLogo } from '../../../ui/MostradorLogo';
import { Footer } from '../../shell/Footer';

interface Props {
  title: string;
  children: ReactNode;
  /** Wider card for forms with several columns of content (the recovery stepper). */
  wide?: boolean;
}

/** The frame of the pages used before logging in: the product mark, a card and the footer. */
export function AuthLayout({ title, children, wide = false }: Props) {
  return (
    <Box
      sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', alignItems: 'center', px: 1.5 }}
    >
      <Box sx={{ mt: { xs: 3, sm: 6 }, mb: 2 }}>
        <MostradorLogo size={44} />
      </Box>
      <Paper
        component="main"
        variant="outlined"
        sx={{ width: '100%', maxWidth: wide ? 520 : 440, p: { xs: 2, sm: 4 } }}
      >
        <Typography variant="h1" sx={{ textAlign: 'center', color: 'primary.main', mb: 2 }}>
          {title}
        </Typography>
        {children}
      </Paper>
      <Box sx={{ mt: 'auto', pt: 3 }}>
        <Footer />
      </Box>
    </Box>
  );
}
