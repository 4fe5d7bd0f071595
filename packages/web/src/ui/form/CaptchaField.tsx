import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import 'altcha';
// Spanish labels ('No soy un robot', 'Verificado', ...) for the widget.
import 'altcha/i18n/es-419';
import type {} from 'altcha/types/react';
import { CAPTCHA_CHALLENGE_URL } from '../../api/auth';

export interface CaptchaFieldHandle {
  /** A solved challenge is spent once the server saw it: call after every failed submit. */
  reset: () => void;
}

interface Props {
  /** The payload to send as `altcha`, or '' while the widget is not verified. */
  onChange: (payload: string) => void;
  error?: string | undefined;
  ref?: Ref<CaptchaFieldHandle>;
}

interface StateChangeDetail {
  state: string;
  payload?: string;
}

/**
 * The self-hosted ALTCHA proof of work (no third party sees the user). The widget fetches its
 * challenge from our API and solves it in a worker when the user ticks the box.
 */
export function CaptchaField({ onChange, error, ref }: Props) {
  const widgetRef = useRef<HTMLElementTagNameMap['altcha-widget']>(null);
  // The latest handler without re-attaching the listener on every render of the form.
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useImperativeHandle(ref, () => ({
    reset: () => {
      widgetRef.current?.reset();
      onChangeRef.current('');
    },
  }));

  useEffect(() => {
    const widget = widgetRef.current;
    if (!widget) return;
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChangeDetail>).detail;
      onChangeRef.current(state === 'verified' && payload ? payload : '');
    };
    widget.addEventListener('statechange', onStateChange);
    return () => widget.removeEventListener('statechange', onStateChange);
  }, []);

  return (
    <Box sx={{ my: 1.5 }}>
      <altcha-widget
        ref={widgetRef}
        challenge={CAPTCHA_CHALLENGE_URL}
        language="es-419"
        name="altcha"
        style={{ '--altcha-max-width': '100%', '--altcha-border-radius': '8px' }}
      />
      {error && (
        <FormHelperText error sx={{ mx: 1.75 }}>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
