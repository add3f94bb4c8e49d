import { Link } from 'react-router'
import { useShopConfig } from '../../app/shop-config'
import { useDocumentTitle } from '../../lib/use-document-title'
import { WaterLabelSection, WaterTypesSection } from './water-guide'
import './info.css'

export function Component() {
  const { brand } = useShopConfig()
  useDocumentTitle('Acqua in bottiglie di plastica', brand)

  return (
    <div className="info-page">
      <h1>Acqua in bottiglie di plastica</h1>
      <p className="info-lead">
        Leggera, infrangibile e comoda da tenere in casa o in ufficio: l’acqua in bottiglie di plastica (PET)
        è la scelta di tutti i giorni. Te la portiamo noi, a domicilio, con i nostri furgoni: niente
        confezioni da caricare in macchina e da portare su per le scale.
      </p>
      <p>
        <Link className="info-button" to="/prodotti/categoria/acqua">
          Vedi tutte le acque
        </Link>
      </p>

      <section className="info-section" aria-labelledby="plastica-formati">
        <h2 id="plastica-formati">I formati</h2>
        <ul>
          <li>
            <strong>0,5 litri</strong>: da portare con sé, in borsa, a scuola, in palestra o sulla scrivania.
          </li>
          <li>
            <strong>1 litro</strong>: comoda a tavola e in ufficio.
          </li>
          <li>
            <strong>1,5 litri</strong>: il formato classico per la famiglia.
          </li>
          <li>
            <strong>2 litri</strong>: per chi beve molto o per le scorte di casa.
          </li>
        </ul>
        <p>
          Le bottiglie si vendono in confezioni, di solito da 6: il numero di bottiglie della confezione è
          indicato nel nome del prodotto.
        </p>
      </section>

      <section className="info-section" aria-labelledby="plastica-conservare">
        <h2 id="plastica-conservare">Come conservare le bottiglie</h2>
        <p>
          Qualche accorgimento semplice aiuta l’acqua a mantenere il suo sapore fino all’ultima bottiglia:
        </p>
        <ul>
          <li>tienile al riparo dalla luce del sole, anche in balcone o in macchina;</li>
          <li>lontano da fonti di calore come forno, termosifoni, stufe e caldaia;</li>
          <li>sollevate da terra, su uno scaffale o un bancale, non direttamente sul pavimento;</li>
          <li>lontano da detersivi, solventi, vernici, carburanti e da tutto ciò che ha un odore forte;</li>
          <li>usa prima le confezioni arrivate da più tempo e controlla la data sull’etichetta;</li>
          <li>
            una volta aperta, richiudi bene la bottiglia, tienila in frigorifero e finiscila in pochi giorni.
          </li>
        </ul>
      </section>

      <WaterLabelSection />
      <WaterTypesSection />

      <section className="info-section" aria-labelledby="plastica-riciclo">
        <h2 id="plastica-riciclo">Riciclare le bottiglie</h2>
        <p>
          Il PET è riciclabile: una bottiglia raccolta bene può diventare una nuova bottiglia o altri oggetti
          in plastica.
        </p>
        <ol>
          <li>Svuota completamente la bottiglia.</li>
          <li>Schiacciala per il lungo, così occupa meno spazio.</li>
          <li>Riavvita il tappo.</li>
          <li>
            Mettila nella raccolta differenziata della plastica, insieme al film che avvolgeva la confezione.
          </li>
        </ol>
        <p className="info-muted">
          Per i dettagli segui le regole della raccolta differenziata del tuo Comune.
        </p>
      </section>

      <p className="info-callout">
        Preferisci il vetro? Scopri l’
        <Link to="/informazioni/acqua-vetro">acqua in bottiglie di vetro con il vuoto a rendere</Link>. Dubbi
        sulle consegne? Le risposte sono nelle <Link to="/faq">domande frequenti</Link>.
      </p>
    </div>
  )
}
