import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import { loginSchema, type UserSession } from '@mostrador/core';
import { login } from '../../../api/auth';
import { ApiError, isInactiveUserMessage } from '../../../api/client';
import { PATHS } from '../../../app/paths';
import { takeLastUrl } from '../../../session/last-url';
import { saveSession } from '../../../session/session-store';
import { FormPasswordField } from '../../../ui/form/FormPasswordField';
import { FormTextField } from '../../../ui/form/FormTextField';
import { useToast } from '../../../ui/toast/toast-context';
import { TEXTS } from '../../../texts';
import { AuthLayout } from '../components/AuthLayout';
import { FormLinks } from '../components/FormLinks';

export function LoginPage() {
  const navigate = useNavigate();
  const { showToast } = useToast();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  const mutation = useMutation({
    mutationFn: login,
    onSuccess: (session: UserSession) => {
      saveSession(session);
      void navigate(takeLastUrl() ?? PATHS.home, { replace: true });
    },
    onError: (error: Error) => {
      // A disabled account is a notice, not a mistake of the person typing (spec section 8).
      const inactive = error instanceof ApiError && isInactiveUserMessage(error.message);
      if (inactive) showToast('warning', error.message, { persistent: true });
      else showToast('error', error.message);
    },
  });

  return (
    <AuthLayout title={TEXTS.auth.loginTitle}>
      <form noValidate onSubmit={handleSubmit((values) => mutation.mutate(values))}>
        <FormTextField
          control={control}
          name="email"
          label={TEXTS.auth.email}
          type="email"
          autoComplete="username"
          autoFocus
        />
        <FormPasswordField
          control={control}
          name="password"
          label={TEXTS.auth.password}
          autoComplete="current-password"
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          sx={{ mt: 2 }}
          disabled={mutation.isPending}
        >
          {TEXTS.auth.loginButton}
        </Button>
      </form>
      <FormLinks
        links={[
          { label: TEXTS.auth.forgotPassword, to: PATHS.recoverPassword },
          { lead: TEXTS.auth.noAccount, label: TEXTS.auth.registerLink, to: PATHS.register },
        ]}
      />
    </AuthLayout>
  );
}
