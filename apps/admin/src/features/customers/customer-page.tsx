import { useDocumentTitle } from '../../lib/use-document-title'

export function CustomerPage() {
  useDocumentTitle('Cliente')
  return (
    <section className="stack">
      <h1>Cliente</h1>
    </section>
  )
}
