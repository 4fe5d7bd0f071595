import { formatMoney } from '@mostrador/core/format/money';
import { formatQuantity, unitLabel } from '@mostrador/core/format/units';
import { onLinkClick } from '../router';
import { CT } from '../texts';
import type { ChatMessage } from '../types';

interface Props {
  message: ChatMessage;
  currency: string;
  /** In the widget iframe, links open a new tab: the order page needs the whole screen. */
  isWidget: boolean;
  onChip: (text: string) => void;
  canAnswerChips: boolean;
}

function InternalLink({ url, text, isWidget }: { url: string; text: string; isWidget: boolean }) {
  if (isWidget || !url.startsWith('/')) {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer" className="chat-link">
        {text}
      </a>
    );
  }
  return (
    <a href={url} className="chat-link" onClick={(event) => onLinkClick(event, url)}>
      {text}
    </a>
  );
}

/** One piece of the assistant's answer (docs/api-cliente.md, ChatMessage). */
export function ChatMessageView({ message, currency, isWidget, onChip, canAnswerChips }: Props) {
  switch (message.type) {
    case 'text':
      return <p className="bubble bubble-bot">{message.text}</p>;
    case 'chips':
      return (
        <div className="chips" role="group" aria-label="Respuestas sugeridas">
          {message.options.map((option) => (
            <button
              key={option}
              type="button"
              className="chip"
              disabled={!canAnswerChips}
              onClick={() => onChip(option)}
            >
              {option}
            </button>
          ))}
        </div>
      );
    case 'products':
      return (
        <ul className="bubble bubble-bot chat-products" aria-label="Productos">
          {message.products.map((product) => (
            <li key={product.id}>
              <span>{product.name}</span>
              <span className="nowrap">
                {formatMoney(product.price_per_unit, currency)} / {unitLabel(product.quantity_unit)}
              </span>
            </li>
          ))}
        </ul>
      );
    case 'order': {
      const { order } = message;
      return (
        <section className="bubble bubble-bot order-card" aria-label={CT.orderCard}>
          <h3>
            Pedido {order.alphanum_id} · {order.estado}
          </h3>
          <ul>
            {order.items.map((item) => (
              <li key={item.id}>
                <span>
                  {item.name} x {formatQuantity(item.amount)} {unitLabel(item.quantity_unit)}
                </span>
                <span className="nowrap">{formatMoney(item.total, order.curr_symbol)}</span>
              </li>
            ))}
          </ul>
          <p className="order-card-total">
            <span>Total</span>
            <strong>{formatMoney(order.total_price, order.curr_symbol)}</strong>
          </p>
          <InternalLink url={message.url} text={CT.seeOrder} isWidget={isWidget} />
        </section>
      );
    }
    case 'link':
      return (
        <p className="bubble bubble-bot">
          <InternalLink url={message.url} text={message.text} isWidget={isWidget} />
        </p>
      );
  }
}
