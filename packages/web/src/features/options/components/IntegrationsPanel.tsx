import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { integrationSettingsSchema, type IntegrationSettings } from '@mostrador/core';
import { useToast } from '../../../ui/toast/toast-context';
import { FormTextField } from '../../../ui/form/FormTextField';
import { useIntegrations, useSaveIntegrations } from '../api';
import { OPTIONS_TEXTS } from '../options-texts';
import { WooSyncSection } from './WooSyncSection';

const T = OPTIONS_TEXTS.integrations;

/** The key and the secret start empty: typing one replaces the saved value, empty keeps it. */
function defaultsOf(settings: IntegrationSettings) {
  return {
    woo_base_url: settings.woo_base_url,
    woo_api_key: '',
    woo_secret: '',
    woo_auto_products: settings.woo_auto_products,
    woo_auto_orders: settings.woo_auto_orders,
  };
}

function IntegrationsForm({ settings }: { settings: IntegrationSettings }) {
  const { showToast } = useToast();
  const save = useSaveIntegrations();
  const { control, handleSubmit, reset, setValue, formState } = useForm({
    resolver: zodResolver(integrationSettingsSchema),
    defaultValues: defaultsOf(settings),
  });
  const [autoProducts, autoOrders] = useWatch({ control, name: ['woo_auto_products', 'woo_auto_orders'] });

  useEffect(() => reset(defaultsOf(settings)), [settings, reset]);

  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: ({ message }) => showToast('success', message),
      onError: (error) => showToast('error', error.message),
    }),
  );

  const savedHint = (has: boolean, mask: string) => (has ? T.savedKey.replace('{mask}', mask) : undefined);
  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} sx={{ maxWidth: 640 }}>
      <FormTextField
        control={control}
        name="woo_base_url"
        label={T.baseUrl}
        placeholder="https://mitienda.com"
      />
      <FormTextField
        control={control}
        name="woo_api_key"
        label={T.apiKey}
        autoComplete="off"
        helperText={savedHint(settings.has_api_key, settings.woo_api_key)}
      />
      <FormTextField
        control={control}
        name="woo_secret"
        label={T.secret}
        type="password"
        autoComplete="new-password"
        helperText={savedHint(settings.has_secret, settings.woo_secret)}
      />
      <FormControlLabel
        label={T.autoProducts}
        control={
          <Switch
            checked={Boolean(autoProducts)}
            onChange={(_event, value) => setValue('woo_auto_products', value, { shouldDirty: true })}
          />
        }
      />
      <FormControlLabel
        label={T.autoOrders}
        control={
          <Switch
            checked={Boolean(autoOrders)}
            onChange={(_event, value) => setValue('woo_auto_orders', value, { shouldDirty: true })}
          />
        }
      />
      <Box>
        {/* Spec section 4: the save button is enabled only after a change. */}
        <Button
          type="submit"
          variant="contained"
          sx={{ mt: 2 }}
          disabled={!formState.isDirty || save.isPending}
        >
          {OPTIONS_TEXTS.save}
        </Button>
      </Box>
    </Box>
  );
}

/** INTEGRACIONES: the WooCommerce connection (store admin; the secret never comes back in full). */
export function IntegrationsPanel({ isStoreAdmin }: { isStoreAdmin: boolean }) {
  const { data } = useIntegrations(isStoreAdmin);
  return (
    <Box>
      <Typography variant="h2" gutterBottom>
        {T.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {T.intro}
      </Typography>
      {!isStoreAdmin && <Typography>{OPTIONS_TEXTS.adminOnlyNotice}</Typography>}
      {data && <IntegrationsForm settings={data} />}
      {isStoreAdmin && <WooSyncSection />}
    </Box>
  );
}
