import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDateTime, type ShipmentView } from '@mostrador/core';
import { LockTooltip } from '../../../ui/LockTooltip';
import { TEXTS } from '../../../texts';
import { numberText } from '../number-text';
import { ownShipment, shipmentFormOf, type ShipmentField } from '../order-draft';
import type { OrderEditorState } from '../use-order-draft';
import { DeliveryEditor } from './DeliveryEditor';
import { UnlockNote } from './UnlockNote';

const T = TEXTS.orders;

const FIELD_LABELS: Record<ShipmentField, string> = {
  tracking_code: T.trackingCode,
  transport_co: T.transportCo,
  eta: T.eta,
  link: T.link,
  observations: T.shipmentObservations,
};

function ImportedShipment({ shipment }: { shipment: ShipmentView }) {
  const lines: [string, string | null][] = [
    [T.trackingCode, shipment.tracking_code],
    [T.transportCo, shipment.transport_co],
    [T.departure, shipment.departure ? formatDateTime(shipment.departure) : null],
    [T.eta, shipment.eta ? formatDateTime(shipment.eta) : null],
    [T.shipmentObservations, shipment.observations],
  ];
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="overline" color="text.secondary" component="h3">
          {T.importedShipment}
        </Typography>
        {lines.map(([label, value]) => (
          <Typography key={label} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            <Typography component="span" variant="body2" color="text.secondary">
              {label}:{' '}
            </Typography>
            {value ?? '-'}
          </Typography>
        ))}
        {shipment.link && (
          <Link href={shipment.link} target="_blank" rel="noopener noreferrer" variant="body2">
            {shipment.link}
          </Link>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * ENVIO: the shipping cost and the seller's own shipment form (code, company, arrival date as
 * DD/MM/YYYY HH:mm, link, observation); each locked part says why. Imported shipments are read only.
 */
export function ShippingTab({ editor }: { editor: OrderEditorState }) {
  const { order, draft, check, rules, actions } = editor;
  const own = ownShipment(order);
  const stored = shipmentFormOf(own);
  const imported = order.shipping.filter((shipment) => shipment.original_id);
  const costError = check.errors.shippingCost;

  return (
    <>
      <DeliveryEditor key={`${order.delivery}:${order.delivery_address ?? ''}`} editor={editor} />
      <UnlockNote editor={editor} control="shipping_cost" />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <LockTooltip reason={rules.shipping_cost.reason} block>
            <TextField
              margin="none"
              label={T.shippingCost}
              disabled={!rules.shipping_cost.allowed}
              value={draft.shippingCost ?? numberText(order.shipping_cost)}
              onChange={(event) => actions.setShippingCost(event.target.value)}
              error={Boolean(costError)}
              helperText={costError}
              slotProps={{
                htmlInput: { inputMode: 'decimal' },
                input: {
                  startAdornment: <InputAdornment position="start">{order.curr_symbol}</InputAdornment>,
                },
              }}
            />
          </LockTooltip>
        </Grid>
      </Grid>
      <Typography variant="h2" component="h3" sx={{ fontSize: '1.1rem', mt: 3, mb: 1 }}>
        {T.ownShipment}
      </Typography>
      <UnlockNote editor={editor} control="shipment" />
      <Grid container spacing={2}>
        {(Object.keys(FIELD_LABELS) as ShipmentField[]).map((field) => {
          const error = check.errors[`shipment:${field}`];
          return (
            <Grid key={field} size={{ xs: 12, sm: 6, md: field === 'observations' ? 12 : 6 }}>
              <LockTooltip reason={rules.shipment.reason} block>
                <TextField
                  margin="none"
                  label={FIELD_LABELS[field]}
                  disabled={!rules.shipment.allowed}
                  value={draft.shipment?.[field] ?? stored[field]}
                  onChange={(event) => actions.editShipment(field, event.target.value)}
                  error={Boolean(error)}
                  helperText={error ?? (field === 'eta' ? T.etaHelp : undefined)}
                  placeholder={field === 'eta' ? T.etaHelp : undefined}
                  multiline={field === 'observations'}
                  maxRows={field === 'observations' ? 25 : undefined}
                  slotProps={{
                    htmlInput: field === 'link' ? { inputMode: 'url' } : undefined,
                    // A locked field's hint stays readable (the disabled grey is 2.3:1 on white).
                    formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
                  }}
                />
              </LockTooltip>
            </Grid>
          );
        })}
      </Grid>
      {own?.departure && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {T.departure}: {formatDateTime(own.departure)}
        </Typography>
      )}
      {imported.map((shipment) => (
        <ImportedShipment key={shipment.id} shipment={shipment} />
      ))}
    </>
  );
}
