import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  IMPORT_STATUS,
  importStatusColor,
  type AdminStoreRow,
  type ImportStatusColor,
} from '@mostrador/core';
import { fill } from '../../../texts';
import { ADMIN_TEXTS } from '../admin-texts';

/** Spec section 4: pending and processing yellow, complete green, failed red, none white. */
export const STATUS_LIGHT: Record<ImportStatusColor, string> = {
  white: '#ffffff',
  yellow: '#f9c80e',
  green: '#2e7d32',
  red: '#d32f2f',
};

export function csvStatusColor(status: AdminStoreRow['csv_status']): ImportStatusColor {
  return importStatusColor(status === 'none' ? null : { status });
}

function Dot({ color }: { color: ImportStatusColor }) {
  return (
    <Box
      aria-hidden
      sx={{
        width: 16,
        height: 16,
        flexShrink: 0,
        borderRadius: '50%',
        bgcolor: STATUS_LIGHT[color],
        border: 1,
        borderColor: 'grey.500',
      }}
    />
  );
}

/** The light of one store's latest upload, named for screen readers and tests. */
export function CsvStatusLight({
  status,
  hashtag,
}: {
  status: AdminStoreRow['csv_status'];
  hashtag: string;
}) {
  const color = csvStatusColor(status);
  const label = status === 'none' ? ADMIN_TEXTS.legend.none : IMPORT_STATUS[status].label;
  return (
    <Box
      role="img"
      aria-label={fill(ADMIN_TEXTS.csvStatus, { hashtag, status: label })}
      data-status-color={color}
    >
      <Dot color={color} />
    </Box>
  );
}

/** Spec section 2: the CSV status legend under the stores table. */
export function CsvStatusLegend() {
  const entries: Array<[ImportStatusColor, string]> = [
    ['white', ADMIN_TEXTS.legend.none],
    ['green', ADMIN_TEXTS.legend.complete],
    ['yellow', ADMIN_TEXTS.legend.working],
    ['red', ADMIN_TEXTS.legend.failed],
  ];
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {ADMIN_TEXTS.legendTitle}
      </Typography>
      {entries.map(([color, label]) => (
        <Stack key={color} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          <Dot color={color} />
          <Typography variant="body2">{label}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
