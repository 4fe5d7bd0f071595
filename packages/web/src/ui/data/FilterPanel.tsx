import { useRef, useState, type ReactNode } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';

export interface FilterField {
  name: string;
  label: string;
  /** text: free text; select: a combo of options; date: DD/MM/YYYY HH:mm prefix typed by hand. */
  kind: 'text' | 'select' | 'date';
  options?: { value: string; label: string }[];
  placeholder?: string;
  /** Fields emptied when this one changes: their options depend on it (MARCA on TIPO). */
  resets?: string[];
}

export type FilterValues = Record<string, string>;

export interface FilterPanelProps {
  fields: FilterField[];
  values: FilterValues;
  onChange: (values: FilterValues) => void;
  onExport?: () => void;
  onRefresh?: () => void;
  isExporting?: boolean;
  /** Opens the panel on arrival (a filter preselected by the address). */
  defaultExpanded?: boolean;
  extra?: ReactNode;
  /** Replaces the bar's 'Filtros' heading (spec: a missing preselected value shows another text). */
  title?: string;
  /** Sees the fields as they are being chosen, before 'Buscar' (a bar whose options follow them). */
  onDraftChange?: (draft: FilterValues) => void;
}

/**
 * The expandable search bar of spec section 2 (filter drawer): fields typed here go to the server
 * on 'Buscar' (or Enter); 'Limpiar' resets them; export and refresh act on the current filters.
 */
export function FilterPanel(props: FilterPanelProps) {
  const [draft, setDraftState] = useState<FilterValues>(props.values);
  // What was typed last, whether or not React has rendered it yet: 'Buscar' pressed right after
  // typing (or two fields changed at once) must never send the fields as they were a render ago.
  const latest = useRef(draft);
  const setDraft = (next: FilterValues) => {
    latest.current = next;
    setDraftState(next);
    props.onDraftChange?.(next);
  };
  const choose = (field: FilterField, value: string) => {
    const current = latest.current;
    const emptied = Object.fromEntries((field.resets ?? []).map((name) => [name, '']));
    setDraft({ ...current, ...(current[field.name] === value ? {} : emptied), [field.name]: value });
  };
  const [expanded, setExpanded] = useState(props.defaultExpanded ?? false);
  const activeCount = Object.values(props.values).filter((value) => value.trim() !== '').length;

  const apply = () => props.onChange(latest.current);
  const reset = () => {
    const empty = Object.fromEntries(props.fields.map((field) => [field.name, '']));
    setDraft(empty);
    props.onChange(empty);
  };

  return (
    <Accordion expanded={expanded} onChange={(_event, next) => setExpanded(next)} disableGutters variant="outlined">
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="filtros" id="filtros-header">
        <SearchIcon sx={{ mr: 1 }} color="action" />
        <Typography>
          {props.title ?? 'Filtros'}
          {activeCount > 0 ? ` (${activeCount})` : ''}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id="filtros">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            apply();
          }}
        >
          <Grid container spacing={1.5}>
            {props.fields.map((field) => (
              <Grid key={field.name} size={{ xs: 12, sm: 6, md: 4 }}>
                <TextField
                  fullWidth
                  size="small"
                  label={field.label}
                  select={field.kind === 'select'}
                  placeholder={field.placeholder ?? (field.kind === 'date' ? 'DD/MM/AAAA' : undefined)}
                  value={draft[field.name] ?? ''}
                  onChange={(event) => choose(field, event.target.value)}
                >
                  {field.kind === 'select' && [
                    <MenuItem key="" value="">
                      Todos
                    </MenuItem>,
                    ...(field.options ?? []).map((option) => (
                      <MenuItem key={option.value} value={option.value}>
                        {option.label}
                      </MenuItem>
                    )),
                  ]}
                </TextField>
              </Grid>
            ))}
          </Grid>
          {props.extra}
          <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
            <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
              Buscar
            </Button>
            <Button onClick={reset}>Limpiar</Button>
            {props.onRefresh && (
              <Button onClick={props.onRefresh} startIcon={<RefreshIcon />}>
                Actualizar
              </Button>
            )}
            {props.onExport && (
              <Button onClick={props.onExport} startIcon={<FileDownloadIcon />} disabled={props.isExporting}>
                Exportar
              </Button>
            )}
          </Stack>
        </form>
      </AccordionDetails>
    </Accordion>
  );
}
