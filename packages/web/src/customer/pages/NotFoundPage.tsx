import { useEffect } from 'react';
import { sendNotFoundEvent } from '../../telemetry/tracking';
import { ACTIVITY, logActivity } from '../session';
import { CT } from '../texts';
import { Link } from '../ui/Link';

/**
 * The customer 404 (spec section 2): logs the visit as a client activity and sends the analytics
 * event (when configured), links to /homeclient.
 */
export function NotFoundPage() {
  useEffect(() => {
    logActivity(ACTIVITY.notFound, { path: window.location.pathname });
    void sendNotFoundEvent(window.location.pathname);
  }, []);
  return (
    <main className="not-found">
      <h1>{CT.notFound}</h1>
      <Link to="/homeclient" className="button button-primary">
        {CT.goHome}
      </Link>
    </main>
  );
}
