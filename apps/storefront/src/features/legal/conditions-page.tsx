import { AGE_DECLARATION, formatEuro } from '@shop/catalog'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { useShopConfig } from '../../app/shop-config'
import { WITHDRAWAL_PATH } from '../../lib/nav-links'
import { useDocumentTitle } from '../../lib/use-document-title'
import { zonesQuery } from '../../lib/zone-check/api/zones'
import { SellerCard } from './seller-card'
import { TableRegion } from './table-region'
import './legal.css'

const euros = (cents: number | undefined) => (cents ? formatEuro(cents / 100) : null)

/** Each zone's delivery fee, free-delivery threshold and minimum order, as the zones in force have them. */
function DeliveryCosts() {
  const zones = useQuery(zonesQuery())
  if (!zones.data)
    return (
      <p>
        Il costo della consegna dipende dalla zona dell’indirizzo: lo vedi nel carrello e alla cassa, prima di
        ordinare.
      </p>
    )
  const sorted = [...zones.data].sort((a, b) => a.name.localeCompare(b.name, 'it'))
  return (
    <TableRegion label="Costi di consegna per zona">
      <table className="legal-table" data-testid="delivery-costs">
        <caption className="legal-muted">Costi di consegna per zona, IVA inclusa</caption>
        <thead>
          <tr>
            <th scope="col">Zona</th>
            <th scope="col">Consegna</th>
            <th scope="col">Gratuita da</th>
            <th scope="col">Ordine minimo</th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((zone) => (
            <tr key={zone.id}>
              <th scope="row">{zone.name}</th>
              <td>{euros(zone.deliveryFeeCents) ?? 'Gratuita'}</td>
              <td>{zone.deliveryFeeCents ? (euros(zone.freeDeliveryFromCents) ?? '—') : '—'}</td>
              <td>{euros(zone.minimumOrderCents) ?? 'Nessuno'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  )
}

/**
 * /condizioni-di-vendita: the conditions of sale (Codice del Consumo artt. 45-67 and 128 ss.,
 * D.Lgs. 70/2003): who sells, prices, delivery, payment, withdrawal and its exclusion, the legal
 * guarantee, complaints. A starting point for the shop's lawyer (README), not legal advice.
 */
export function Component() {
  const { brand } = useShopConfig()
  useDocumentTitle('Condizioni generali di vendita', brand)
  return (
    <div className="legal-page">
      <h1>Condizioni generali di vendita</h1>
      <p className="legal-lead">
        Queste condizioni valgono per ogni acquisto fatto su questo sito. Leggile prima di ordinare: con
        l’ordine le accetti. Puoi salvarle o stamparle dal browser.
      </p>

      <h2 id="cgv-venditore">1. Chi vende</h2>
      <SellerCard />
      <p>
        Il sito e il marchio {brand} appartengono al venditore indicato qui sopra, che è l’unica parte del
        contratto con te.
      </p>

      <h2 id="cgv-contratto">2. Come si conclude il contratto</h2>
      <ul>
        <li>
          Scegli i prodotti, l’indirizzo di consegna, il giorno, la fascia oraria e il metodo di pagamento.
          Prima dell’ordine la cassa ti mostra il riepilogo: prodotti, prezzi, costo della consegna, cauzione
          dei vuoti, totale da pagare, pagamento, giorno e fascia di consegna.
        </li>
        <li>
          Il pulsante <strong>«Ordine con obbligo di pagamento»</strong> invia l’ordine: da quel momento sei
          obbligato a pagarlo. Il contratto si conclude quando ti mandiamo per e-mail la conferma con il
          numero d’ordine, che ripete queste informazioni.
        </li>
        <li>
          Vendiamo a consumatori e ad aziende. Il contratto è in italiano; il testo dell’ordine è conservato
          da noi e lo ritrovi nella conferma e, se hai un account, nella pagina dei tuoi ordini.
        </li>
      </ul>

      <h2 id="cgv-prezzi">3. Prezzi, consegna e cauzione dei vuoti</h2>
      <ul>
        <li>
          I prezzi sono in euro e <strong>comprendono l’IVA</strong>. Valgono quelli mostrati al momento
          dell’ordine.
        </li>
        <li>
          La <strong>consegna</strong> ha un costo che dipende dalla zona e che diventa gratuito sopra una
          soglia; alcune zone hanno un ordine minimo. Il costo esatto è nel carrello e alla cassa, prima
          dell’ordine.
        </li>
        <li>
          Alcuni prodotti in vetro sono <strong>a rendere</strong>: alla cassa vedi a parte la «Cauzione
          vuoti» (bottiglie e casse), che non è soggetta a IVA. Quando restituisci i vuoti all’autista, la
          cauzione ti viene scalata dall’ordine successivo o rimborsata.
        </li>
      </ul>
      <DeliveryCosts />

      <h2 id="cgv-pagamento">4. Pagamento</h2>
      <p>Alla cassa trovi i metodi che il negozio offre in quel momento, tra questi:</p>
      <ul>
        <li>
          <strong>Carta di pagamento</strong> o <strong>PayPal</strong>: paghi subito dopo l’ordine, nella
          pagina di pagamento; i dati della carta li riceve solo il gestore del pagamento, mai noi. Se il
          pagamento non arriva entro il tempo indicato in quella pagina, l’ordine viene annullato e te lo
          scriviamo.
        </li>
        <li>
          <strong>Bonifico bancario</strong>: le coordinate sono nella conferma dell’ordine; il bonifico deve
          arrivare prima dell’orario limite della fascia scelta, altrimenti l’ordine viene annullato e te lo
          scriviamo (ti ricordiamo la scadenza il giorno prima).
        </li>
        <li>
          <strong>Contanti o assegno alla consegna</strong>, quando offerti: paghi all’autista.
        </li>
      </ul>

      <h2 id="cgv-consegna">5. Consegna</h2>
      <ul>
        <li>
          Consegniamo con i nostri furgoni a Bari e nei comuni vicini, nelle zone della{' '}
          <Link to="/zone-map">mappa delle zone</Link>, dal lunedì al sabato, in fasce di un’ora. L’indirizzo
          deve essere in una zona servita: la cassa lo verifica prima dell’ordine.
        </li>
        <li>
          Scegli il giorno e la fascia tra quelli proposti alla cassa: ogni giorno ha un orario limite oltre
          il quale le sue fasce non si possono più prenotare. Consegniamo nel giorno e nella fascia scelti; se
          un imprevisto ci impedisce di farlo, ti avvisiamo e concordiamo con te un’altra consegna.
        </li>
        <li>
          Se alla consegna non c’è nessuno, ti scriviamo e puoi scegliere un’altra fascia dal link che ricevi.
        </li>
        <li>
          <strong>Birra e vino si vendono solo ai maggiorenni.</strong> {AGE_DECLARATION.law}
        </li>
        <li>Controlla i prodotti alla consegna e segnala subito all’autista colli mancanti o danneggiati.</li>
      </ul>

      <h2 id="cgv-recesso">6. Diritto di recesso</h2>
      <ul>
        <li>
          Se sei un consumatore puoi <strong>recedere dal contratto entro 14 giorni</strong> dal giorno in cui
          ricevi i prodotti, senza dare spiegazioni (artt. 52-59 del Codice del Consumo).
        </li>
        <li>
          Per recedere usa la funzione <Link to={WITHDRAWAL_PATH}>«Recedi dal contratto qui»</Link>, anche
          dalla pagina del tuo ordine: ti mandiamo subito per e-mail la ricevuta con la data e l’ora. Puoi
          anche scriverci una dichiarazione esplicita all’e-mail o alla PEC indicate sopra.
        </li>
        <li>
          <strong>Esclusione</strong>: il recesso non vale per le bottiglie e le confezioni sigillate che sono
          state aperte o il cui sigillo è stato rotto dopo la consegna, perché per motivi igienici e di tutela
          della salute non si possono rimettere in vendita (art. 59, comma 1, lettera e, del Codice del
          Consumo). Vale per i prodotti ancora integri e sigillati.
        </li>
        <li>
          I prodotti li ritiriamo noi con i nostri furgoni, senza costi, nel giorno che concordiamo con te;
          oppure li puoi consegnare all’autista a una consegna successiva. Rispondi della diminuzione di
          valore dovuta a un uso diverso da quello necessario a verificarne la natura.
        </li>
        <li>
          Ti <strong>rimborsiamo entro 14 giorni</strong> dal giorno in cui riceviamo la tua decisione di
          recedere, con lo stesso mezzo di pagamento che hai usato (salvo tuo diverso accordo e senza costi
          per te), compresi i costi della consegna e la cauzione dei vuoti non scalata: poiché i prodotti li
          ritiriamo noi, non aspettiamo il ritiro per rimborsarti.
        </li>
      </ul>

      <h2 id="cgv-garanzia">7. Garanzia legale di conformità</h2>
      <p>
        Rispondiamo di ogni difetto di conformità che si manifesta entro{' '}
        <strong>2 anni dalla consegna</strong> (artt. 128 e seguenti del Codice del Consumo): hai diritto al
        ripristino della conformità, con la sostituzione del prodotto, oppure a una riduzione del prezzo o
        alla risoluzione del contratto. Segnalaci il difetto appena lo scopri (la legge prevede entro due
        mesi), scrivendo ai recapiti indicati sopra. Per le bevande vale anche la data di scadenza o il
        termine minimo di conservazione in etichetta.
      </p>

      <h2 id="cgv-reclami">8. Reclami e controversie</h2>
      <ul>
        <li>
          Per un reclamo scrivici all’e-mail o alla PEC, o chiamaci al telefono indicati al punto 1:
          rispondiamo entro 14 giorni.
        </li>
        <li>
          Puoi anche rivolgerti a un organismo di risoluzione alternativa delle controversie (ADR) iscritto
          negli elenchi previsti dal Codice del Consumo (artt. 141 e seguenti).
        </li>
        <li>
          Il contratto è regolato dalla legge italiana. Per le controversie con un consumatore è competente il
          giudice del luogo in cui il consumatore risiede.
        </li>
      </ul>

      <h2 id="cgv-dati">9. Dati personali</h2>
      <p>
        Come trattiamo i dati dell’ordine è spiegato nell’<Link to="/privacy">informativa privacy</Link>; i
        cookie nella <Link to="/cookie">pagina sui cookie</Link>.
      </p>
    </div>
  )
}
