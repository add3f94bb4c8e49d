import { useDocumentTitle } from '../../lib/use-document-title'

export function ConfigPage() {
  useDocumentTitle('Configurazione')
  return (
    <section className="stack">
      <h1>Configurazione</h1>
    </section>
  )
}
