import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { useToast } from '../../../ui/toast/toast-context';
import { MARKETING_TEXTS } from '../marketing-texts';

/** A read-only text (a link, a snippet) with a button that copies it. */
export function CopyField({
  label,
  value,
  multiline = false,
}: {
  label: string;
  value: string;
  multiline?: boolean;
}) {
  const { showToast } = useToast();
  const copy = async () => {
    await navigator.clipboard.writeText(value);
    showToast('info', MARKETING_TEXTS.copied);
  };
  return (
    <TextField
      label={label}
      value={value}
      multiline={multiline}
      slotProps={{
        input: {
          readOnly: true,
          sx: multiline ? { fontFamily: 'monospace', fontSize: '0.85rem' } : undefined,
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={`${MARKETING_TEXTS.copy} ${label}`}
                onClick={() => void copy()}
                edge="end"
              >
                <ContentCopy />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
