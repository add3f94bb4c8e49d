import { useEffect } from 'react'

/** Sets the tab's title to '{title} | {brand}' (or the brand alone) while the screen is shown. */
export function useDocumentTitle(title: string | null, brand: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${brand}` : brand
  }, [title, brand])
}
