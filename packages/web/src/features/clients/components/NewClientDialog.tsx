import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { newClientSchema } from '@mostrador/core';
import { apiCall } from '../../../api/call';
import { TEXTS } from '../../../texts';
import { useToast } from '../../../ui/toast/toast-context';
import { clientKeys } from '../api';
import { ClientFields, fieldErrors, type ClientField, type ClientValues } from './ClientFields';

const T = TEXTS.clients;
const EMPTY: ClientValues = { first_name: '', last_name: '', phone: '', address: '' };

/**
 * The store registers a client itself, for an order taken by phone or at the counter: name and
 * phone, as the chat asks them (POST /store/clients/). A refusal shows inside the dialog (a toast
 * behind an open dialog is hidden from screen readers); success closes it with the toast, and the
 * new client heads the list (most recently seen first).
 */
export function NewClientDialog(props: { open: boolean; onClose: () => void }) {
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [values, setValues] = useState<ClientValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<ClientField, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const { showToast } = useToast();
  const queryClient = useQueryClient();
  const register = useMutation({
    mutationFn: (body: ClientValues) => apiCall('POST /api/store/clients/', { body }),
    onSuccess: async ({ message }) => {
      close();
      showToast('success', message);
      await queryClient.invalidateQueries({ queryKey: clientKeys.all });
    },
    onError: (error: Error) => setRefusal(error.message),
  });

  function close() {
    setValues(EMPTY);
    setErrors({});
    setRefusal(null);
    props.onClose();
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = fieldErrors(newClientSchema, values);
    setErrors(found);
    setRefusal(null);
    if (Object.keys(found).length === 0) register.mutate(values);
  };

  return (
    <Dialog
      open={props.open}
      onClose={close}
      fullScreen={isPhone}
      fullWidth
      maxWidth="sm"
      aria-labelledby="nuevo-cliente"
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id="nuevo-cliente">{T.register}</DialogTitle>
        <DialogContent sx={{ pt: 1 }}>
          {refusal ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {refusal}
            </Alert>
          ) : null}
          <ClientFields
            values={values}
            errors={errors}
            onChange={setValues}
            required={['first_name', 'phone']}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{T.close}</Button>
          <Button type="submit" variant="contained" disabled={register.isPending}>
            {T.registerSubmit}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
