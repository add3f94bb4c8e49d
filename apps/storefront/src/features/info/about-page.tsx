import { Link } from 'react-router'
import { useShopConfig } from '../../app/shop-config'
import { useDocumentTitle } from '../../lib/use-document-title'
import { BARI_AREAS, DELIVERY_DAYS, DELIVERY_ZONE_COUNT, NEARBY_TOWNS } from './shop-facts'
import './info.css'

export function Component() {
  const { brand } = useShopConfig()
  useDocumentTitle('Chi siamo', brand)

  return (
    <div className="info-page">
      <h1>Chi siamo</h1>
      <p className="info-lead">
        {brand} è un’azienda di famiglia di Bari. Portiamo acqua, birra, bibite e vino nelle case, negli
        uffici e nei locali della città e dei comuni vicini, con i nostri furgoni e con le nostre persone.
      </p>

      <section className="info-section" aria-labelledby="chi-storia">
        <h2 id="chi-storia">La nostra storia</h2>
        <p>
          Abbiamo cominciato come tanti distributori di bevande del barese: un furgone, le casse d’acqua in
          vetro e i clienti del quartiere che ci conoscevano per nome. Col passaparola il giro si è allargato
          a nuovi quartieri, poi ai paesi intorno a Bari, poi a bar, ristoranti e uffici.
        </p>
        <p>
          Oggi i furgoni sono diversi, da quelli piccoli e agili per le strade più strette a quelli grandi per
          i carichi delle attività, ma il modo di lavorare è rimasto lo stesso: consegniamo noi, senza
          corrieri, e chi suona al tuo citofono è una persona della nostra squadra.
        </p>
      </section>

      <section className="info-section" aria-labelledby="chi-sito">
        <h2 id="chi-sito">Il nuovo sito</h2>
        <p>Con il nuovo sito ordinare è più semplice, da telefono e da computer. Puoi:</p>
        <ul>
          <li>
            sfogliare il <Link to="/prodotti">catalogo completo</Link> di acqua, birra, bibite e vino;
          </li>
          <li>scegliere il giorno e la fascia oraria di consegna, {DELIVERY_DAYS};</li>
          <li>pagare con carta, con bonifico bancario o con PayPal;</li>
          <li>accedere con e-mail e password o con il numero di telefono, tramite un codice via SMS;</li>
          <li>ripetere un ordine già fatto dalla pagina del tuo account.</li>
        </ul>
      </section>

      <section className="info-section" aria-labelledby="chi-valori">
        <h2 id="chi-valori">I nostri impegni</h2>
        <div className="info-cards">
          <div className="info-card">
            <h3>Puntualità</h3>
            <p>
              Ti proponiamo solo le fasce orarie in cui un nostro furgone passa davvero nella tua zona. Se
              qualcosa cambia, ti avvisiamo noi.
            </p>
          </div>
          <div className="info-card">
            <h3>Cura del vuoto a rendere</h3>
            <p>
              Ritiriamo bottiglie e casse vuote alla consegna successiva, perché il vetro possa essere lavato
              e riutilizzato. Meno rifiuti, meno fatica per te.
            </p>
          </div>
          <div className="info-card">
            <h3>Prodotti del territorio</h3>
            <p>
              Accanto ai marchi più conosciuti scegliamo, dove possibile, vini e birre di produttori pugliesi,
              per portare sulla tua tavola anche il meglio della nostra regione.
            </p>
          </div>
          <div className="info-card">
            <h3>Persone che rispondono</h3>
            <p>
              Al telefono, su WhatsApp o via e-mail ti risponde il nostro servizio clienti, qui a Bari, che
              conosce le zone, i furgoni e il tuo ordine.
            </p>
          </div>
        </div>
      </section>

      <section className="info-section" aria-labelledby="chi-zone">
        <h2 id="chi-zone">Dove consegniamo</h2>
        <p>
          Serviamo {DELIVERY_ZONE_COUNT} zone tra Bari e i comuni vicini.{' '}
          <Link to="/zone-map">Controlla sulla mappa delle zone</Link> se il tuo indirizzo è servito.
        </p>
        <div className="info-columns">
          <div>
            <h3>Quartieri di Bari</h3>
            <ul className="info-tags">
              {BARI_AREAS.map((area) => (
                <li key={area}>{area}</li>
              ))}
            </ul>
          </div>
          <div>
            <h3>Comuni vicini</h3>
            <ul className="info-tags">
              {NEARBY_TOWNS.map((town) => (
                <li key={town}>{town}</li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <p className="info-callout">
        Hai una domanda o vuoi organizzare consegne regolari per la tua attività?{' '}
        <Link to="/contatti">Contattaci</Link>: ti rispondiamo volentieri.
      </p>
    </div>
  )
}
