import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { AdminStoreRow } from '@mostrador/core';
import { EMPTY_TABLE_TEXT } from '../../../ui/data/DataTable';
import { TEXTS, fill } from '../../../texts';
import { ADMIN_TEXTS } from '../admin-texts';
import { useStoreFaqs } from '../api';

/** The store's knowledge base (user FAQs) as the administrator reads it. */
export function FaqListDialog({ row, onClose }: { row: AdminStoreRow; onClose: () => void }) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const { data } = useStoreFaqs(row.id);

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={isPhone}
      aria-labelledby="faq-list-title"
    >
      <DialogTitle id="faq-list-title">
        {fill(ADMIN_TEXTS.faqListTitle, { hashtag: row.hashtag })}
      </DialogTitle>
      <DialogContent dividers>
        {data && data.faqs.length === 0 && <Typography color="text.secondary">{EMPTY_TABLE_TEXT}</Typography>}
        <List dense>
          {data?.faqs.map((faq) => (
            <ListItem key={faq.id} divider alignItems="flex-start">
              <ListItemText
                primary={faq.model_queries.join(' · ')}
                secondary={faq.response}
                slotProps={{ secondary: { sx: { whiteSpace: 'pre-line' } } }}
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{TEXTS.common.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
