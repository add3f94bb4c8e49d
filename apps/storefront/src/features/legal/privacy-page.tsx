import { Link } from 'react-router'
import { useShopConfig } from '../../app/shop-config'
import { useDocumentTitle } from '../../lib/use-document-title'
import { SellerCard } from './seller-card'
import './legal.css'

/**
 * /privacy: the information of art. 13 GDPR for customers and visitors: who the controller is,
 * which data, why and on what basis, how long, who receives them, the rights. The retention times
 * are what the code does or what the shop commits to (apps/storefront/README.md, 'Legal pages').
 */
export function Component() {
  const { brand } = useShopConfig()
  useDocumentTitle('Informativa privacy', brand)
  return (
    <div className="legal-page">
      <h1>Informativa privacy</h1>
      <p className="legal-lead">
        Come {brand} tratta i dati personali di chi visita il sito, crea un account e fa un ordine (art. 13
        del Regolamento UE 2016/679, «GDPR»).
      </p>

      <h2 id="privacy-titolare">Titolare del trattamento</h2>
      <SellerCard />
      <p>
        Per ogni domanda sui tuoi dati o per esercitare i tuoi diritti scrivi all’e-mail o alla PEC qui sopra.
      </p>

      <h2 id="privacy-dati">Quali dati trattiamo</h2>
      <ul>
        <li>
          <strong>Account</strong>: nome, cognome, e-mail, nome utente e password (conservata solo in forma
          cifrata), telefono.
        </li>
        <li>
          <strong>Ordini</strong>: prodotti, importi, metodo di pagamento e il suo esito (i dati della carta o
          del conto PayPal li riceve solo il gestore del pagamento, non noi), le note per la consegna, la
          dichiarazione di maggiore età per birra e vino.
        </li>
        <li>
          <strong>Indirizzi</strong>: di consegna e di fatturazione, con la posizione sulla mappa
          dell’indirizzo (trovata dall’indirizzo o indicata da te) per riconoscere la zona di consegna.
        </li>
        <li>
          <strong>Telefono per gli SMS</strong>: il codice di accesso e, se lo chiedi, l’avviso che il furgone
          è partito.
        </li>
        <li>
          <strong>Consegna</strong>: l’esito (consegnato o no, e perché), i vuoti restituiti, l’incasso alla
          porta, la verifica del documento per le bevande alcoliche (solo l’esito, non la copia del documento)
          e la prova di consegna: la <strong>firma</strong> tracciata sul telefono dell’autista o una{' '}
          <strong>foto</strong> della consegna.
        </li>
        <li>
          <strong>Fatture</strong>: per le aziende che le chiedono, ragione sociale, partita IVA, codice
          fiscale, codice destinatario o PEC e sede.
        </li>
        <li>
          <strong>Dati tecnici</strong>: l’indirizzo IP e i cookie tecnici descritti nella{' '}
          <Link to="/cookie">pagina sui cookie</Link>, per la sicurezza (per esempio i limiti ai tentativi di
          accesso) e per farti usare il sito.
        </li>
      </ul>

      <h2 id="privacy-finalita">Perché e su quale base</h2>
      <ul>
        <li>
          <strong>Gestire l’account, gli ordini, i pagamenti, le consegne e l’assistenza</strong>, compresi i
          messaggi sull’ordine per e-mail e SMS: è necessario per il contratto con te (art. 6, par. 1, lett. b
          GDPR).
        </li>
        <li>
          <strong>Tenere la contabilità, emettere le fatture e verificare la maggiore età</strong> per le
          bevande alcoliche: sono obblighi di legge (art. 6, par. 1, lett. c).
        </li>
        <li>
          <strong>Proteggere il sito e i clienti</strong> da accessi abusivi e frodi, e{' '}
          <strong>provare la consegna</strong> in caso di contestazioni: è un nostro legittimo interesse (art.
          6, par. 1, lett. f), che non prevale sui tuoi diritti; puoi opporti scrivendoci.
        </li>
      </ul>
      <p>
        Senza i dati necessari all’ordine non possiamo consegnarti i prodotti. Non usiamo i tuoi dati per
        pubblicità né per profilazione, e non prendiamo decisioni automatizzate che ti riguardino.
      </p>

      <h2 id="privacy-conservazione">Per quanto tempo</h2>
      <ul>
        <li>
          <strong>Ordini e fatture</strong>: 10 anni, come chiedono le leggi fiscali e civili (art. 2220 del
          Codice civile).
        </li>
        <li>
          <strong>Account</strong>: finché non lo chiudi; gli ordini restano per i 10 anni detti sopra.
        </li>
        <li>
          <strong>Prove di consegna</strong> (firma o foto): per gestire le contestazioni, non oltre 26 mesi
          dalla consegna (i 2 anni della garanzia legale più il tempo per segnalare un difetto).
        </li>
        <li>
          <strong>Accesso</strong>: il codice SMS vale 10 minuti, il link per cambiare la password 1 ora, la
          sessione fino alla chiusura del browser o 30 giorni con «Ricordami».
        </li>
      </ul>

      <h2 id="privacy-destinatari">A chi li comunichiamo</h2>
      <p>
        I dati li trattano il nostro personale e i nostri autisti, autorizzati e istruiti. Li ricevono, solo
        per quanto serve:
      </p>
      <ul>
        <li>
          chi ospita il negozio (la piattaforma WooCommerce e i server del sito), come responsabile del
          trattamento;
        </li>
        <li>
          i gestori dei pagamenti (Stripe per la carta, PayPal), come titolari autonomi dei dati del
          pagamento;
        </li>
        <li>i fornitori dell’invio di e-mail e di SMS, come responsabili del trattamento;</li>
        <li>
          il servizio delle mappe, che riceve l’indirizzo IP quando la pagina mostra la mappa delle zone;
        </li>
        <li>il nostro commercialista, per la contabilità e le fatture;</li>
        <li>le autorità, quando la legge lo chiede.</li>
      </ul>
      <p>
        Alcuni di questi fornitori possono trattare dati fuori dall’Unione europea: lo fanno con le garanzie
        del GDPR (una decisione di adeguatezza, come il Data Privacy Framework UE-USA, o le clausole
        contrattuali tipo della Commissione europea).
      </p>

      <h2 id="privacy-diritti">I tuoi diritti</h2>
      <p>
        Puoi chiederci in ogni momento di accedere ai tuoi dati, di correggerli, di cancellarli, di limitarne
        il trattamento, di riceverli in un formato leggibile da una macchina (portabilità) e di opporti al
        trattamento basato sul legittimo interesse (artt. 15-22 GDPR). Rispondiamo entro un mese. Se ritieni
        che il trattamento violi la legge, puoi proporre reclamo al Garante per la protezione dei dati
        personali (garanteprivacy.it).
      </p>
    </div>
  )
}
