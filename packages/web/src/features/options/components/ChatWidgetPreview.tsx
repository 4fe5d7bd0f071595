import type { CSSProperties } from 'react';
import type { ThemeColorSet, WidgetPosition } from '@mostrador/core';
import { ChatPanel, type ChatView } from '../../../customer/chat/ChatPanel';
import { WidgetLauncher } from '../../../customer/chat/WidgetLauncher';
import type { ChatLine } from '../../../customer/chat/use-chat';
import { themeVariables } from '../../../customer/theme';
import '../../../customer/chat/chat.css';
import './ChatWidgetPreview.css';

export interface PreviewMessage {
  from: 'bot' | 'user';
  text: string;
}

export interface ChatWidgetPreviewProps {
  colors: ThemeColorSet;
  titlebarText: string;
  logoUrl: string;
  position: WidgetPosition;
  messages: PreviewMessage[];
  chips?: readonly string[];
  label: string;
}

const nothing = () => undefined;

/**
 * The customer's own chat panel and launcher (customer/chat), in the colours being edited, with a
 * sample conversation: what the store sees here is what its customers get. It is inert: it takes
 * no focus and sends nothing.
 */
export function ChatWidgetPreview(props: ChatWidgetPreviewProps) {
  const lines: ChatLine[] = props.messages.map((message) =>
    message.from === 'user'
      ? { from: 'user', message: { type: 'text', text: message.text } }
      : { from: 'bot', message: { type: 'text', text: message.text } },
  );
  if (props.chips?.length) lines.push({ from: 'bot', message: { type: 'chips', options: [...props.chips] } });
  const chat: ChatView = { lines, send: nothing, isSending: false, error: null };
  const store = {
    widget: { position: props.position, titlebar_text: props.titlebarText },
    widget_logo: props.logoUrl || null,
    curr_symbol: '$',
  };
  return (
    <div
      role="region"
      aria-label={props.label}
      className="chat-preview"
      style={themeVariables(props.colors) as CSSProperties}
    >
      {/* A picture, not a second chat: nothing in it takes the focus, a click or a key. */}
      <div inert>
        <div className="chat-preview-panel">
          <ChatPanel store={store} chat={chat} isWidget={false} takeFocus={false} />
        </div>
        <WidgetLauncher store={store} onOpen={nothing} />
      </div>
    </div>
  );
}
