import { useState } from 'react';
import type { StorePublic } from '../types';
import { ChatPanel } from './ChatPanel';
import { WidgetLauncher } from './WidgetLauncher';
import { useChat } from './use-chat';

/**
 * The chat widget: a round button (100x100, 15 px from the bottom and the side, spec section 9)
 * that opens the panel; in `?widget=1` mode (inside the loader's iframe) the panel fills the page.
 */
export function ChatWidget(props: { store: StorePublic; isWidget: boolean; autoSend?: string | null }) {
  const { store, isWidget } = props;
  const autoSend = props.autoSend ?? null;
  const [isOpen, setOpen] = useState(isWidget || autoSend !== null);
  const chat = useChat(store.hashtag, isOpen, autoSend);

  if (isWidget) return <ChatPanel store={store} chat={chat} isWidget />;
  return (
    <>
      {isOpen ? (
        <div className={`chat-dock chat-dock-${store.widget.position}`}>
          <ChatPanel store={store} chat={chat} isWidget={false} onClose={() => setOpen(false)} />
        </div>
      ) : null}
      {!isOpen ? <WidgetLauncher store={store} onOpen={() => setOpen(true)} /> : null}
    </>
  );
}
