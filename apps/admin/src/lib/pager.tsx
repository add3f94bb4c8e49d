/** Previous / next with 'Pagina 2 di 7'; nothing when everything fits on one page. */
export function Pager({
  page,
  totalPages,
  onPage,
  label,
}: {
  page: number
  totalPages: number
  onPage: (page: number) => void
  label: string
}) {
  if (totalPages <= 1) return null
  return (
    <nav className="pager" aria-label={label}>
      <button
        type="button"
        className="button button--small"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        ‹ Precedente
      </button>
      <span aria-live="polite">
        Pagina {page} di {totalPages}
      </span>
      <button
        type="button"
        className="button button--small"
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        Successiva ›
      </button>
    </nav>
  )
}
