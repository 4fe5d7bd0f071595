import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { knowledgeBaseFaqSchema } from '@mostrador/core';
import { FormTextField } from '../../../ui/form/FormTextField';
import { MARKETING_TEXTS } from '../marketing-texts';

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
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { control, handleSubmit, reset } = useForm({
    resolver: zodResolver(knowledgeBaseFaqSchema),
    defaultValues: { model_queries: initial.questions, response: initial.response },
  });
  useEffect(() => {
    if (open) reset({ model_queries: initial.questions, response: initial.response });
  }, [open, initial.questions, initial.response, reset]);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={isPhone}
      fullWidth
      maxWidth="sm"
      aria-labelledby="faq-dialog"
    >
      <form noValidate onSubmit={(event) => void handleSubmit(onSave)(event)}>
        <DialogTitle id="faq-dialog">{title}</DialogTitle>
        <DialogContent>
          {context && <DialogContentText>{context}</DialogContentText>}
          <FormTextField control={control} name="model_queries" label={T.questions} multiline autoFocus />
          <FormTextField
            control={control}
            name="response"
            label={T.paragraph}
            multiline
            minRows={3}
            maxRows={25}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{MARKETING_TEXTS.cancel}</Button>
          <Button type="submit" variant="contained" disabled={isBusy}>
            {MARKETING_TEXTS.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
