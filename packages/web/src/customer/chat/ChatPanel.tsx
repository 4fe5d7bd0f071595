import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CT } from '../texts';
import { Picture } from '../ui/Picture';
import type { StorePublic } from '../types';
import { ChatMessageView } from './ChatMessageView';
import type { useChat } from './use-chat';

/** What the panel shows and does: the live conversation, or the settings preview's sample. */
export type ChatView = Pick<ReturnType<typeof useChat>, 'lines' | 'send' | 'isSending' | 'error'>;

interface Props {
  store: Pick<StorePublic, 'widget' | 'widget_logo' | 'curr_symbol'>;
  chat: ChatView;
  isWidget: boolean;
  onClose?: () => void;
  /** The customer's panel takes the focus when it opens; the back office's preview does not. */
  takeFocus?: boolean;
}

/** The chat panel: titlebar, conversation and the input box, in the store's widget colours. */
export function ChatPanel({ store, chat, isWidget, onClose, takeFocus = true }: Props) {
  const [text, setText] = useState('');
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    logRef.current?.scrollTo({ top: logRef.current.scrollHeight });
  }, [chat.lines, chat.isSending]);

  useEffect(() => {
    if (takeFocus) inputRef.current?.focus();
  }, [takeFocus]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    chat.send(text);
    setText('');
  };
  const lastIndex = chat.lines.length - 1;

  return (
    <section className={isWidget ? 'chat chat-full' : 'chat'} aria-label={store.widget.titlebar_text}>
      <header className="chat-titlebar">
        {store.widget_logo ? <Picture src={store.widget_logo} alt="" width={36} height={36} /> : null}
        <h2>{store.widget.titlebar_text}</h2>
        {onClose ? (
          <button type="button" className="icon-button" aria-label={CT.closeChat} onClick={onClose}>
            ×
          </button>
        ) : null}
      </header>
      <div className="chat-log" role="log" aria-live="polite" aria-label={CT.chatLog} ref={logRef}>
        {chat.lines.map((line, index) =>
          line.from === 'user' ? (
            <p key={index} className="bubble bubble-user">
              {line.message.text}
            </p>
          ) : (
            <ChatMessageView
              key={index}
              message={line.message}
              currency={store.curr_symbol}
              isWidget={isWidget}
              onChip={chat.send}
              canAnswerChips={index === lastIndex && !chat.isSending}
            />
          ),
        )}
        {chat.isSending ? (
          <p className="bubble bubble-bot typing" aria-label="Escribiendo">
            …
          </p>
        ) : null}
        {chat.error ? (
          <p className="chat-error" role="alert">
            {chat.error}
          </p>
        ) : null}
      </div>
      <form className="chat-input" onSubmit={submit}>
        <label className="visually-hidden" htmlFor="chat-text">
          {CT.chatInput}
        </label>
        <input
          id="chat-text"
          ref={inputRef}
          value={text}
          autoComplete="off"
          placeholder={CT.chatInput}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="send" aria-label={CT.send} disabled={!text.trim()}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path fill="currentColor" d="M2 21l21-9L2 3v7l15 2-15 2z" />
          </svg>
        </button>
      </form>
    </section>
  );
}
