import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { STORE_LANGUAGES, socialNetworksSchema, updateStoreSchema } from '@mostrador/core';
import type { StoreDetails } from '../../../api/store';
import { FormTextField } from '../../../ui/form/FormTextField';
import { useToast } from '../../../ui/toast/toast-context';
import { useUpdateStore } from '../api';
import { OPTIONS_TEXTS } from '../options-texts';

const T = OPTIONS_TEXTS.business;

/** A blank field is left out of the save, so the saved value stays (the API refuses blanks). */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const keepWhenBlank = <S extends z.ZodType>(schema: S) => z.preprocess(blankToUndefined, schema);
const { shape } = updateStoreSchema;

/**
 * Business data (spec section 5): only the tax code is required; the other fields keep core's
 * messages when they are filled in wrong.
 */
const businessDataSchema = z.object({
  name: keepWhenBlank(shape.name),
  legal_name: keepWhenBlank(shape.legal_name),
  tax_code: shape.tax_code.unwrap(),
  address: keepWhenBlank(shape.address),
  city: keepWhenBlank(shape.city),
  postcode: keepWhenBlank(shape.postcode),
  state: keepWhenBlank(shape.state),
  country: keepWhenBlank(shape.country),
  phone: keepWhenBlank(shape.phone),
  email: keepWhenBlank(shape.email),
  curr_symbol: keepWhenBlank(shape.curr_symbol),
  prefered_language: shape.prefered_language,
  social_networks: socialNetworksSchema.pick({
    whatsapp: true,
    instagram: true,
    facebook: true,
    yt: true,
    maps: true,
  }),
});

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function defaultsOf(store: StoreDetails) {
  const social = store.social_networks;
  return {
    name: store.name,
    legal_name: store.legal_name ?? '',
    tax_code: store.tax_code ?? '',
    address: store.address ?? '',
    city: store.city ?? '',
    postcode: store.postcode ?? '',
    state: store.state ?? '',
    country: store.country ?? '',
    phone: store.phone ?? '',
    email: store.email ?? '',
    curr_symbol: store.curr_symbol,
    prefered_language: store.prefered_language,
    social_networks: {
      whatsapp: text(social.whatsapp),
      instagram: text(social.instagram),
      facebook: text(social.facebook),
      yt: text(social.yt),
      maps: text(social.maps),
    },
  };
}

const FIELDS: { name: keyof ReturnType<typeof defaultsOf>; label: string; required?: boolean }[] = [
  { name: 'name', label: T.name },
  { name: 'legal_name', label: T.legalName },
  { name: 'tax_code', label: T.taxCode, required: true },
  { name: 'phone', label: T.phone },
  { name: 'email', label: T.email },
  { name: 'address', label: T.address },
  { name: 'city', label: T.city },
  { name: 'postcode', label: T.postcode },
  { name: 'state', label: T.state },
  { name: 'country', label: T.country },
  { name: 'curr_symbol', label: T.currency },
];

const SOCIAL: {
  name: `social_networks.${'whatsapp' | 'instagram' | 'facebook' | 'yt' | 'maps'}`;
  label: string;
}[] = [
  { name: 'social_networks.whatsapp', label: T.whatsapp },
  { name: 'social_networks.instagram', label: T.instagram },
  { name: 'social_networks.facebook', label: T.facebook },
  { name: 'social_networks.yt', label: T.youtube },
  { name: 'social_networks.maps', label: T.maps },
];

/** MI NEGOCIO (store admin): saving it also completes the wizard's "store" item. */
export function BusinessDataForm({ store }: { store: StoreDetails }) {
  const { showToast } = useToast();
  const update = useUpdateStore(store.id);
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(businessDataSchema),
    defaultValues: defaultsOf(store),
  });

  const onSubmit = handleSubmit((values) => {
    const flags = { store: true, storeTS: new Date().toISOString() };
    update.mutate(
      { ...values, social_networks: { ...values.social_networks, flags } },
      {
        onSuccess: ({ message }) => showToast('success', message),
        onError: (error) => showToast('error', error.message),
      },
    );
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <Typography variant="h2" gutterBottom>
        {T.title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {`${T.hashtag}: ${store.hashtag}. ${T.keptNote}`}
      </Typography>
      <Grid container columnSpacing={2}>
        {FIELDS.map((field) => (
          <Grid key={field.name} size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name={field.name}
              label={field.label}
              required={field.required}
            />
          </Grid>
        ))}
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="prefered_language" label={T.language} select>
            {STORE_LANGUAGES.map((language) => (
              <MenuItem key={language} value={language}>
                {T.languages[language]}
              </MenuItem>
            ))}
          </FormTextField>
        </Grid>
      </Grid>
      <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 600, mt: 2 }}>
        {T.social}
      </Typography>
      <Grid container columnSpacing={2}>
        {SOCIAL.map((field) => (
          <Grid key={field.name} size={{ xs: 12, sm: 6 }}>
            <FormTextField control={control} name={field.name} label={field.label} />
          </Grid>
        ))}
      </Grid>
      <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={update.isPending}>
        {OPTIONS_TEXTS.save}
      </Button>
    </Box>
  );
}
