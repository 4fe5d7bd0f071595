import { useFieldArray, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import Delete from '@mui/icons-material/Delete';
import type { z } from 'zod';
import {
  CHECKOUT_METHOD_DEFAULT_INFO,
  isCheckoutProviderMethod,
  type savePaymentMethodsSchema,
} from '@mostrador/core';
import { FormTextField } from '../../../ui/form/FormTextField';
import { OPTIONS_TEXTS } from '../options-texts';

const T = OPTIONS_TEXTS.payments;

export interface PaymentMethodFormValue {
  id?: number;
  name: string;
  enabled_delivery: boolean;
  enabled_pickup: boolean;
  method_info: string;
  config: { key: string; value: string }[];
}
export interface PaymentMethodsForm {
  methods: PaymentMethodFormValue[];
}

/** What the form hands to the call once validated. */
export interface PaymentMethodsOutput {
  methods: z.output<typeof savePaymentMethodsSchema>;
}

interface Props {
  control: Control<PaymentMethodsForm, unknown, PaymentMethodsOutput>;
  setValue: UseFormSetValue<PaymentMethodsForm>;
  index: number;
  onRemove: () => void;
}

/** One payment method: where it applies, the customer's message and extra named data. */
export function PaymentMethodCard({ control, setValue, index, onRemove }: Props) {
  const method = useWatch({ control, name: `methods.${index}` });
  const config = useFieldArray({ control, name: `methods.${index}.config` });
  const isCheckout = isCheckoutProviderMethod(method?.name ?? '');
  const name = method?.name || `${T.name} ${index + 1}`;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} role="group" aria-label={name}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <FormTextField control={control} name={`methods.${index}.name`} label={T.name} />
        <IconButton aria-label={`${T.remove} ${name}`} onClick={onRemove} sx={{ mt: 1.5 }}>
          <Delete />
        </IconButton>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }}>
        <FormControlLabel
          label={T.delivery}
          control={
            <Switch
              checked={method?.enabled_delivery ?? true}
              onChange={(_event, value) =>
                setValue(`methods.${index}.enabled_delivery`, value, { shouldDirty: true })
              }
            />
          }
        />
        <FormControlLabel
          label={T.pickup}
          control={
            <Switch
              checked={method?.enabled_pickup ?? true}
              onChange={(_event, value) =>
                setValue(`methods.${index}.enabled_pickup`, value, { shouldDirty: true })
              }
            />
          }
        />
      </Stack>
      <FormTextField
        control={control}
        name={`methods.${index}.method_info`}
        label={T.info}
        multiline
        minRows={2}
        // Spec section 9: the checkout provider's method says this when the store leaves it empty.
        placeholder={isCheckout ? CHECKOUT_METHOD_DEFAULT_INFO : undefined}
        helperText={isCheckout ? T.defaultInfo.replace('{text}', CHECKOUT_METHOD_DEFAULT_INFO) : undefined}
      />
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        {T.configTitle}
      </Typography>
      {config.fields.map((field, configIndex) => (
        <Stack
          key={field.id}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ sm: 1 }}
          sx={{
            alignItems: { sm: 'flex-start' },
            borderLeft: { xs: 2, sm: 0 },
            borderColor: 'divider',
            pl: { xs: 1, sm: 0 },
          }}
        >
          <FormTextField
            control={control}
            name={`methods.${index}.config.${configIndex}.key`}
            label={T.configKey}
            size="small"
          />
          <FormTextField
            control={control}
            name={`methods.${index}.config.${configIndex}.value`}
            label={T.configValue}
            size="small"
          />
          <IconButton
            aria-label={`${T.remove} ${T.configKey}`}
            onClick={() => config.remove(configIndex)}
            sx={{ mt: { sm: 1 }, alignSelf: { xs: 'flex-end', sm: 'flex-start' } }}
          >
            <Delete fontSize="small" />
          </IconButton>
        </Stack>
      ))}
      <Box>
        <Button size="small" onClick={() => config.append({ key: '', value: '' })}>
          {T.configAdd}
        </Button>
      </Box>
    </Paper>
  );
}
