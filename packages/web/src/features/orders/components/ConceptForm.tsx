import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import AddIcon from '@mui/icons-material/Add';
import {
  OTHER_CONCEPT_SIGNS,
  otherConceptFormSchema,
  signedConceptAmount,
  type OtherConceptFormInput,
  type OtherConceptSign,
} from '@mostrador/core';
import { FormTextField } from '../../../ui/form/FormTextField';
import { TEXTS } from '../../../texts';

const T = TEXTS.orders;
const SIGNS = Object.keys(OTHER_CONCEPT_SIGNS) as OtherConceptSign[];

/** '1.500,50' or '1500,50' typed with a decimal comma becomes '1500.50' for core's schema. */
function decimalPoint(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return text.includes(',') ? text.replace(/\./g, '').replace(',', '.') : text;
}

/** What core's schema turns the form into. */
type ConceptValues = { description: string; value: number; sign: OtherConceptSign };

const schemaResolver = zodResolver(otherConceptFormSchema);
const resolver: typeof schemaResolver = (values, context, options) =>
  schemaResolver({ ...values, value: decimalPoint(values.value) }, context, options);

interface ConceptFormProps {
  disabled: boolean;
  onAdd: (concept: { description: string; amount: number }) => void;
}

/** OTROS: a concept, a value above 0 and Descuento (-) or Recargo (+) (spec section 5). */
export function ConceptForm({ disabled, onAdd }: ConceptFormProps) {
  const { control, handleSubmit, reset } = useForm<OtherConceptFormInput, unknown, ConceptValues>({
    resolver,
    defaultValues: { description: '', value: '', sign: '-' },
  });

  const submit = handleSubmit((values) => {
    onAdd({ description: values.description, amount: signedConceptAmount(values.value, values.sign) });
    reset();
  });

  return (
    <Grid
      container
      spacing={1.5}
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      sx={{ alignItems: 'flex-start' }}
      aria-label={T.newConcept}
    >
      <Grid size={{ xs: 12, md: 5 }}>
        <FormTextField
          control={control}
          name="description"
          label={T.concept}
          disabled={disabled}
          margin="none"
        />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <FormTextField
          control={control}
          name="value"
          label={T.conceptValue}
          disabled={disabled}
          margin="none"
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 2 }}>
        <FormTextField
          control={control}
          name="sign"
          label={T.conceptType}
          select
          disabled={disabled}
          margin="none"
        >
          {SIGNS.map((sign) => (
            <MenuItem key={sign} value={sign}>
              {`${OTHER_CONCEPT_SIGNS[sign]} (${sign})`}
            </MenuItem>
          ))}
        </FormTextField>
      </Grid>
      <Grid size={{ xs: 12, md: 2 }}>
        <Button
          type="submit"
          variant="contained"
          startIcon={<AddIcon />}
          disabled={disabled}
          fullWidth
          sx={{ height: 40 }}
        >
          {T.add}
        </Button>
      </Grid>
    </Grid>
  );
}
