import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { knowledgeBaseFaqSchema } from '@mostrador/core';
import { FormTextField } from '../../../ui/form/FormTextField';
import { MARKETING_TEXTS } from '../marketing-texts';
import { FormDialog } from './FormDialog';

const T = MARKETING_TEXTS.faqs;

export interface FaqAnswer {
  model_queries: string[];
  response: string;
}

/**
 * The questions (comma separated) and the answer of a knowledge-base FAQ: to add one, edit one or
 * answer a customer's question (spec section 5: both required, same message).
 */
export function FaqAnswerDialog({
  open,
  title,
  context,
  initial,
  isBusy,
  onSave,
  onClose,
}: {
  open: boolean;
  title: string;
  context?: string;
  initial: { questions: string; response: string };
  isBusy: boolean;
  onSave: (answer: FaqAnswer) => void;
  onClose: () => void;
}) {
  const { control, handleSubmit, reset } = useForm({
    resolver: zodResolver(knowledgeBaseFaqSchema),
    defaultValues: { model_queries: initial.questions, response: initial.response },
  });
  useEffect(() => {
    if (open) reset({ model_queries: initial.questions, response: initial.response });
  }, [open, initial.questions, initial.response, reset]);

  return (
    <FormDialog
      open={open}
      id="faq-dialog"
      title={title}
      context={context}
      isBusy={isBusy}
      onSubmit={(event) => void handleSubmit(onSave)(event)}
      onClose={onClose}
    >
      <FormTextField control={control} name="model_queries" label={T.questions} multiline autoFocus />
      <FormTextField
        control={control}
        name="response"
        label={T.paragraph}
        multiline
        minRows={3}
        maxRows={25}
      />
    </FormDialog>
  );
}
