import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { REPORTS_TEXTS } from '../reports-texts';

/**
 * The general report the platform administrator set, in a sandboxed frame: it may run its own
 * scripts, open its pdf download and popups, but never reach this page or navigate it.
 */
export function ReportFrame({ url }: { url: string }) {
  return (
    <Box>
      <Typography sx={{ mb: 1 }}>{REPORTS_TEXTS.pdfNote}</Typography>
      <Link href={url} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-block', mb: 2 }}>
        {REPORTS_TEXTS.openInTab}
      </Link>
      <Box
        component="iframe"
        title={REPORTS_TEXTS.frameTitle}
        src={url}
        sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-downloads allow-forms"
        referrerPolicy="no-referrer"
        sx={{
          width: '100%',
          height: { xs: '70vh', md: '75vh' },
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
        }}
      />
    </Box>
  );
}
