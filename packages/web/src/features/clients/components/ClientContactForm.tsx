import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { clientContactSchema, type ClientDetail } from '@mostrador/core';
import { apiCall } from '../../../api/call';
import { TEXTS } from '../../../texts';
import { useToast } from '../../../ui/toast/toast-context';
import { clientKeys } from '../api';
import { ClientFields, fieldErrors, type ClientField as Field } from './ClientFields';

const T = TEXTS.clientContact;
/**
 * The owner edits the client's name, phone and address (issue 17: a web-chat order may arrive
 * with none). The same schema as POST /store/clients/{id}; an empty field clears it.
 */
export function ClientContactForm({ client }: { client: ClientDetail }) {
  const [isEditing, setEditing] = useState(false);
  const [values, setValues] = useState<Record<Field, string>>(() => ({
    first_name: client.first_name ?? '',
    last_name: client.last_name ?? '',
    phone: client.phone ?? '',
    address: client.address ?? '',
  }));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const { showToast } = useToast();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: Record<Field, string>) =>
      apiCall('POST /api/store/clients/:id', { params: { id: client.id }, body }),
    onSuccess: async () => {
      showToast('success', T.saved);
      setEditing(false);
      await queryClient.invalidateQueries({ queryKey: clientKeys.all });
    },
    onError: (error: Error) => showToast('error', error.message),
  });

  if (!isEditing) {
    return (
      <Button variant="outlined" onClick={() => setEditing(true)} sx={{ mt: 2 }}>
        {T.edit}
      </Button>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = fieldErrors(clientContactSchema, values);
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate(values);
  };

  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={2} sx={{ mt: 2 }} aria-label={T.edit}>
      <ClientFields values={values} errors={errors} onChange={setValues} />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {T.save}
        </Button>
        <Button onClick={() => setEditing(false)}>{T.cancel}</Button>
      </Stack>
    </Stack>
  );
}
