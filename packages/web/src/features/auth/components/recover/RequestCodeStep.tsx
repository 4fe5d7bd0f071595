import { useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useController, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { startPasswordRecoverSchema } from '@mostrador/core';
import { startPasswordRecover } from '../../../../api/auth';
import { CaptchaField, type CaptchaFieldHandle } from '../../../../ui/form/CaptchaField';
import { FormTextField } from '../../../../ui/form/FormTextField';
import { useToast } from '../../../../ui/toast/toast-context';
import { TEXTS } from '../../../../texts';

interface Props {
  defaultEmail: string;
  onSent: (email: string) => void;
}

/** Step 1: the email and the captcha; the server mails a code (same answer for any email). */
export function RequestCodeStep({ defaultEmail, onSent }: Props) {
  const { showToast } = useToast();
  const captchaRef = useRef<CaptchaFieldHandle>(null);
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(startPasswordRecoverSchema),
    defaultValues: { username: defaultEmail, altcha: '' },
  });
  const captcha = useController({ control, name: 'altcha' });

  const mutation = useMutation({
    mutationFn: startPasswordRecover,
    onSuccess: (answer, input) => {
      showToast('success', answer.message);
      onSent(input.username);
    },
    onError: (error: Error) => {
      showToast('error', error.message);
      captchaRef.current?.reset();
    },
  });

  return (
    <form noValidate onSubmit={handleSubmit((values) => mutation.mutate(values))}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {TEXTS.auth.recoverRequestIntro}
      </Typography>
      <FormTextField
        control={control}
        name="username"
        label={TEXTS.auth.email}
        type="email"
        autoComplete="username"
      />
      <CaptchaField
        ref={captchaRef}
        onChange={(payload) => captcha.field.onChange(payload)}
        error={captcha.fieldState.error?.message}
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={mutation.isPending}>
        {TEXTS.auth.recoverRequestButton}
      </Button>
    </form>
  );
}
