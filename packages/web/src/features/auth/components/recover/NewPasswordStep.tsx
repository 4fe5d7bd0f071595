import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { newPasswordFormSchema } from '@mostrador/core';
import { FormPasswordField } from '../../../../ui/form/FormPasswordField';
import { TEXTS } from '../../../../texts';

interface Props {
  isSaving: boolean;
  onPassword: (password: string) => void;
  onBack: () => void;
}

/** Step 3: the new password, twice, under the same rules as at registration. */
export function NewPasswordStep({ isSaving, onPassword, onBack }: Props) {
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '', repeat_password: '' },
  });

  return (
    <form noValidate onSubmit={handleSubmit((values) => onPassword(values.password))}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {TEXTS.auth.recoverNewPasswordIntro}
      </Typography>
      <FormPasswordField
        control={control}
        name="password"
        label={TEXTS.auth.newPassword}
        autoComplete="new-password"
        autoFocus
      />
      <FormPasswordField
        control={control}
        name="repeat_password"
        label={TEXTS.auth.repeatPassword}
        autoComplete="new-password"
      />
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button variant="outlined" onClick={onBack} sx={{ flex: 1 }}>
          {TEXTS.common.back}
        </Button>
        <Button type="submit" variant="contained" sx={{ flex: 1 }} disabled={isSaving}>
          {TEXTS.auth.recoverSaveButton}
        </Button>
      </Stack>
    </form>
  );
}
