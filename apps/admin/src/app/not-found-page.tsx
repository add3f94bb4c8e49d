import { Link } from 'react-router'
import { useDocumentTitle } from '../lib/use-document-title'

export function NotFoundPage() {
  useDocumentTitle('Pagina non trovata')
  return (
    <section className="panel">
      <h1>Pagina non trovata</h1>
      <p>Questa sezione della gestione non esiste.</p>
      <p>
        <Link to="/orders">Torna agli ordini</Link>
      </p>
    </section>
  )
}
