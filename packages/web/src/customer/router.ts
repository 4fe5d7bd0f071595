import { useEffect, useState } from 'react';

/*
 * A tiny history router: the customer pages are six addresses, and react-router would cost about
 * 30 KB gzipped of the 120 KB budget (STACK-NOTES.md).
 */
const listeners = new Set<() => void>();

export function navigate(to: string, options: { replace?: boolean } = {}): void {
  if (options.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  window.scrollTo(0, 0);
  listeners.forEach((listener) => listener());
}

export function useLocationPath(): string {
  const [path, setPath] = useState(window.location.pathname);
  useEffect(() => {
    const update = () => setPath(window.location.pathname);
    listeners.add(update);
    window.addEventListener('popstate', update);
    return () => {
      listeners.delete(update);
      window.removeEventListener('popstate', update);
    };
  }, []);
  return path;
}

/** Link that navigates in the page (plain <a> so it stays a link for screen readers and new tabs). */
export function onLinkClick(event: React.MouseEvent<HTMLAnchorElement>, to: string): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
    return;
  event.preventDefault();
  navigate(to);
}

export function queryParam(name: string): string | null {
  return new URLSearchParams(window.location.search).get(name);
}
