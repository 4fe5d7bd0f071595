import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface Props {
  /** Height of the icon in px; the word scales with it. */
  size?: number;
  /** Light text for dark backgrounds (the header). */
  inverted?: boolean;
}

/** The product's own mark, shown wherever a store has no logo of its own. */
export function MostradorLogo({ size = 40, inverted = false }: Props) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box component="img" src="/mostrador-icon.svg" alt="" sx={{ width: size, height: size }} />
      <Typography
        component="span"
        sx={{
          fontWeight: 700,
          fontSize: size * 0.55,
          letterSpacing: 0.5,
          color: inverted ? 'common.white' : 'primary.main',
        }}
      >
        Mostrador
      </Typography>
    </Box>
  );
}
