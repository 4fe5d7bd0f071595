import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

/** Spec section 8: what every empty table says. */
export const EMPTY_TABLE_TEXT = 'No se encontraron resultados.';

export interface Column<Row> {
  key: string;
  header: string;
  render: (row: Row) => ReactNode;
  /** Keeps long text from stretching the table. */
  width?: number | string;
  align?: 'left' | 'right' | 'center';
  /** Left out of the phone cards (secondary details). */
  hideOnPhone?: boolean;
}

export interface DataTableProps<Row> {
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  /** Server paging: the total of the filtered list, the 0-based page and the page size (15). */
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onRowClick?: (row: Row) => void;
  /** A label for screen readers: what the table lists. */
  label: string;
}

/**
 * The back office's table: pages come from the server already filtered; at phone width every row
 * becomes a card so nothing scrolls sideways.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const { columns, rows, rowKey, onRowClick } = props;

  const pagination = (
    <TablePagination
      component="div"
      count={props.total}
      page={props.total === 0 ? 0 : props.page}
      rowsPerPage={props.pageSize}
      rowsPerPageOptions={[props.pageSize]}
      onPageChange={(_event, page) => props.onPageChange(page)}
      labelDisplayedRows={({ from, to, count }) => `${from}-${to} de ${count}`}
    />
  );

  if (rows.length === 0) {
    return (
      <Box sx={{ py: 4, textAlign: 'center' }}>
        <Typography color="text.secondary">{EMPTY_TABLE_TEXT}</Typography>
      </Box>
    );
  }

  if (isPhone) {
    return (
      <Box>
        {/* The list holds only its cards: pagination inside it would be a child a list may not have. */}
        <Stack spacing={1} role="list" aria-label={props.label}>
          {rows.map((row) => (
            <Card
              key={rowKey(row)}
              variant="outlined"
              role="listitem"
              onClick={onRowClick ? () => onRowClick(row) : undefined}
              sx={onRowClick ? { cursor: 'pointer' } : undefined}
            >
              <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
                {columns
                  .filter((column) => !column.hideOnPhone)
                  .map((column) => (
                    <Stack key={column.key} direction="row" spacing={1} sx={{ py: 0.25, alignItems: 'center' }}>
                      <Typography variant="caption" color="text.secondary" sx={{ minWidth: 96 }}>
                        {column.header}
                      </Typography>
                      <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{column.render(row)}</Box>
                    </Stack>
                  ))}
              </CardContent>
            </Card>
          ))}
        </Stack>
        {pagination}
      </Box>
    );
  }

  return (
    <Box>
      <TableContainer>
        <Table size="small" aria-label={props.label}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.key} align={column.align} sx={{ fontWeight: 600, width: column.width }}>
                  {column.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow
                key={rowKey(row)}
                hover
                onClick={onRowClick ? () => onRowClick(row) : undefined}
                sx={onRowClick ? { cursor: 'pointer' } : undefined}
              >
                {columns.map((column) => (
                  <TableCell key={column.key} align={column.align}>
                    {column.render(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {pagination}
    </Box>
  );
}
