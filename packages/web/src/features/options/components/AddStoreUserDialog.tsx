import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { addStoreUserSchema, generatePassword } from '@mostrador/core';
import { FormTextField } from '../../../ui/form/FormTextField';
import { useToast } from '../../../ui/toast/toast-context';
import { useAddStoreUser } from '../api';
import { OPTIONS_TEXTS } from '../options-texts';

const T = OPTIONS_TEXTS.users;

/** A uniform random integer below `max` from the browser's secure generator. */
function secureRandom(max: number): number {
  const limit = Math.floor(0x1_0000_0000 / max) * max;
  const buffer = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(buffer);
    if (buffer[0]! < limit) return buffer[0]! % max;
  }
}

const newPassword = () => generatePassword(secureRandom);

/** Adds a team member with an 8-character generated password (spec section 5). */
export function AddStoreUserDialog({
  open,
  onClose,
  onAdded,
}: {
  open: boolean;
  onClose: () => void;
  onAdded: (email: string, password: string) => void;
}) {
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { showToast } = useToast();
  const add = useAddStoreUser();
  const { control, handleSubmit, setValue, reset } = useForm({
    resolver: zodResolver(addStoreUserSchema),
    defaultValues: { email: '', name: '', password: newPassword() },
  });

  const close = () => {
    reset({ email: '', name: '', password: newPassword() });
    onClose();
  };

  const onSubmit = handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: ({ message }) => {
        showToast('success', message);
        onAdded(values.email, values.password);
        close();
      },
      onError: (error) => showToast('error', error.message),
    }),
  );

  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={isPhone}
      fullWidth
      maxWidth="xs"
      aria-labelledby="agregar-usuario"
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle id="agregar-usuario">{T.add}</DialogTitle>
        <DialogContent>
          <FormTextField
            control={control}
            name="email"
            label={T.email}
            type="email"
            autoComplete="off"
            autoFocus
          />
          <FormTextField control={control} name="name" label={T.name} autoComplete="off" />
          <FormTextField
            control={control}
            name="password"
            label={T.password}
            slotProps={{ input: { readOnly: true } }}
          />
          <Button size="small" onClick={() => setValue('password', newPassword(), { shouldValidate: true })}>
            {T.regenerate}
          </Button>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{T.cancel}</Button>
          <Button type="submit" variant="contained" disabled={add.isPending}>
            {T.add}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
