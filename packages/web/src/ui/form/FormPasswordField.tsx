import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import type { FieldValues } from 'react-hook-form';
import { TEXTS } from '../../texts';
import { FormTextField, type FormTextFieldProps } from './FormTextField';

/** A password input with the show/hide toggle the spec asks for on every password field. */
export function FormPasswordField<T extends FieldValues, TTransformed>(
  props: FormTextFieldProps<T, TTransformed>,
) {
  const [visible, setVisible] = useState(false);
  const toggleLabel = visible ? TEXTS.auth.hidePassword : TEXTS.auth.showPassword;
  return (
    <FormTextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={toggleLabel}
                title={toggleLabel}
                onClick={() => setVisible((shown) => !shown)}
                // Keeps the caret in the input while the toggle is pressed.
                onMouseDown={(event) => event.preventDefault()}
                edge="end"
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
