import { useDocumentTitle } from '../../lib/use-document-title'

export function ProductsPage() {
  useDocumentTitle('Prodotti')
  return (
    <section className="stack">
      <h1>Prodotti</h1>
    </section>
  )
}
