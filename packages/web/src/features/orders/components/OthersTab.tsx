import { useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { formatMoney, otherConceptType, type OtherConceptView } from '@mostrador/core';
import { DataTable, type Column } from '../../../ui/data/DataTable';
import { LockTooltip } from '../../../ui/LockTooltip';
import { TEXTS } from '../../../texts';
import { numberText, parseNumber } from '../number-text';
import type { NewConceptDraft } from '../order-draft';
import type { OrderEditorState } from '../use-order-draft';
import { ConceptForm } from './ConceptForm';

const T = TEXTS.orders;

type Row = { kind: 'stored'; concept: OtherConceptView } | { kind: 'new'; concept: NewConceptDraft };

function columns(editor: OrderEditorState): Column<Row>[] {
  const { order, draft, check, rules, actions } = editor;
  const rule = rules.other_concepts;
  return [
    {
      key: 'description',
      header: T.concept,
      render: (row) => (
        <Box>
          <span>{row.concept.description}</span>
          {row.kind === 'new' && <Chip size="small" color="secondary" label={T.newItem} sx={{ ml: 1 }} />}
        </Box>
      ),
    },
    { key: 'type', header: T.conceptType, render: (row) => otherConceptType(row.concept.amount) },
    {
      key: 'amount',
      header: T.conceptValue,
      render: (row) => {
        if (row.kind === 'new') return formatMoney(Math.abs(row.concept.amount), order.curr_symbol);
        const { concept } = row;
        const error = check.errors[`concept:${concept.id}`];
        return (
          <LockTooltip reason={rule.reason}>
            <TextField
              size="small"
              margin="none"
              disabled={!rule.allowed}
              value={draft.conceptAmounts[concept.id] ?? numberText(Math.abs(concept.amount))}
              onChange={(event) => actions.editConceptAmount(concept.id, event.target.value)}
              onBlur={(event) => {
                // Spec section 5: editing a concept's amount forces a minimum of 1.
                const value = parseNumber(event.target.value);
                if (value === null || Number.isNaN(value) || value < 1)
                  actions.editConceptAmount(concept.id, '1');
              }}
              error={Boolean(error)}
              helperText={error}
              sx={{ width: 150 }}
              slotProps={{
                htmlInput: {
                  inputMode: 'decimal',
                  'aria-label': `${T.conceptValue} de ${concept.description}`,
                },
                input: {
                  startAdornment: <InputAdornment position="start">{order.curr_symbol}</InputAdornment>,
                },
              }}
            />
          </LockTooltip>
        );
      },
    },
    {
      key: 'delete',
      header: '',
      align: 'right',
      render: (row) => (
        <LockTooltip reason={row.kind === 'stored' ? rule.reason : null}>
          <IconButton
            aria-label={`${row.kind === 'new' ? T.removeNewItem : T.deleteConcept} ${row.concept.description}`}
            disabled={row.kind === 'stored' && !rule.allowed}
            onClick={() =>
              row.kind === 'new'
                ? actions.removeNewConcept(row.concept.key)
                : actions.deleteConcept(row.concept.id)
            }
          >
            <DeleteIcon />
          </IconButton>
        </LockTooltip>
      ),
    },
  ];
}

/** OTROS: discounts (negative) and surcharges (positive); locked once the payment was fixed. */
export function OthersTab({ editor }: { editor: OrderEditorState }) {
  const { order, draft, rules, actions } = editor;
  const rows: Row[] = [
    ...order.other_concepts
      .filter((concept) => !draft.conceptDeletes.includes(concept.id))
      .map((concept): Row => ({ kind: 'stored', concept })),
    ...draft.newConcepts.map((concept): Row => ({ kind: 'new', concept })),
  ];
  const rule = rules.other_concepts;
  const added = useRef(0);
  return (
    <>
      {rule.reason && (
        <Alert severity="info" role="note" sx={{ mb: 2 }}>
          {rule.reason}
        </Alert>
      )}
      <LockTooltip reason={rule.reason} block>
        <Box>
          <ConceptForm
            disabled={!rule.allowed}
            onAdd={(concept) => {
              added.current += 1;
              actions.addConcept({ ...concept, key: `new-concept-${added.current}` });
            }}
          />
        </Box>
      </LockTooltip>
      <Typography variant="h2" component="h3" sx={{ fontSize: '1.1rem', mt: 3, mb: 1 }}>
        {T.conceptsLabel}
      </Typography>
      <DataTable
        label={T.conceptsLabel}
        columns={columns(editor)}
        rows={rows}
        rowKey={(row) => (row.kind === 'stored' ? `concept-${row.concept.id}` : row.concept.key)}
        total={rows.length}
        page={0}
        pageSize={Math.max(rows.length, 1)}
        onPageChange={() => undefined}
      />
    </>
  );
}
