import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { faqTextLine, parseFaqText, type AdminStoreRow } from '@mostrador/core';
import { useToast } from '../../../ui/toast/toast-context';
import { fill } from '../../../texts';
import { ADMIN_TEXTS } from '../admin-texts';
import { useStoreFaqs, useUploadFaqs } from '../api';

/** Spec section 9: a multiline text shows at most 25 rows. */
const MAX_ROWS = 25;
/** Line notes listed under the editor; the rest are counted. */
const LINE_NOTES_SHOWN = 10;

/**
 * The FAQ editor of the stores table: the store's knowledge base as text in the upload format
 * (spec section 5), edited here or loaded from a text file, and sent with upload_faq. A bad line
 * keeps the dialog open with the server's line numbers.
 */
export function FaqEditorDialog({ row, onClose }: { row: AdminStoreRow; onClose: () => void }) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const { showToast } = useToast();
  const faqs = useStoreFaqs(row.id);
  const upload = useUploadFaqs();
  const [text, setText] = useState<string | null>(null);
  // The line errors stay in the dialog, beside the text they are about.
  const [error, setError] = useState<string | null>(null);

  // Until the admin types, the editor shows the store's knowledge base in the upload format.
  const saved = faqs.data?.faqs
    .map((faq) => faqTextLine(faq.model_queries[0] ?? '', faq.response))
    .join('\n');
  const shown = text ?? saved ?? null;
  // The typed text checked as the server will read it, so a line it cannot split, or splits at a
  // '?' the admin did not mean, is explained before saving.
  const check = text === null ? null : parseFaqText(text);
  const lineNotes = check ? [...check.errors, ...check.notes].sort((a, b) => a.line - b.line) : [];

  const loadFile = async (file: File | undefined) => {
    if (file) setText(await file.text());
  };

  const save = () =>
    upload.mutate(
      { id: row.id, texts: shown ?? '' },
      {
        onSuccess: (answer) => {
          showToast('success', answer.message);
          onClose();
        },
        onError: (failure) => setError(failure.message),
      },
    );

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={isPhone}
      aria-labelledby="faq-editor-title"
    >
      <DialogTitle id="faq-editor-title">
        {fill(ADMIN_TEXTS.faqEditorTitle, { hashtag: row.hashtag })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{ADMIN_TEXTS.faqEditorHelp}</DialogContentText>
        <TextField
          label={ADMIN_TEXTS.faqEditorField}
          multiline
          minRows={6}
          maxRows={MAX_ROWS}
          fullWidth
          value={shown ?? ''}
          disabled={shown === null}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
        />
        {lineNotes.length > 0 && !error && (
          <Alert severity={check?.errors.length ? 'warning' : 'info'} sx={{ mt: 1.5 }} aria-live="polite">
            <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
              {lineNotes.slice(0, LINE_NOTES_SHOWN).map((note) => (
                <li key={`${note.line}-${note.message}`}>{note.message}</li>
              ))}
              {lineNotes.length > LINE_NOTES_SHOWN && (
                <li>
                  {fill(ADMIN_TEXTS.faqEditorMoreNotes, { count: lineNotes.length - LINE_NOTES_SHOWN })}
                </li>
              )}
            </ul>
          </Alert>
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 1.5, whiteSpace: 'pre-line' }}>
            {error.split('; ').join('\n')}
          </Alert>
        )}
        <Button component="label" startIcon={<UploadFileIcon />} sx={{ mt: 1 }}>
          {ADMIN_TEXTS.faqEditorFile}
          <input
            hidden
            type="file"
            accept=".txt,text/plain"
            onChange={(event) => void loadFile(event.target.files?.[0])}
          />
        </Button>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{ADMIN_TEXTS.cancel}</Button>
        <Button variant="contained" onClick={save} disabled={upload.isPending || !shown?.trim()}>
          {ADMIN_TEXTS.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
