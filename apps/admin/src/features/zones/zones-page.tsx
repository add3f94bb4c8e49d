import { useDocumentTitle } from '../../lib/use-document-title'

export function ZonesPage() {
  useDocumentTitle('Zone')
  return (
    <section className="stack">
      <h1>Zone</h1>
    </section>
  )
}
