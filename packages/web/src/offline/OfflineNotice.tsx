import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import { TEXTS } from '../texts';

/** How often a page that found no network checks again. */
const RECHECK_MS = 10_000;

/**
 * Whether the server can be reached. navigator.onLine alone misses the cases that matter here (a
 * network without internet, a server that is down), so a failed request to /api/health counts too.
 */
async function canReachServer(): Promise<boolean> {
  if (!navigator.onLine) return false;
  try {
    await fetch('/api/health', { cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
}

/** Without network the service worker serves the saved shell; this says so at the top of every screen. */
export function OfflineNotice() {
  const [isOffline, setIsOffline] = useState(!navigator.onLine);

  useEffect(() => {
    let active = true;
    let timer: number | undefined;
    const check = async () => {
      window.clearTimeout(timer);
      const reachable = await canReachServer();
      if (!active) return;
      setIsOffline(!reachable);
      if (!reachable) timer = window.setTimeout(() => void check(), RECHECK_MS);
    };
    const onChange = () => void check();
    void check();
    window.addEventListener('online', onChange);
    window.addEventListener('offline', onChange);
    return () => {
      active = false;
      window.clearTimeout(timer);
      window.removeEventListener('online', onChange);
      window.removeEventListener('offline', onChange);
    };
  }, []);

  if (!isOffline) return null;
  return (
    <Alert
      severity="warning"
      role="status"
      // A bar along the bottom that lets clicks through: the header and its menu stay usable.
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: (theme) => theme.zIndex.snackbar,
        borderRadius: 0,
        pointerEvents: 'none',
      }}
    >
      {TEXTS.offline.notice}
    </Alert>
  );
}
