import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { changePasswordSchema } from '@mostrador/core';
import { FormPasswordField } from '../../../ui/form/FormPasswordField';
import { useToast } from '../../../ui/toast/toast-context';
import { useChangePassword } from '../api';
import { OPTIONS_TEXTS } from '../options-texts';

const T = OPTIONS_TEXTS.password;

/** Every user can change their own password; the new session replaces the saved one. */
export function ChangePasswordForm() {
  const { showToast } = useToast();
  const mutation = useChangePassword();
  const { control, handleSubmit, reset } = useForm({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { old_password: '', new_password: '' },
  });

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: ({ message }) => {
        showToast('success', message);
        reset();
      },
      onError: (error) => showToast('error', error.message),
    }),
  );

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} sx={{ maxWidth: 480 }}>
      <Typography variant="h2" gutterBottom>
        {T.title}
      </Typography>
      <FormPasswordField
        control={control}
        name="old_password"
        label={T.current}
        autoComplete="current-password"
      />
      <FormPasswordField control={control} name="new_password" label={T.next} autoComplete="new-password" />
      <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={mutation.isPending}>
        {T.submit}
      </Button>
    </Box>
  );
}
