import { Link } from 'react-router'
import { useShopConfig } from '../../app/shop-config'
import { useDocumentTitle } from '../../lib/use-document-title'
import {
  CONTACT_EMAIL,
  CONTACT_PHONE,
  CUSTOMER_SERVICE_HOURS,
  DELIVERY_DAYS,
  DELIVERY_HOURS,
  SHOP_ADDRESS,
  WHATSAPP,
} from './shop-facts'
import './info.css'

export function Component() {
  const { brand } = useShopConfig()
  useDocumentTitle('Contatti', brand)

  return (
    <div className="info-page">
      <h1>Contatti</h1>
      <p className="info-lead">
        Il servizio clienti di {brand} risponde da Bari a domande su prodotti, consegne, pagamenti e ordini.
        Scegli il modo che preferisci.
      </p>

      <section className="info-section" aria-labelledby="contatti-recapiti">
        <h2 id="contatti-recapiti">Come raggiungerci</h2>
        <ul className="info-cards info-contacts">
          <li className="info-card">
            <h3>Telefono</h3>
            <p>
              <a className="info-contact-link" href={CONTACT_PHONE.href}>
                {CONTACT_PHONE.display}
              </a>
            </p>
            <p className="info-muted">Per le richieste urgenti e per i cambi di consegna.</p>
          </li>
          <li className="info-card">
            <h3>WhatsApp</h3>
            <p>
              <a className="info-contact-link" href={WHATSAPP.href} target="_blank" rel="noopener noreferrer">
                {WHATSAPP.display}
                <span className="info-visually-hidden">
                  {' '}
                  (scrivici su WhatsApp, si apre in una nuova scheda)
                </span>
              </a>
            </p>
            <p className="info-muted">Scrivici quando vuoi: rispondiamo negli orari del servizio clienti.</p>
          </li>
          <li className="info-card">
            <h3>E-mail</h3>
            <p>
              <a className="info-contact-link" href={CONTACT_EMAIL.href}>
                {CONTACT_EMAIL.display}
              </a>
            </p>
            <p className="info-muted">Per fatture, richieste delle aziende e comunicazioni scritte.</p>
          </li>
        </ul>
      </section>

      <div className="info-columns">
        <section className="info-section" aria-labelledby="contatti-orari">
          <h2 id="contatti-orari">Orari del servizio clienti</h2>
          <dl className="info-hours">
            {CUSTOMER_SERVICE_HOURS.map((row) => (
              <div key={row.days}>
                <dt>{row.days}</dt>
                <dd>{row.hours}</dd>
              </div>
            ))}
          </dl>
          <p className="info-muted">
            Le consegne si fanno {DELIVERY_DAYS}, dalle {DELIVERY_HOURS.from} alle {DELIVERY_HOURS.to}; il
            sabato in mattinata.
          </p>
        </section>

        <section className="info-section" aria-labelledby="contatti-sede">
          <h2 id="contatti-sede">Sede e deposito</h2>
          <address className="info-address">
            {brand}
            <br />
            {SHOP_ADDRESS.street}
            <br />
            {SHOP_ADDRESS.area}
            <br />
            {SHOP_ADDRESS.postalCode} {SHOP_ADDRESS.city} ({SHOP_ADDRESS.province})
          </address>
          <p className="info-muted">
            Da qui partono ogni mattina i nostri furgoni. Le consegne arrivano a domicilio: vedi{' '}
            <Link to="/zone-map">la mappa delle zone servite</Link>.
          </p>
        </section>
      </div>

      <section className="info-section" aria-labelledby="contatti-ordini">
        <h2 id="contatti-ordini">Hai già fatto un ordine?</h2>
        <ul>
          <li>
            Tieni a portata di mano il <strong>numero dell’ordine</strong>: lo trovi nella conferma d’ordine e
            nella pagina del tuo <Link to="/account">account</Link>.
          </li>
          <li>
            Per cambiare prodotti, data o fascia oraria, o per annullare l’ordine, contattaci{' '}
            <strong>entro il giorno prima della consegna</strong>: il giorno stesso i furgoni sono già
            carichi.
          </li>
          <li>
            Se l’ordine non è ancora pagato, puoi saldarlo dalla pagina <Link to="/paga">Paga ora</Link>.
          </li>
          <li>
            Per la fattura, mandaci via e-mail i dati dell’azienda (ragione sociale, partita IVA, codice SDI o
            PEC) con il numero dell’ordine.
          </li>
        </ul>
        <p>
          Molte risposte sono già nelle <Link to="/faq">domande frequenti</Link>.
        </p>
      </section>
    </div>
  )
}
