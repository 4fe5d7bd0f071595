import type { ReactNode } from 'react';

/**
 * A read-only control with the spec's tooltip (section 8): shown on hover and on focus, so a tap
 * on a phone shows it too, and read out by screen readers through aria-describedby.
 */
export function Locked({ reason, id, children }: { reason: string; id: string; children: ReactNode }) {
  return (
    <span className="locked" tabIndex={0} aria-describedby={id}>
      {children}
      <span role="tooltip" id={id} className="tooltip">
        {reason}
      </span>
    </span>
  );
}
