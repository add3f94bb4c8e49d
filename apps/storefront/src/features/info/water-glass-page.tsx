import { Link } from 'react-router'
import { useShopConfig } from '../../app/shop-config'
import { useDocumentTitle } from '../../lib/use-document-title'
import { WaterLabelSection, WaterTypesSection } from './water-guide'
import './info.css'

export function Component() {
  const { brand } = useShopConfig()
  useDocumentTitle('Acqua in bottiglie di vetro', brand)

  return (
    <div className="info-page">
      <h1>Acqua in bottiglie di vetro</h1>
      <p className="info-lead">
        Il vetro è la scelta di chi vuole un’acqua dal gusto pulito, a casa come al ristorante. Con il vuoto a
        rendere le bottiglie tornano a noi, vengono lavate e riutilizzate: tu non devi portarle da nessuna
        parte.
      </p>
      <p>
        <Link className="info-button" to="/prodotti/categoria/acqua">
          Vedi tutte le acque
        </Link>
      </p>

      <section className="info-section" aria-labelledby="vetro-perche">
        <h2 id="vetro-perche">Perché scegliere il vetro</h2>
        <ul>
          <li>
            <strong>Gusto neutro</strong>: il vetro non cede sapori e non assorbe odori, per questo l’acqua
            mantiene il suo gusto.
          </li>
          <li>
            <strong>Riutilizzabile</strong>: la bottiglia a rendere viene lavata e riempita di nuovo molte
            volte, con meno rifiuti da smaltire.
          </li>
          <li>
            <strong>Bella in tavola</strong>: per la famiglia, per gli ospiti e per bar e ristoranti.
          </li>
        </ul>
      </section>

      <section className="info-section" aria-labelledby="vetro-formati">
        <h2 id="vetro-formati">I formati</h2>
        <p>
          L’acqua in vetro arriva in bottiglie da <strong>0,75 litri</strong> e da <strong>1 litro</strong>,
          consegnate nelle loro casse. Il numero di bottiglie per cassa è indicato nel nome del prodotto.
        </p>
      </section>

      <section className="info-section" aria-labelledby="vetro-rendere">
        <h2 id="vetro-rendere">Come funziona il vuoto a rendere</h2>
        <ol className="info-steps">
          <li>Ordini l’acqua in vetro e scegli giorno e fascia oraria di consegna.</li>
          <li>Il nostro autista ti consegna le bottiglie piene nelle loro casse.</li>
          <li>Quando le finisci, rimetti le bottiglie vuote nelle casse, senza tappi.</li>
          <li>
            Alla consegna successiva lascia le casse con i vuoti pronte: l’autista le ritira e ti lascia
            quelle piene.
          </li>
        </ol>

        <h3>La cauzione</h3>
        <p>
          Per le bottiglie e le casse a rendere può essere prevista una cauzione: una piccola somma che serve
          a garantire che il vuoto torni indietro per essere lavato e riutilizzato, e che ti viene
          riconosciuta quando lo restituisci. Se per un prodotto è prevista, la trovi indicata nella scheda
          del prodotto e nel riepilogo dell’ordine.
        </p>

        <h3>Qualche consiglio</h3>
        <ul>
          <li>Tieni le casse vuote in un posto asciutto, così sono pronte per la consegna successiva.</li>
          <li>
            Se una bottiglia si rompe non rimetterla nella cassa: i cocci vanno nella raccolta del vetro.
            Avvisaci alla consegna successiva.
          </li>
          <li>
            Alcune bottiglie di vetro possono essere «a perdere», cioè non a rendere: lo indichiamo nella
            scheda del prodotto. Una volta vuote vanno nella raccolta differenziata del vetro, senza tappo.
          </li>
          <li>I tappi vanno nella raccolta differenziata secondo le regole del tuo Comune.</li>
        </ul>
      </section>

      <section className="info-section" aria-labelledby="vetro-conservare">
        <h2 id="vetro-conservare">Come conservare le bottiglie</h2>
        <ul>
          <li>al riparo dalla luce del sole e lontano da fonti di calore;</li>
          <li>sollevate da terra, su uno scaffale o un bancale, in un luogo fresco e asciutto;</li>
          <li>lontano da detersivi, solventi e da tutto ciò che ha un odore forte;</li>
          <li>impila le casse in modo stabile, senza farne colonne troppo alte;</li>
          <li>
            una volta aperta, richiudi bene la bottiglia, tienila in frigorifero e finiscila in pochi giorni.
          </li>
        </ul>
      </section>

      <WaterLabelSection />
      <WaterTypesSection />

      <p className="info-callout">
        Preferisci bottiglie leggere e infrangibili? Leggi le informazioni sull’
        <Link to="/informazioni/acqua-plastica">acqua in bottiglie di plastica</Link>. Per consegne regolari a
        bar, ristoranti e uffici <Link to="/contatti">contattaci</Link>.
      </p>
    </div>
  )
}
