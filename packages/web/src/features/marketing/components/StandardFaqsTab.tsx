import { useEffect } from 'react';
import { useFieldArray, useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { FAQ_TYPE_INFO, saveStandardFaqsSchema, type FaqType, type StandardFaq } from '@mostrador/core';
import { FormTextField } from '../../../ui/form/FormTextField';
import { useMutationToasts } from '../../../ui/toast/toast-context';
import { useSaveStandardFaqs, useStandardFaqs } from '../api';
import { MARKETING_TEXTS } from '../marketing-texts';

const T = MARKETING_TEXTS.faqs;

interface StandardFaqsForm {
  faqs: {
    faq_type: FaqType;
    question: string;
    model_queries: string;
    response: string;
    method_info: string;
    visible: boolean;
  }[];
}
const formSchema = z.object({ faqs: saveStandardFaqsSchema });
type FormOutput = z.output<typeof formSchema>;

const toForm = (faqs: StandardFaq[]): StandardFaqsForm => ({
  faqs: faqs.map((faq) => ({
    faq_type: faq.faq_type,
    question: faq.question,
    model_queries: faq.model_queries.join(', '),
    response: faq.response,
    method_info: faq.method_info,
    visible: faq.visible,
  })),
});

/** GENERALES: the five standard FAQs, saved together ('FAQ actualizadas correctamente'). */
export function StandardFaqsTab() {
  const toasts = useMutationToasts();
  const { data } = useStandardFaqs();
  const save = useSaveStandardFaqs();
  const { control, handleSubmit, reset, setValue } = useForm<StandardFaqsForm, unknown, FormOutput>({
    // model_queries is typed as comma-separated text; the schema turns it into the list.
    resolver: zodResolver(formSchema) as Resolver<StandardFaqsForm, unknown, FormOutput>,
    defaultValues: { faqs: [] },
  });
  const { fields } = useFieldArray({ control, name: 'faqs' });
  const visible = useWatch({ control, name: 'faqs' })?.map((faq) => faq?.visible);
  useEffect(() => {
    if (data) reset(toForm(data));
  }, [data, reset]);

  const onSubmit = handleSubmit((values) => save.mutate(values.faqs, toasts()));

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <Typography variant="h2" gutterBottom>
        {T.standardTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {T.standardIntro}
      </Typography>
      <Stack spacing={2}>
        {fields.map((field, index) => (
          <Paper
            key={field.id}
            variant="outlined"
            sx={{ p: 1.5 }}
            role="group"
            aria-label={FAQ_TYPE_INFO[field.faq_type].label}
          >
            <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
              {FAQ_TYPE_INFO[field.faq_type].label}
            </Typography>
            <FormTextField control={control} name={`faqs.${index}.question`} label={T.question} />
            <FormTextField control={control} name={`faqs.${index}.model_queries`} label={T.variants} />
            <FormTextField
              control={control}
              name={`faqs.${index}.response`}
              label={T.response}
              multiline
              minRows={2}
            />
            {field.faq_type === 'payment_methods' && (
              <FormTextField
                control={control}
                name={`faqs.${index}.method_info`}
                label={T.methodInfo}
                multiline
              />
            )}
            <FormControlLabel
              label={T.visible}
              control={
                <Switch
                  checked={Boolean(visible?.[index])}
                  onChange={(_event, value) =>
                    setValue(`faqs.${index}.visible`, value, { shouldDirty: true })
                  }
                />
              }
            />
          </Paper>
        ))}
      </Stack>
      <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={save.isPending}>
        {MARKETING_TEXTS.save}
      </Button>
    </Box>
  );
}
