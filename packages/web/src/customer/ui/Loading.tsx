import { CT } from '../texts';

/** The loading state of a customer page (spec: an overlay shows while data loads). */
export function Loading() {
  return (
    <div className="loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{CT.loading}</span>
    </div>
  );
}
