import { Link } from 'react-router'
import { useShopConfig } from '../../app/shop-config'
import { useDocumentTitle } from '../../lib/use-document-title'
import { STORAGE_KIND_LABELS, shopBrowserStorage, THIRD_PARTY_STORAGE } from './browser-storage'
import { SellerCard } from './seller-card'
import { TableRegion } from './table-region'
import './legal.css'

/**
 * /cookie: what the shop and the third parties it uses keep in the browser, each entry with its
 * purpose and duration (browser-storage.ts). Every one is technical, so there is no banner and no
 * consent to ask (Codice privacy art. 122, the Garante's guidelines of 10 June 2021).
 */
export function Component() {
  const { brand } = useShopConfig()
  useDocumentTitle('Cookie', brand)
  const entries = shopBrowserStorage(brand)
  return (
    <div className="legal-page">
      <h1>Cookie e memoria del browser</h1>
      <p className="legal-lead">
        Questo sito usa <strong>solo cookie tecnici</strong> e strumenti simili, che servono a farti usare il
        negozio: il carrello, l’accesso all’account, la cassa. Non usiamo cookie di profilazione né di
        statistica, né strumenti di terze parti che ti seguano sul web.
      </p>
      <p>
        Per questo non ti chiediamo il consenso e non mostriamo alcun banner: i cookie tecnici non richiedono
        il consenso (art. 122 del Codice in materia di protezione dei dati personali e Linee guida del Garante
        per la protezione dei dati personali del 10 giugno 2021). Se un giorno il sito usasse strumenti
        diversi, te lo chiederemo prima con un banner, e potrai cambiare idea in ogni momento da questa
        pagina.
      </p>

      <h2 id="cookie-negozio">Cosa tiene il negozio nel tuo browser</h2>
      <TableRegion label="Cosa tiene il negozio nel tuo browser">
        <table className="legal-table" aria-labelledby="cookie-negozio" data-testid="shop-storage">
          <thead>
            <tr>
              <th scope="col">Nome</th>
              <th scope="col">Tipo</th>
              <th scope="col">A cosa serve</th>
              <th scope="col">Durata</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={`${entry.kind}:${entry.name}`}>
                <th scope="row">
                  <code data-storage-kind={entry.kind}>{entry.name}</code>
                </th>
                <td>{STORAGE_KIND_LABELS[entry.kind]}</td>
                <td>{entry.purpose}</td>
                <td>{entry.duration}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
      <p className="legal-muted">
        I cookie sono impostati dal nostro server, non sono leggibili dagli script della pagina (HttpOnly) e
        non vengono mandati ad altri siti (SameSite=Lax). Sul sito in https il loro nome comincia con{' '}
        <code>__Host-</code> (per esempio <code>__Host-shop_session</code>): il browser li accetta solo da
        questo indirizzo e solo su connessione sicura.
      </p>

      <h2 id="cookie-terze-parti">Terze parti</h2>
      <p>
        Gli script di pagamento si caricano solo nella pagina di pagamento, quando scegli di pagare con carta
        o con PayPal: servono al pagamento che hai chiesto. Le loro regole sono nelle informative di Stripe e
        di PayPal.
      </p>
      <TableRegion label="Terze parti">
        <table className="legal-table" aria-labelledby="cookie-terze-parti">
          <thead>
            <tr>
              <th scope="col">Chi</th>
              <th scope="col">Dove</th>
              <th scope="col">Cosa</th>
              <th scope="col">Perché</th>
            </tr>
          </thead>
          <tbody>
            {THIRD_PARTY_STORAGE.map((entry) => (
              <tr key={entry.who}>
                <th scope="row">{entry.who}</th>
                <td>{entry.where}</td>
                <td>{entry.what}</td>
                <td>{entry.purpose}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>

      <h2 id="cookie-gestione">Come cancellarli</h2>
      <p>
        Puoi cancellare cookie e dati del sito dalle impostazioni del browser (in genere «Privacy» o «Cookie e
        dati dei siti»). Se lo fai, il carrello si svuota e dovrai accedere di nuovo all’account. Se il
        browser blocca i cookie, puoi sfogliare il catalogo ma non accedere all’account.
      </p>

      <h2 id="cookie-titolare">Chi tratta i dati</h2>
      <SellerCard />
      <p>
        Come usiamo i tuoi dati personali è spiegato nell’<Link to="/privacy">informativa privacy</Link>.
      </p>
    </div>
  )
}
