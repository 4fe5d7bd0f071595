import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export type FormTextFieldProps<T extends FieldValues, TTransformed> = {
  control: Control<T, unknown, TTransformed>;
  name: FieldPath<T>;
} & Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'defaultValue'>;

/**
 * A text input bound to a react-hook-form field: it shows the schema's message under the input
 * once the form was submitted or the field was flagged (spec section 5).
 */
export function FormTextField<T extends FieldValues, TTransformed>({
  control,
  name,
  helperText,
  ...props
}: FormTextFieldProps<T, TTransformed>) {
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  return (
    <TextField
      {...props}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(message)}
      helperText={message ?? helperText}
    />
  );
}
