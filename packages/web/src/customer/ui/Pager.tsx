/** Previous / next for a paged table; pages are numbered from 1. */
export function Pager(props: { page: number; pages: number; label: string; onPage: (page: number) => void }) {
  if (props.pages <= 1) return null;
  return (
    <nav className="pager" aria-label={props.label}>
      <button type="button" disabled={props.page <= 1} onClick={() => props.onPage(props.page - 1)}>
        Anterior
      </button>
      <span aria-live="polite">
        Página {props.page} de {props.pages}
      </span>
      <button type="button" disabled={props.page >= props.pages} onClick={() => props.onPage(props.page + 1)}>
        Siguiente
      </button>
    </nav>
  );
}
