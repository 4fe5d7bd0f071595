import { CT } from '../texts';
import { Picture } from '../ui/Picture';
import type { StorePublic } from '../types';

/** The round button that opens the chat, on the store's side of the page. */
export function WidgetLauncher(props: {
  store: Pick<StorePublic, 'widget' | 'widget_logo'>;
  onOpen: () => void;
}) {
  const { store } = props;
  return (
    <button
      type="button"
      className={`widget-button widget-${store.widget.position}`}
      aria-label={CT.openChat}
      onClick={props.onOpen}
    >
      {store.widget_logo ? <Picture src={store.widget_logo} alt="" fallback="Chat" /> : 'Chat'}
    </button>
  );
}
