import { useEffect } from 'react';
import { useFieldArray, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { savePaymentMethodsSchema, type PaymentMethod } from '@mostrador/core';
import { useToast } from '../../../ui/toast/toast-context';
import { useOnlinePayment, usePaymentMethods, useSavePaymentMethods } from '../api';
import { OPTIONS_TEXTS } from '../options-texts';
import { CrewCompleteSetting } from '../../orders/components/CrewCompleteSetting';
import {
  PaymentMethodCard,
  type PaymentMethodFormValue,
  type PaymentMethodsForm,
  type PaymentMethodsOutput,
} from './PaymentMethodCard';

const T = OPTIONS_TEXTS.payments;

const toForm = (methods: PaymentMethod[]): PaymentMethodsForm => ({
  methods: methods.map((method) => ({
    id: method.id,
    name: method.name,
    enabled_delivery: method.enabled_delivery,
    enabled_pickup: method.enabled_pickup,
    method_info: method.method_info,
    config: Object.entries(method.config).map(([key, value]) => ({ key, value })),
  })),
});

/** The form keeps config as rows; the call takes it as named values (blank rows dropped). */
const toApi = (method: PaymentMethodFormValue) => ({
  ...method,
  config: Object.fromEntries(
    method.config.filter((row) => row.key.trim()).map((row) => [row.key, row.value]),
  ),
});

const paymentMethodsFormSchema = z.object({
  methods: z.preprocess(
    (methods) => (methods as PaymentMethodFormValue[]).map(toApi),
    savePaymentMethodsSchema,
  ),
});

function PaymentMethodsEditor({ methods }: { methods: PaymentMethod[] }) {
  const { showToast } = useToast();
  const save = useSavePaymentMethods();
  const { control, handleSubmit, reset, setValue } = useForm<
    PaymentMethodsForm,
    unknown,
    PaymentMethodsOutput
  >({
    // The schema's input is the call's shape; the preprocess step turns the form rows into it.
    resolver: zodResolver(paymentMethodsFormSchema) as unknown as Resolver<
      PaymentMethodsForm,
      unknown,
      PaymentMethodsOutput
    >,
    defaultValues: toForm(methods),
  });
  const list = useFieldArray({ control, name: 'methods' });
  useEffect(() => reset(toForm(methods)), [methods, reset]);

  const onSubmit = handleSubmit((values) =>
    save.mutate(values.methods, {
      onSuccess: ({ message }) => showToast('success', message),
      onError: (error) => showToast('error', error.message),
    }),
  );

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <Stack spacing={2}>
        {list.fields.length === 0 && <Typography>{T.empty}</Typography>}
        {list.fields.map((field, index) => (
          <PaymentMethodCard
            key={field.id}
            control={control}
            setValue={setValue}
            index={index}
            onRemove={() => list.remove(index)}
          />
        ))}
      </Stack>
      <Stack direction="row" useFlexGap spacing={2} sx={{ mt: 2, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          onClick={() =>
            list.append({
              name: '',
              enabled_delivery: true,
              enabled_pickup: true,
              method_info: '',
              config: [],
            })
          }
        >
          {T.add}
        </Button>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {OPTIONS_TEXTS.save}
        </Button>
      </Stack>
    </Box>
  );
}

/** Online payment on this server: live (MercadoPago), a sandbox for trying, or unavailable. */
function OnlinePaymentNotice() {
  const { data } = useOnlinePayment();
  if (!data) return null;
  const severity =
    data.provider === 'mercadopago' ? 'success' : data.provider === 'sandbox' ? 'info' : 'warning';
  return (
    <Alert severity={severity} sx={{ mb: 2 }}>
      {data.message}
    </Alert>
  );
}

/** PAGOS (store admin): the payment methods the assistant offers (spec sections 2 and 3). */
export function PaymentsPanel() {
  const { data } = usePaymentMethods(true);
  return (
    <Box>
      <Typography variant="h2" gutterBottom>
        {T.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {T.intro}
      </Typography>
      <OnlinePaymentNotice />
      <CrewCompleteSetting />
      {data && <PaymentMethodsEditor methods={data} />}
    </Box>
  );
}
