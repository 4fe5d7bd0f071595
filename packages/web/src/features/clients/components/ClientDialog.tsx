import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { TEXTS } from '../../../texts';
import { ClientScreen } from './ClientScreen';

/** /clientlist?client={id}: the client screen over the list (full screen on phones). */
export function ClientDialog({ clientId, onClose }: { clientId: number; onClose: () => void }) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={isPhone}
      fullWidth
      maxWidth="md"
      aria-labelledby="cliente-titulo"
    >
      <DialogTitle id="cliente-titulo" sx={{ pr: 7, color: 'primary.main' }}>
        {TEXTS.clients.detailTitle}
        <IconButton
          aria-label={TEXTS.clients.close}
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <ClientScreen clientId={clientId} />
      </DialogContent>
    </Dialog>
  );
}
