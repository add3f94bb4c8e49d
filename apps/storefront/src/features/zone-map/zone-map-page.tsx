import { ZoneLegend, ZoneMap } from '@shop/ui/zone-map'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router'
import { useShopConfig } from '../../app/shop-config'
import { useDocumentTitle } from '../../lib/use-document-title'
import { zonesQuery } from '../../lib/zone-check/api/zones'
import { ZoneCheck } from '../../lib/zone-check/zone-check'

/** /zone-map: every delivery zone on a map in its colour, a legend, and the address check. */
export function Component() {
  const { data: zones } = useSuspenseQuery(zonesQuery())
  const { brand, map } = useShopConfig()
  const [highlight, setHighlight] = useState<string | null>(null)
  useDocumentTitle('Zone di consegna', brand)
  return (
    <div className="page zone-map-page">
      <header className="page__header">
        <h1>Zone di consegna</h1>
        <p className="lead">
          Consegniamo con i nostri furgoni in {zones.length} zone di Bari e dei comuni vicini. Tocca una zona
          per vedere le fasce orarie in cui passiamo, oppure verifica il tuo indirizzo.
        </p>
      </header>
      <div className="zone-map-page__layout">
        <div className="zone-map-page__map">
          <ZoneMap
            zones={zones}
            tileUrl={map.tileUrl}
            attribution={map.attribution}
            highlightZoneId={highlight ?? undefined}
            onZoneSelect={setHighlight}
            className="zone-map-page__leaflet"
          />
        </div>
        <div className="zone-map-page__side">
          <ZoneCheck onResolved={(zoneId) => setHighlight(zoneId)} />
          <ZoneLegend
            zones={zones}
            highlightZoneId={highlight ?? undefined}
            onSelect={(zoneId: string) => setHighlight(zoneId)}
          />
        </div>
      </div>
      <p className="zone-map-page__note">
        Non trovi la tua zona? <Link to="/contatti">Scrivici</Link>: stiamo ampliando le consegne.
      </p>
    </div>
  )
}
