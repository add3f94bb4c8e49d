import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useShopConfig } from '../../app/shop-config'
import { useDocumentTitle } from '../../lib/use-document-title'
import {
  CONTACT_EMAIL,
  CONTACT_PHONE,
  DELIVERY_DAYS,
  DELIVERY_HOURS,
  DELIVERY_ZONE_COUNT,
  FIRST_SLOT,
  LAST_SLOT,
  NEARBY_TOWNS,
  NO_DELIVERY_DAYS,
  PAYMENT_METHODS,
  WHATSAPP,
} from './shop-facts'
import './info.css'

interface FaqItem {
  readonly question: string
  readonly answer: ReactNode
}

interface FaqSection {
  readonly id: string
  readonly title: string
  readonly items: readonly FaqItem[]
}

const townList = new Intl.ListFormat('it', { style: 'long', type: 'conjunction' }).format(NEARBY_TOWNS)

function faqSections(brand: string): readonly FaqSection[] {
  return [
    {
      id: 'faq-consegne',
      title: 'Consegne',
      items: [
        {
          question: 'In quali giorni e a che ora consegnate?',
          answer: (
            <p>
              Consegniamo {DELIVERY_DAYS} con i nostri furgoni, in fasce di un’ora tra le{' '}
              {DELIVERY_HOURS.from} e le {DELIVERY_HOURS.to}: la prima fascia è {FIRST_SLOT}, l’ultima{' '}
              {LAST_SLOT}. Il sabato consegniamo in mattinata. Non consegniamo {NO_DELIVERY_DAYS}.
            </p>
          ),
        },
        {
          question: 'Come scelgo il giorno e la fascia oraria?',
          answer: (
            <>
              <p>
                Al momento dell’ordine, dopo aver inserito l’indirizzo di consegna, scegli la data nel
                calendario e poi la fascia oraria che preferisci tra quelle proposte.
              </p>
              <p>
                Le fasce disponibili cambiano in base alla zona e al furgone che la serve in quell’ora: ti
                mostriamo solo quelle in cui un nostro mezzo può davvero passare da te. Per questo, a seconda
                dell’indirizzo, alcune fasce possono non comparire. Le fasce consigliate compaiono per prime,
                segnalate come «Consigliata».
              </p>
            </>
          ),
        },
        {
          question: 'In quali zone consegnate?',
          answer: (
            <>
              <p>
                Consegniamo in {DELIVERY_ZONE_COUNT} zone: i quartieri di Bari, da Palese a Torre a Mare, e i
                comuni di {townList}.
              </p>
              <p>
                <Link to="/zone-map">Controlla sulla mappa delle zone</Link> se il tuo indirizzo è servito.
              </p>
            </>
          ),
        },
        {
          question: 'Cosa succede se al momento della consegna non sono in casa?',
          answer: (
            <>
              <p>
                Nelle note dell’ordine puoi lasciare indicazioni utili: citofono, piano, portineria o una
                persona di fiducia che può ritirare la merce. Se non troviamo nessuno, l’autista prova a
                chiamarti al numero indicato nell’ordine.
              </p>
              <p>
                Se la consegna non è possibile, il servizio clienti ti ricontatta per concordare un nuovo
                giorno e una nuova fascia oraria.
              </p>
            </>
          ),
        },
        {
          question: 'Consegnate anche a bar, ristoranti e uffici?',
          answer: (
            <p>
              Sì. Serviamo famiglie e attività: bar, ristoranti, uffici e negozi. Per le consegne ricorrenti o
              per quantità importanti scrivici o chiamaci: ti aiutiamo a scegliere il giorno e la fascia più
              adatti alla tua attività.
            </p>
          ),
        },
      ],
    },
    {
      id: 'faq-ordini',
      title: 'Ordini e pagamenti',
      items: [
        {
          question: 'Come posso pagare?',
          answer: (
            <>
              <p>Al momento dell’ordine puoi scegliere tra:</p>
              <ul>
                {PAYMENT_METHODS.map((method, i) => (
                  <li key={method}>
                    {method}
                    {i < PAYMENT_METHODS.length - 1 ? ';' : '.'}
                  </li>
                ))}
              </ul>
              <p>
                Se non hai completato il pagamento, puoi saldare l’ordine più tardi dalla pagina{' '}
                <Link to="/paga">Paga ora</Link>.
              </p>
            </>
          ),
        },
        {
          question: 'Ho scelto il bonifico: quando viene preparato l’ordine?',
          answer: (
            <p>
              Prepariamo l’ordine quando il bonifico risulta ricevuto sul nostro conto. Perché la consegna
              avvenga nella data scelta, fai il bonifico subito dopo l’ordine e indica nella causale il numero
              dell’ordine. Se hai fretta, puoi pagare con carta o PayPal.
            </p>
          ),
        },
        {
          question: 'Posso modificare o annullare un ordine?',
          answer: (
            <p>
              Sì, se ci avvisi prima del giorno di consegna:{' '}
              <Link to="/contatti">contatta il servizio clienti</Link> indicando il numero dell’ordine. Il
              giorno della consegna i furgoni sono già carichi e potremmo non riuscire a cambiare l’ordine.
            </p>
          ),
        },
        {
          question: 'Come faccio a sapere se un prodotto è disponibile?',
          answer: (
            <p>
              Le disponibilità del magazzino sono aggiornate dal nostro personale. Se dopo il tuo ordine un
              articolo dovesse esaurirsi, ti contattiamo prima della consegna per proporti un prodotto simile
              o toglierlo dall’ordine: non sostituiamo mai un prodotto senza chiedertelo.
            </p>
          ),
        },
        {
          question: 'Emettete fattura per aziende e partite IVA?',
          answer: (
            <p>
              Sì. Scrivi nelle note dell’ordine i dati per la fattura (ragione sociale, partita IVA, codice
              fiscale, codice destinatario SDI o PEC) oppure inviali al servizio clienti all’indirizzo{' '}
              <a href={CONTACT_EMAIL.href}>{CONTACT_EMAIL.display}</a> indicando il numero dell’ordine.
            </p>
          ),
        },
      ],
    },
    {
      id: 'faq-vuoto',
      title: 'Vetro e vuoto a rendere',
      items: [
        {
          question: 'Come funziona il vuoto a rendere?',
          answer: (
            <>
              <p>
                Le bottiglie in vetro a rendere si restituiscono vuote: rimettile nelle loro casse e lasciale
                pronte alla consegna successiva, il nostro autista le ritira quando ti porta il nuovo ordine.
              </p>
              <p>
                <Link to="/informazioni/acqua-vetro">
                  Leggi di più sull’acqua in vetro e sul vuoto a rendere
                </Link>
                .
              </p>
            </>
          ),
        },
        {
          question: 'Cos’è la cauzione?',
          answer: (
            <p>
              È una piccola somma legata alla bottiglia o alla cassa a rendere, che serve a garantire che il
              vuoto torni indietro per essere lavato e riutilizzato. Se per un prodotto è prevista una
              cauzione, la trovi indicata nella scheda del prodotto e nel riepilogo dell’ordine.
            </p>
          ),
        },
      ],
    },
    {
      id: 'faq-account',
      title: 'Account e accesso',
      items: [
        {
          question: 'Come accedo al mio account?',
          answer: (
            <>
              <p>
                Dalla pagina <Link to="/login">Accedi</Link> puoi entrare con e-mail o nome utente e password,
                oppure con il numero di telefono: ti inviamo per SMS un codice di 6 cifre, valido 10 minuti e
                utilizzabile una sola volta.
              </p>
              <p>
                Non hai ancora un account? <Link to="/register">Registrati</Link>: bastano nome, cognome,
                e-mail e una password di almeno 8 caratteri. Se hai dimenticato la password, dalla pagina di
                accesso puoi chiederne il ripristino: ti inviamo per e-mail un link valido per un’ora.
              </p>
            </>
          ),
        },
        {
          question: 'Posso ripetere un ordine già fatto?',
          answer: (
            <p>
              Sì. Nella pagina <Link to="/account">Il mio account</Link> trovi i tuoi ordini precedenti e puoi
              ripeterne uno senza cercare di nuovo i prodotti uno per uno: scegli la data e la fascia di
              consegna e confermi.
            </p>
          ),
        },
        {
          question: `Come contatto ${brand}?`,
          answer: (
            <p>
              Chiamaci al <a href={CONTACT_PHONE.href}>{CONTACT_PHONE.display}</a>, scrivici su{' '}
              <a href={WHATSAPP.href}>WhatsApp al {WHATSAPP.display}</a> o via e-mail all’indirizzo{' '}
              <a href={CONTACT_EMAIL.href}>{CONTACT_EMAIL.display}</a>. Orari e indirizzo sono nella pagina{' '}
              <Link to="/contatti">Contatti</Link>.
            </p>
          ),
        },
      ],
    },
  ]
}

export function Component() {
  const { brand } = useShopConfig()
  useDocumentTitle('Domande frequenti', brand)
  const sections = faqSections(brand)

  return (
    <div className="info-page">
      <h1>Domande frequenti</h1>
      <p className="info-lead">
        Le risposte alle domande che ci fate più spesso su consegne, pagamenti, vuoto a rendere e account. Non
        trovi quello che cerchi? <Link to="/contatti">Contattaci</Link>.
      </p>
      {sections.map((section) => (
        <section key={section.id} className="info-section" aria-labelledby={section.id}>
          <h2 id={section.id}>{section.title}</h2>
          <div className="info-faq">
            {section.items.map((item) => (
              <details key={item.question}>
                <summary>{item.question}</summary>
                <div className="info-faq-answer">{item.answer}</div>
              </details>
            ))}
          </div>
        </section>
      ))}
    </div>
  )
}
