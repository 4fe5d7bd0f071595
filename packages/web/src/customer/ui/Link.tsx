import type { ReactNode } from 'react';
import { onLinkClick } from '../router';

export function Link(props: { to: string; className?: string; children: ReactNode; 'aria-label'?: string }) {
  return (
    <a
      href={props.to}
      className={props.className}
      aria-label={props['aria-label']}
      onClick={(event) => onLinkClick(event, props.to)}
    >
      {props.children}
    </a>
  );
}
