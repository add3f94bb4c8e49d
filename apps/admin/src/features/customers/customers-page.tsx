import { useDocumentTitle } from '../../lib/use-document-title'

export function CustomersPage() {
  useDocumentTitle('Clienti')
  return (
    <section className="stack">
      <h1>Clienti</h1>
    </section>
  )
}
