import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { inactiveUserMessage } from '@mostrador/core';
import { PATHS } from '../app/paths';
import { SUPPORT_EMAIL } from '../app/links';
import { useToast } from '../ui/toast/toast-context';
import { saveLastUrl } from './last-url';
import { endSession, lastSessionEndReason } from './session-store';
import { useSession } from './use-session';

/** Sends to /login, remembering where the user was going (unless they just logged out). */
function RedirectToLogin() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (lastSessionEndReason() !== 'logout') {
      saveLastUrl(`${location.pathname}${location.search}${location.hash}`);
    }
    void navigate(PATHS.login, { replace: true });
  }, [location, navigate]);
  return null;
}

/** A saved user that is not enabled may not work: drop it with the inactivity notice. */
function EndInactiveSession() {
  useEffect(() => {
    endSession('inactive', inactiveUserMessage(SUPPORT_EMAIL));
  }, []);
  return null;
}

/** Store pages: only with a saved, enabled user (spec sections 2 and 8). */
export function RequireUser() {
  const session = useSession();
  if (!session) return <RedirectToLogin />;
  if (!session.enabled) return <EndInactiveSession />;
  return <Outlet />;
}

function RedirectHome({ notice }: { notice: string | undefined }) {
  const navigate = useNavigate();
  const { showToast } = useToast();
  useEffect(() => {
    if (notice) showToast('error', notice);
    void navigate(PATHS.home, { replace: true });
  }, [navigate, notice, showToast]);
  return null;
}

/** /register and /recoverpass are for people without a session; a logged-in user goes home. */
export function RequireNoUser({ notice }: { notice?: string }) {
  const session = useSession();
  if (session?.enabled) return <RedirectHome notice={notice} />;
  return <Outlet />;
}
