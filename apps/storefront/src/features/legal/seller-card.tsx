import { useShopConfig, useShopConfigReady } from '../../app/shop-config'
import {
  phoneHref,
  SELLER_MISSING,
  sellerAddress,
  sellerRea,
  sellerShareCapital,
  sellerTaxCode,
} from '../../lib/legal/seller'

/**
 * Who sells, as the legal pages show it (Codice del Consumo art. 49 lett. b-c, D.Lgs. 70/2003 art.
 * 7): the shop's settings, never written here. While the seller is not entered, the page says so.
 */
export function SellerCard() {
  const { seller } = useShopConfig()
  const ready = useShopConfigReady()
  if (!ready) return <p className="legal-muted">Caricamento dei dati del venditore…</p>
  if (!seller)
    return (
      <p className="legal-notice" data-testid="seller-missing">
        {SELLER_MISSING}
      </p>
    )
  const taxCode = sellerTaxCode(seller)
  const capital = sellerShareCapital(seller)
  return (
    <address className="legal-seller" data-testid="seller-card">
      <dl>
        <dt>Ragione sociale</dt>
        <dd>{seller.companyName}</dd>
        <dt>Sede legale</dt>
        <dd>{sellerAddress(seller)}</dd>
        <dt>Partita IVA</dt>
        <dd>{seller.vatNumber}</dd>
        {taxCode ? (
          <>
            <dt>Codice fiscale</dt>
            <dd>{taxCode}</dd>
          </>
        ) : null}
        <dt>Registro delle imprese</dt>
        <dd>{sellerRea(seller)}</dd>
        {capital ? (
          <>
            <dt>Capitale sociale</dt>
            <dd>{capital}</dd>
          </>
        ) : null}
        <dt>PEC</dt>
        <dd>
          <a href={`mailto:${seller.pec}`}>{seller.pec}</a>
        </dd>
        <dt>E-mail</dt>
        <dd>
          <a href={`mailto:${seller.email}`}>{seller.email}</a>
        </dd>
        <dt>Telefono</dt>
        <dd>
          <a href={phoneHref(seller.phone)}>{seller.phone}</a>
        </dd>
      </dl>
    </address>
  )
}
