import { Link } from 'react-router'
import { useShopConfig } from '../../app/shop-config'
import { LEGAL_LINKS } from '../../lib/nav-links'
import { useDocumentTitle } from '../../lib/use-document-title'
import { SellerCard } from './seller-card'
import './legal.css'

/**
 * /note-legali: who runs the site (D.Lgs. 70/2003 art. 7: the provider's identity, contacts,
 * registration and VAT number), the rights on its content and the limits of what it promises.
 */
export function Component() {
  const { brand } = useShopConfig()
  useDocumentTitle('Note legali', brand)
  return (
    <div className="legal-page">
      <h1>Note legali</h1>
      <p className="legal-lead">Chi gestisce questo sito e con quali regole lo puoi usare.</p>

      <h2 id="note-gestore">Chi gestisce il sito</h2>
      <SellerCard />

      <h2 id="note-contenuti">Contenuti e marchi</h2>
      <p>
        Testi, grafica, logo e marchio {brand} appartengono al venditore indicato sopra; i marchi e le
        immagini dei prodotti appartengono ai rispettivi produttori. Non è permesso copiarli o riutilizzarli
        senza autorizzazione, salvo i casi previsti dalla legge.
      </p>

      <h2 id="note-informazioni">Informazioni sui prodotti</h2>
      <p>
        Le foto dei prodotti sono indicative: etichette e confezioni possono cambiare per scelta del
        produttore. Fanno fede la descrizione, il formato e il prezzo indicati nella pagina del prodotto e nel
        riepilogo dell’ordine.
      </p>

      <h2 id="note-link">Collegamenti ad altri siti</h2>
      <p>
        I collegamenti verso siti di terzi (per esempio i gestori dei pagamenti) sono forniti per comodità:
        non rispondiamo dei loro contenuti né delle loro regole sulla privacy.
      </p>

      <h2 id="note-legge">Legge applicabile</h2>
      <p>
        Il sito e il suo uso sono regolati dalla legge italiana. Le regole degli acquisti sono nelle{' '}
        <Link to="/condizioni-di-vendita">condizioni generali di vendita</Link>.
      </p>

      <h2 id="note-altre">Le altre pagine legali</h2>
      <ul>
        {LEGAL_LINKS.filter((link) => link.to !== '/note-legali').map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
