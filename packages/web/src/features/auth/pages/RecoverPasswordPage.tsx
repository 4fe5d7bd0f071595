import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { passwordRecover } from '../../../api/auth';
import { ApiError } from '../../../api/client';
import { PATHS } from '../../../app/paths';
import { useToast } from '../../../ui/toast/toast-context';
import { TEXTS } from '../../../texts';
import { AuthLayout } from '../components/AuthLayout';
import { FormLinks } from '../components/FormLinks';
import { EnterCodeStep } from '../components/recover/EnterCodeStep';
import { NewPasswordStep } from '../components/recover/NewPasswordStep';
import { RequestCodeStep } from '../components/recover/RequestCodeStep';

type RecoverStep = 0 | 1 | 2;

/** RECUPERAR CONTRASEÑA: request a code, enter it, choose the new password (spec section 2). */
export function RecoverPasswordPage() {
  const navigate = useNavigate();
  const { showToast } = useToast();
  const [step, setStep] = useState<RecoverStep>(0);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: passwordRecover,
    onSuccess: () => {
      showToast('success', TEXTS.auth.passwordUpdated);
      void navigate(PATHS.login);
    },
    onError: (error: Error) => {
      showToast('error', error.message);
      // The password was already checked by the same rules here, so a 400 means the code was
      // wrong, used or expired: back to the code step with the server's words under the field.
      if (error instanceof ApiError && error.status === 400) {
        setCodeError(error.message);
        setStep(1);
      }
    },
  });

  return (
    <AuthLayout title={TEXTS.auth.recoverTitle} wide>
      <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
        {TEXTS.auth.recoverSteps.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {step === 0 && (
        <RequestCodeStep
          defaultEmail={email}
          onSent={(sentTo) => {
            setEmail(sentTo);
            setCode('');
            setCodeError(null);
            setStep(1);
          }}
        />
      )}
      {step === 1 && (
        <EnterCodeStep
          email={email}
          defaultCode={code}
          serverError={codeError}
          onCode={(typed) => {
            setCode(typed);
            setCodeError(null);
            setStep(2);
          }}
          onRequestNewCode={() => setStep(0)}
        />
      )}
      {step === 2 && (
        <NewPasswordStep
          isSaving={mutation.isPending}
          onBack={() => setStep(1)}
          onPassword={(password) => mutation.mutate({ username: email, token: code, password })}
        />
      )}
      <FormLinks links={[{ label: TEXTS.auth.loginLink, to: PATHS.login }]} />
    </AuthLayout>
  );
}
