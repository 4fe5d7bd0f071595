import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { clientContactSchema, type ClientDetail } from '@mostrador/core';
import { apiJson } from '../../../api/client';
import { TEXTS } from '../../../texts';
import { useToast } from '../../../ui/toast/toast-context';
import { clientKeys } from '../api';

const T = TEXTS.clientContact;
const FIELDS = ['first_name', 'last_name', 'phone', 'address'] as const;
type Field = (typeof FIELDS)[number];
const LABELS: Record<Field, string> = {
  first_name: TEXTS.clients.firstName,
  last_name: TEXTS.clients.lastName,
  phone: TEXTS.clients.phone,
  address: TEXTS.clients.address,
};

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
      apiJson<ClientDetail>(`/store/clients/${client.id}`, { method: 'POST', body }),
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
    const parsed = clientContactSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(values);
  };

  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={2} sx={{ mt: 2 }} aria-label={T.edit}>
      <Grid container spacing={1.5}>
        {FIELDS.map((field) => (
          <Grid key={field} size={{ xs: 12, sm: field === 'address' ? 12 : 4 }}>
            <TextField
              label={LABELS[field]}
              value={values[field]}
              onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
              error={Boolean(errors[field])}
              helperText={errors[field]}
              fullWidth
              size="small"
              type={field === 'phone' ? 'tel' : 'text'}
            />
          </Grid>
        ))}
      </Grid>
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {T.save}
        </Button>
        <Button onClick={() => setEditing(false)}>{T.cancel}</Button>
      </Stack>
    </Stack>
  );
}
