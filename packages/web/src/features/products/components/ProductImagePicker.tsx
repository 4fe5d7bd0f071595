import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate';
import { PRODUCT_IMAGE, productImageFileProblem } from '@mostrador/core';
import { useToast } from '../../../ui/toast/toast-context';

/**
 * Picks a product photo (JPG, PNG or WebP up to 8 MB, checked here before it is sent; the server
 * checks its bytes again and stores a re-encoded copy). `compact` is the table row's icon button.
 */
export function ProductImagePicker(props: {
  label: string;
  onPick: (file: File) => void;
  disabled?: boolean;
  compact?: boolean;
}) {
  const { showToast } = useToast();
  const input = (
    <input
      hidden
      type="file"
      accept={PRODUCT_IMAGE.accept}
      onChange={(event) => {
        const file = event.target.files?.[0];
        // The same file picked again after a refusal must fire a change too.
        event.target.value = '';
        if (!file) return;
        const problem = productImageFileProblem(file);
        if (problem) showToast('error', problem);
        else props.onPick(file);
      }}
    />
  );
  if (props.compact) {
    return (
      <Tooltip title={props.label}>
        <IconButton component="label" color="primary" aria-label={props.label} disabled={props.disabled}>
          <AddPhotoAlternate />
          {input}
        </IconButton>
      </Tooltip>
    );
  }
  return (
    <Button component="label" variant="outlined" startIcon={<AddPhotoAlternate />} disabled={props.disabled}>
      {props.label}
      {input}
    </Button>
  );
}
