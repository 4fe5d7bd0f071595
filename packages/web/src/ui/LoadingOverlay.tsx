import { useEffect, useState } from 'react';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useSession } from '../session/use-session';
import { TEXTS } from '../texts';
import { StoreLogo } from './StoreLogo';

/** Answers quicker than this never show the overlay, so fast screens do not flicker. */
const SHOW_AFTER_MS = 250;

/**
 * Spec section 2: a full-screen overlay with the store logo while any data loads. Every call of
 * the app is a TanStack query or mutation (the auth calls included), so counting both is enough.
 */
export function LoadingOverlay() {
  // Background polls (an upload's status) run while the person keeps working: no overlay.
  const fetching = useIsFetching({ predicate: (query) => !query.meta?.background });
  const mutating = useIsMutating();
  const session = useSession();
  const busy = fetching + mutating > 0;
  const [delayPassed, setDelayPassed] = useState(false);
  const visible = busy && delayPassed;

  useEffect(() => {
    if (!busy) return;
    const timer = window.setTimeout(() => setDelayPassed(true), SHOW_AFTER_MS);
    return () => {
      window.clearTimeout(timer);
      setDelayPassed(false);
    };
  }, [busy]);

  const store = session?.store;
  return (
    <Backdrop
      open={visible}
      aria-busy={visible}
      sx={(theme) => ({ zIndex: theme.zIndex.modal + 10, bgcolor: 'rgba(255, 255, 255, 0.85)' })}
    >
      <Stack role="progressbar" aria-label={TEXTS.common.loading} spacing={3} sx={{ alignItems: 'center' }}>
        <StoreLogo src={store?.header_logo} alt={store?.name ?? 'Mostrador'} height={56} />
        {/* The Stack is the named progressbar; an unnamed one inside it would be a second, nameless one. */}
        <CircularProgress color="secondary" aria-hidden />
      </Stack>
    </Backdrop>
  );
}
