import { useDocumentTitle } from '../../lib/use-document-title'

export function DispatchPage() {
  useDocumentTitle('Consegne')
  return (
    <section className="stack">
      <h1>Consegne</h1>
    </section>
  )
}
