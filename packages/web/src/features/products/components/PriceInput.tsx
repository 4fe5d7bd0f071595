import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** Spec section 5: a price cannot be negative; a negative entry becomes 0. */
export function nonNegativePrice(text: string): string {
  return text.trim() !== '' && Number(text) < 0 ? '0' : text;
}

export type PriceInputProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'slotProps'> & {
  value: string;
  onChange: (value: string) => void;
  currency: string;
};

/** A money input with the store's sign in front; it never holds a negative amount. */
export function PriceInput({ value, onChange, currency, ...props }: PriceInputProps) {
  return (
    <TextField
      {...props}
      type="number"
      value={value}
      onChange={(event) => onChange(nonNegativePrice(event.target.value))}
      slotProps={{
        htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' },
        input: { startAdornment: <InputAdornment position="start">{currency}</InputAdornment> },
      }}
    />
  );
}
