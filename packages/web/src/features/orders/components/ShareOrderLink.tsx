import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { phoneDigits, type OrderDetail } from '@mostrador/core';
import { TEXTS, fill } from '../../../texts';
import { useToast } from '../../../ui/toast/toast-context';

const T = TEXTS.orderLink;

/** The customer's /orderstatus link: it alone lets the holder see and pay the order (issue 17). */
export function orderLinkUrl(order: Pick<OrderDetail, 'token'>, origin = window.location.origin) {
  return `${origin}/orderstatus/${order.token}`;
}

/** wa.me with the client's phone (digits only, as WhatsApp asks) and the store's message. */
export function whatsappUrl(order: OrderDetail, url: string) {
  const name = order.client?.name.split(' ')[0] ?? '';
  const text = fill(T.message, {
    greeting: name ? fill(T.greeting, { name }) : T.greetingPlain,
    id: order.alphanum_id,
    store: order.store.name,
    url,
  });
  const digits = phoneDigits(order.client?.phone ?? '');
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

/**
 * 'Copiar enlace' and 'Enviar por WhatsApp' on the order detail: the owner shares the customer's
 * link (the same after 'Solicitar pago', so the customer pays from it).
 */
export function ShareOrderLink({ order }: { order: OrderDetail }) {
  const { showToast } = useToast();
  const url = orderLinkUrl(order);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      showToast('success', T.copied);
    } catch {
      showToast('warning', T.copyFailed);
    }
  };
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <TextField
        label={T.label}
        value={url}
        size="small"
        fullWidth
        slotProps={{
          htmlInput: {
            readOnly: true,
            onFocus: (e: React.FocusEvent<HTMLInputElement>) => e.target.select(),
          },
        }}
      />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="outlined" onClick={() => void copy()}>
          {T.copy}
        </Button>
        <Button
          variant="contained"
          color="success"
          href={whatsappUrl(order, url)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {T.whatsapp}
        </Button>
      </Stack>
      {order.client?.phone ? null : (
        <Typography variant="body2" color="text.secondary">
          {T.noPhone}
        </Typography>
      )}
    </Stack>
  );
}
