import Box from '@mui/material/Box';
import { MostradorLogo } from './MostradorLogo';

interface Props {
  /** The store's header logo url, when it has one. */
  src: string | null | undefined;
  alt: string;
  height?: number;
}

/** A store's header logo, or the product's mark when the store has none yet. */
export function StoreLogo({ src, alt, height = 48 }: Props) {
  if (!src) return <MostradorLogo size={height} />;
  // Header logos are wide (5:1, spec section 5): cap the width so a phone screen keeps its margins.
  return <Box component="img" src={src} alt={alt} sx={{ height, maxWidth: '80vw', objectFit: 'contain' }} />;
}
