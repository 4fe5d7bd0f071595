import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface Bar {
  key: string;
  label: string;
  value: number;
  /** What the bar's end says (a count, an amount). */
  caption: string;
}

/** Horizontal bars, longest first as given; a list so screen readers read every figure. */
export function BarList({
  bars,
  label,
  color = 'primary.main',
}: {
  bars: Bar[];
  label: string;
  color?: string;
}) {
  const max = Math.max(...bars.map((bar) => bar.value), 0);
  return (
    <Stack component="ul" aria-label={label} spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {bars.map((bar) => (
        <Box component="li" key={bar.key}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {bar.label}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
              {bar.caption}
            </Typography>
          </Stack>
          <Box sx={{ height: 8, borderRadius: 4, bgcolor: 'action.hover', overflow: 'hidden' }}>
            <Box
              sx={{ height: '100%', width: `${max > 0 ? (bar.value / max) * 100 : 0}%`, bgcolor: color }}
            />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
