import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { formatMoney, type SalesDay } from '@mostrador/core';

const HEIGHT = 240;
const PAD = { top: 16, right: 8, bottom: 28, left: 8 };

/** 'YYYY-MM-DD' as 'DD/MM'. */
const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** Sales per day as an SVG column chart; each column's title gives the day's figures. */
export function SalesByDayChart({
  days,
  currency,
  label,
}: {
  days: SalesDay[];
  currency: string;
  label: string;
}) {
  const theme = useTheme();
  // A narrower drawing on phones keeps the dates readable once it is scaled to the screen.
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const width = isPhone ? 360 : 720;
  const max = Math.max(...days.map((day) => day.total), 0);
  const plotWidth = width - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / Math.max(days.length, 1);
  const barWidth = Math.max(slot * 0.7, 1);
  // About six dates (four on phones) under the axis, whatever the length of the period.
  const tickEvery = Math.max(1, Math.ceil(days.length / (isPhone ? 4 : 6)));
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-label={label}
        style={{ display: 'block' }}
      >
        <line
          x1={PAD.left}
          x2={width - PAD.right}
          y1={PAD.top + plotHeight}
          y2={PAD.top + plotHeight}
          stroke={theme.palette.divider}
        />
        {days.map((day, index) => {
          const height = max > 0 ? (day.total / max) * plotHeight : 0;
          const x = PAD.left + index * slot + (slot - barWidth) / 2;
          return (
            <g key={day.day}>
              <rect
                x={x}
                y={PAD.top + plotHeight - height}
                width={barWidth}
                height={Math.max(height, day.total > 0 ? 1 : 0)}
                rx={Math.min(3, barWidth / 3)}
                fill={theme.palette.primary.main}
              >
                <title>{`${shortDay(day.day)}: ${formatMoney(day.total, currency)} (${day.orders})`}</title>
              </rect>
              {index % tickEvery === 0 && (
                <text
                  x={PAD.left + index * slot + slot / 2}
                  y={HEIGHT - 8}
                  textAnchor="middle"
                  fontSize="12"
                  fill={theme.palette.text.secondary}
                >
                  {shortDay(day.day)}
                </text>
              )}
            </g>
          );
        })}
        {max > 0 && (
          <text x={PAD.left} y={PAD.top - 4} fontSize="12" fill={theme.palette.text.secondary}>
            {formatMoney(max, currency)}
          </text>
        )}
      </svg>
    </Box>
  );
}
