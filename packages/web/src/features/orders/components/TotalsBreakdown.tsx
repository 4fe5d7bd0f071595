import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { formatMoney, type OrderBreakdown } from '@mostrador/core';
import { OT } from '../orders-texts';

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <>
      <Typography component="dt" variant="body2" sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={{ m: 0, textAlign: 'right', whiteSpace: 'nowrap', fontWeight: strong ? 700 : 400 }}
      >
        {value}
      </Typography>
    </>
  );
}

/**
 * The total explained: items subtotal, shipping (or pickup), each other concept with its sign
 * (discounts negative) and the total, from core's order math over the unsaved changes.
 */
export function TotalsBreakdown({ breakdown, currency }: { breakdown: OrderBreakdown; currency: string }) {
  const money = (value: number) => formatMoney(value, currency);
  return (
    <Card variant="outlined" sx={{ mt: 2 }} component="section" aria-labelledby="resumen-monto">
      <CardContent>
        <Typography variant="overline" color="text.secondary" component="h2" id="resumen-monto">
          {OT.breakdownTitle}
        </Typography>
        <Typography
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 0.5, m: 0 }}
        >
          <Row label={OT.itemsSubtotal} value={money(breakdown.items_subtotal)} />
          <Row
            label={breakdown.shipping === null ? OT.pickup : OT.shipping}
            value={money(breakdown.shipping ?? 0)}
          />
          {breakdown.concepts.map((concept, index) => (
            <Row
              key={`${concept.description}-${index}`}
              label={`${concept.description} (${concept.type})`}
              value={money(concept.amount)}
            />
          ))}
          <Row label={OT.total} value={money(breakdown.total)} strong />
        </Typography>
      </CardContent>
    </Card>
  );
}
