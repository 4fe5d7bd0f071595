import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { HEX_COLOR_PATTERN } from '@mostrador/core';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/** Six-digit form for the colour picker, which does not take '#abc'. */
function pickerValue(value: string): string {
  if (!HEX_COLOR_PATTERN.test(value)) return '#000000';
  if (value.length === 4) return `#${[...value.slice(1)].map((c) => c + c).join('')}`;
  return value;
}

/** A colour as text (#rrggbb) with a picker beside it; both edit the same form value. */
export function ColorField<T extends FieldValues, TOut>({
  control,
  name,
  label,
}: {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  label: string;
}) {
  const { field, fieldState } = useController({ control, name });
  const value = (field.value as string | undefined) ?? '';
  return (
    <TextField
      label={label}
      name={field.name}
      value={value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Box
                component="input"
                type="color"
                aria-label={`${label}: elegir color`}
                value={pickerValue(value)}
                onChange={(event: React.ChangeEvent<HTMLInputElement>) => field.onChange(event.target.value)}
                sx={{ width: 32, height: 28, p: 0, border: 0, bgcolor: 'transparent', cursor: 'pointer' }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
