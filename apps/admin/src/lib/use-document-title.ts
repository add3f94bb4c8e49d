import { useEffect } from 'react'
import { useBrand } from '../app/session'

/** The tab's title: 'Ordini · Gestione · Bari Bevande'. */
export function useDocumentTitle(title: string): void {
  const brand = useBrand()
  useEffect(() => {
    document.title = `${title} · Gestione · ${brand}`
  }, [title, brand])
}
