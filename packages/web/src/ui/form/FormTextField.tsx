import Box from '@mui/material/Box';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export type FormTextFieldProps<T extends FieldValues, TTransformed> = {
  control: Control<T, unknown, TTransformed>;
  name: FieldPath<T>;
  /** The field's maximum length: a live count ('12/25') shows beside the help text. */
  counter?: number;
} & Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'defaultValue'>;

/**
 * A text input bound to a react-hook-form field: it shows the schema's message under the input
 * once the form was submitted or the field was flagged (spec section 5).
 */
export function FormTextField<T extends FieldValues, TTransformed>({
  control,
  name,
  helperText,
  counter,
  ...props
}: FormTextFieldProps<T, TTransformed>) {
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  const length = String((field.value as string | undefined) ?? '').length;
  const help = counter ? (
    <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
      {/* The spec's message for these fields does not say the limit: the error keeps it in view. */}
      <span>
        {message ? (
          <>
            <span>{message}</span> · máximo {counter} caracteres
          </>
        ) : (
          helperText
        )}
      </span>
      <Box component="span" sx={{ flexShrink: 0, color: length > counter ? 'error.main' : undefined }}>
        {length}/{counter}
      </Box>
    </Box>
  ) : (
    (message ?? helperText)
  );
  return (
    <TextField
      {...props}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(message) || (counter !== undefined && length > counter)}
      helperText={help}
    />
  );
}
