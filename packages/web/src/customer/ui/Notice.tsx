import { useEffect, useState } from 'react';

/** Spec: a toast auto-hides after 2 seconds. */
const TOAST_MS = 2000;

export type NoticeKind = 'success' | 'error' | 'info';
export interface NoticeState {
  text: string;
  kind: NoticeKind;
  key: number;
}

let counter = 0;
export function notice(text: string, kind: NoticeKind = 'error'): NoticeState {
  counter += 1;
  return { text, kind, key: counter };
}

function Toast({ value }: { value: NoticeState }) {
  const [isShown, setShown] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setShown(false), TOAST_MS);
    return () => clearTimeout(timer);
  }, []);
  return isShown ? <div className={`toast toast-${value.kind}`}>{value.text}</div> : null;
}

/** The page's toast: each new notice (a new key) shows for two seconds. */
export function Notice({ value }: { value: NoticeState | null }) {
  return (
    <div className="toast-area" role={value?.kind === 'error' ? 'alert' : 'status'} aria-live="polite">
      {value ? <Toast key={value.key} value={value} /> : null}
    </div>
  );
}
