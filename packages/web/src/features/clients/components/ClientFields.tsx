import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import type { z } from 'zod';
import { TEXTS } from '../../../texts';

export const CLIENT_FIELDS = ['first_name', 'last_name', 'phone', 'address'] as const;
export type ClientField = (typeof CLIENT_FIELDS)[number];
export type ClientValues = Record<ClientField, string>;

const LABELS: Record<ClientField, string> = {
  first_name: TEXTS.clients.firstName,
  last_name: TEXTS.clients.lastName,
  phone: TEXTS.clients.phone,
  address: TEXTS.clients.address,
};

/** Each field's first message from the schema the server validates with. */
export function fieldErrors(schema: z.ZodType, values: ClientValues): Partial<Record<ClientField, string>> {
  const parsed = schema.safeParse(values);
  const found: Partial<Record<ClientField, string>> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) found[issue.path[0] as ClientField] ??= issue.message;
  }
  return found;
}

/** A client's name, last name, phone and address: the edit form's and the registration's fields. */
export function ClientFields(props: {
  values: ClientValues;
  errors: Partial<Record<ClientField, string>>;
  onChange: (update: (current: ClientValues) => ClientValues) => void;
  required?: readonly ClientField[];
}) {
  return (
    <Grid container spacing={1.5}>
      {CLIENT_FIELDS.map((field) => (
        <Grid key={field} size={{ xs: 12, sm: field === 'address' ? 12 : 4 }}>
          <TextField
            label={LABELS[field]}
            value={props.values[field]}
            onChange={(event) => props.onChange((current) => ({ ...current, [field]: event.target.value }))}
            error={Boolean(props.errors[field])}
            helperText={props.errors[field]}
            required={props.required?.includes(field)}
            fullWidth
            size="small"
            type={field === 'phone' ? 'tel' : 'text'}
          />
        </Grid>
      ))}
    </Grid>
  );
}
