import type { ReactElement } from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';

interface LockTooltipProps {
  /** Why the control is disabled (a rule's tooltip, spec section 8); null when it is enabled. */
  reason: string | null | undefined;
  children: ReactElement;
  /** Stretches to the full width (text fields). */
  block?: boolean;
}

/**
 * A disabled control receives no pointer events, so the tooltip that says why sits on a wrapper.
 * It opens on hover, on keyboard focus and on a tap (phones), and the wrapper carries the reason
 * as its accessible name.
 */
export function LockTooltip({ reason, children, block = false }: LockTooltipProps) {
  if (!reason) return children;
  return (
    <Tooltip title={reason} arrow enterTouchDelay={0} leaveTouchDelay={4000}>
      <Box
        component="span"
        tabIndex={0}
        sx={{ display: block ? 'block' : 'inline-flex', maxWidth: '100%', width: block ? '100%' : undefined }}
      >
        {children}
      </Box>
    </Tooltip>
  );
}
