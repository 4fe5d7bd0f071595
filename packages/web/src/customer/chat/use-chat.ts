import { useCallback, useEffect, useRef, useState } from 'react';
import { customerApi, errorText } from '../api';
import { broadcastIntent, isOrderIntent } from '../order-channel';
import { navigate } from '../router';
import { clearSession, ensureSessionId, saveCustomerSession } from '../session';
import type { ChatMessage } from '../types';

/** A line of the conversation: the customer's text, or one piece of the assistant's answer. */
export type ChatLine =
  { from: 'user'; message: { type: 'text'; text: string } } | { from: 'bot'; message: ChatMessage };

/** Spec section 9: chat navigation delay and the delay before a QR's message is sent. */
const NAVIGATION_DELAY_MS = 500;
const AUTO_SEND_DELAY_MS = 1000;

/** Spec section 2: support keywords answered by the page itself, never sent to the assistant. */
function keywordAction(text: string): (() => void) | null {
  const word = text.trim().toLowerCase();
  if (word === 'volver') return () => navigate('/homeclient');
  if (word === 'info' || word === 'ayuda') return () => navigate('/info');
  if (word === 'salir')
    return () => {
      clearSession();
      window.location.reload();
    };
  return null;
}

const historyKey = (sessionId: string) => `mostrador.chat.${sessionId}`;

function readHistory(sessionId: string): ChatLine[] {
  try {
    return JSON.parse(sessionStorage.getItem(historyKey(sessionId)) ?? '[]') as ChatLine[];
  } catch {
    return [];
  }
}

/**
 * The conversation with the store's assistant: binds the session to the store (POST /presetstore)
 * on open, asks for the greeting, sends texts, and tells open order pages about order intents.
 * The history is kept per tab so that moving between the customer pages keeps the conversation at
 * once, and the server's copy (the last 50 lines, the pending question included) restores it after
 * a reload or a new visit (issue 17).
 */
export function useChat(storeHashtag: string, isOpen: boolean, autoSend: string | null = null) {
  const [lines, setLines] = useState<ChatLine[]>([]);
  // Texts wait in one queue: a message typed while the greeting loads goes right after it.
  const [pending, setPending] = useState(0);
  const queueRef = useRef<Promise<unknown>>(Promise.resolve());
  const [error, setError] = useState<string | null>(null);
  const sessionRef = useRef<string | null>(null);
  const startedRef = useRef(false);
  const sendRef = useRef<(text: string) => void>(() => undefined);

  const append = useCallback((next: ChatLine[]) => {
    setLines((current) => {
      const all = [...current, ...next];
      if (sessionRef.current)
        sessionStorage.setItem(historyKey(sessionRef.current), JSON.stringify(all.slice(-60)));
      return all;
    });
  }, []);

  /** One exchange with the assistant; `ask` puts it in the queue. */
  const talk = useCallback(
    async (text: string) => {
      const sessionId = sessionRef.current ?? ensureSessionId();
      setPending((count) => count + 1);
      setError(null);
      try {
        const reply = await customerApi.chat(sessionId, storeHashtag, text);
        saveCustomerSession(reply.session);
        append(reply.messages.map((message) => ({ from: 'bot' as const, message })));
        if (isOrderIntent(reply.intent)) broadcastIntent(reply.intent!);
      } catch (failure) {
        setError(errorText(failure));
      } finally {
        setPending((count) => count - 1);
      }
    },
    [append, storeHashtag],
  );

  const ask = useCallback(
    (text: string) => {
      queueRef.current = queueRef.current.then(() => talk(text));
    },
    [talk],
  );

  useEffect(() => {
    if (!isOpen || startedRef.current) return;
    startedRef.current = true;
    const sessionId = ensureSessionId();
    sessionRef.current = sessionId;
    const history = readHistory(sessionId);
    setLines(history);
    queueRef.current = customerApi
      .presetStore(sessionId, storeHashtag)
      .then(async (session) => {
        saveCustomerSession(session);
        const restored = await customerApi
          .chatHistory(sessionId, storeHashtag)
          .then((answer) => answer.messages as ChatLine[])
          .catch(() => history);
        if (restored.length) {
          // Lines typed while the history loaded stay after it.
          setLines((current) => [...restored, ...current.slice(history.length)]);
          sessionStorage.setItem(historyKey(sessionId), JSON.stringify(restored.slice(-60)));
        }
        // A QR's user message goes as if the customer had typed it, as the QR's WhatsApp link
        // does; the assistant answers it with the code's reply message and the greeting.
        if (autoSend) setTimeout(() => sendRef.current(autoSend), AUTO_SEND_DELAY_MS);
        else if (restored.length === 0) return talk('');
      })
      .catch((failure: unknown) => setError(errorText(failure)));
  }, [autoSend, isOpen, storeHashtag, talk]);

  const send = useCallback(
    (text: string) => {
      const trimmed = text.trim();
      if (!trimmed) return;
      append([{ from: 'user', message: { type: 'text', text: trimmed } }]);
      const action = keywordAction(trimmed);
      if (action) {
        setTimeout(action, NAVIGATION_DELAY_MS);
        return;
      }
      ask(trimmed);
    },
    [append, ask],
  );
  useEffect(() => {
    sendRef.current = send;
  }, [send]);

  return { lines, send, isSending: pending > 0, error };
}
