import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { passwordRecoverSchema } from '@mostrador/core';
import { FormTextField } from '../../../../ui/form/FormTextField';
import { TEXTS, fill } from '../../../../texts';

// The code field of the recovery call, so its message is the one the API would answer.
const codeSchema = passwordRecoverSchema.pick({ token: true });

interface Props {
  email: string;
  defaultCode: string;
  /** The server refused the code (wrong or expired): shown under the field. */
  serverError: string | null;
  onCode: (code: string) => void;
  onRequestNewCode: () => void;
}

/** Step 2: the code from the email. It is only checked by the server together with step 3. */
export function EnterCodeStep({ email, defaultCode, serverError, onCode, onRequestNewCode }: Props) {
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(codeSchema),
    defaultValues: { token: defaultCode },
  });

  useEffect(() => {
    if (serverError) setError('token', { type: 'server', message: serverError }, { shouldFocus: true });
  }, [serverError, setError]);

  return (
    <form noValidate onSubmit={handleSubmit((values) => onCode(values.token))}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {fill(TEXTS.auth.recoverCodeIntro, { email })}
      </Typography>
      <FormTextField
        control={control}
        name="token"
        label={TEXTS.auth.recoverCode}
        autoComplete="one-time-code"
        autoFocus
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button variant="outlined" onClick={onRequestNewCode} sx={{ flex: 1 }}>
          {TEXTS.auth.recoverNewCode}
        </Button>
        <Button type="submit" variant="contained" sx={{ flex: 1 }}>
          {TEXTS.common.next}
        </Button>
      </Stack>
    </form>
  );
}
