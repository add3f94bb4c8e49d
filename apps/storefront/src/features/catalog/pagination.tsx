import { Link } from 'react-router'

/** The page numbers to show: the first, the last, and two around the current one, with gaps. */
export function pageWindow(page: number, totalPages: number): (number | 'gap')[] {
  const pages = new Set([1, totalPages, page - 1, page, page + 1])
  const sorted = [...pages].filter((n) => n >= 1 && n <= totalPages).sort((a, b) => a - b)
  const out: (number | 'gap')[] = []
  for (const n of sorted) {
    const last = out[out.length - 1]
    if (typeof last === 'number' && n - last > 1) out.push('gap')
    out.push(n)
  }
  return out
}

/** Previous / numbered / next page links; nothing for a single page. */
export function Pagination({
  page,
  totalPages,
  hrefOf,
}: {
  page: number
  totalPages: number
  hrefOf: (page: number) => string
}) {
  if (totalPages <= 1) return null
  return (
    <nav className="pagination" aria-label="Pagine">
      <ul>
        <li>
          {page > 1 ? (
            <Link to={hrefOf(page - 1)} rel="prev">
              ‹ Precedente
            </Link>
          ) : (
            <span aria-disabled="true">‹ Precedente</span>
          )}
        </li>
        {pageWindow(page, totalPages).map((item, index) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={hrefOf(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Pagina ${item}`}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <Link to={hrefOf(page + 1)} rel="next">
              Successiva ›
            </Link>
          ) : (
            <span aria-disabled="true">Successiva ›</span>
          )}
        </li>
      </ul>
    </nav>
  )
}
