import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ownUserDataSchema } from '@mostrador/core';
import { useSession } from '../../../session/use-session';
import { FormTextField } from '../../../ui/form/FormTextField';
import { useToast } from '../../../ui/toast/toast-context';
import { useSaveOwnData } from '../api';
import { OPTIONS_TEXTS } from '../options-texts';

const T = OPTIONS_TEXTS.ownData;

/**
 * Every user saves their own name ('Datos del usuario guardados'): the team list (SEGURIDAD) shows
 * it beside the email. The new session replaces the saved one.
 */
export function OwnDataForm() {
  const session = useSession();
  const { showToast } = useToast();
  const mutation = useSaveOwnData();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(ownUserDataSchema),
    defaultValues: { name: session?.user.name ?? '' },
  });

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: ({ message }) => showToast('success', message),
      onError: (error) => showToast('error', error.message),
    }),
  );

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} sx={{ maxWidth: 480 }}>
      <Typography variant="h2" gutterBottom>
        {T.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {T.intro} {T.email}: {session?.user.email}
      </Typography>
      <FormTextField control={control} name="name" label={T.name} autoComplete="name" />
      <Button type="submit" variant="contained" disabled={mutation.isPending} sx={{ mt: 1 }}>
        {T.submit}
      </Button>
    </Box>
  );
}
