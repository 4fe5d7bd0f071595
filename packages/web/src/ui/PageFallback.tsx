import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { TEXTS } from '../texts';

/** What a page shows while its code chunk downloads. */
export function PageFallback() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: 240 }}>
      <CircularProgress aria-label={TEXTS.common.loading} />
    </Box>
  );
}
