import { Modal } from '@shop/ui'
import { ZoneMap } from '@shop/ui/zone-map'
import type { DeliveryZone } from '@shop/zones'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useShopConfig } from '../../app/shop-config'
import { zonesQuery } from './api/zones'
import type { MapPoint } from './zone-check-api'
import './map-point-dialog.css'

type Zones = { kind: 'loading' } | { kind: 'ready'; zones: DeliveryZone[] } | { kind: 'failed' }

/** The zones for the map (shared with /zone-map's data); a failure offers 'Riprova'. */
function useZones(): [Zones, () => void] {
  const zones = useQuery(zonesQuery())
  const state: Zones = zones.data
    ? { kind: 'ready', zones: zones.data }
    : zones.isError && !zones.isFetching
      ? { kind: 'failed' }
      : { kind: 'loading' }
  return [state, () => void zones.refetch()]
}

/**
 * The dialog of 'Indica il punto sulla mappa' (the shared Modal): the zone map in point-picking
 * mode (@shop/ui ZoneMap onPointPick), opened on the zones of the typed town, what was placed,
 * and 'Conferma il punto'. Which zone the
 * point is in is for the caller to ask the server, once confirmed.
 */
export function MapPointDialog({
  title,
  open,
  onOpenChange,
  initial,
  zoneIds,
  onConfirm,
}: {
  title: string
  open: boolean
  onOpenChange(open: boolean): void
  initial: MapPoint | null
  /** The zones the typed address may be in: the map opens on them (and on `initial`). */
  zoneIds: readonly string[]
  onConfirm(point: MapPoint): void
}) {
  const { map } = useShopConfig()
  const [zones, retry] = useZones()
  const [point, setPoint] = useState<MapPoint | null>(initial)
  const keysId = useId()
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description="Tocca o fai clic sulla mappa dove vuoi ricevere la consegna; puoi trascinare il segnaposto per correggerlo."
      className="map-point"
    >
      {zones.kind === 'ready' ? (
        <ZoneMap
          zones={zones.zones}
          tileUrl={map.tileUrl}
          attribution={map.attribution}
          label="Mappa delle zone: il punto di consegna"
          describedBy={keysId}
          className="map-point__map"
          scrollWheelZoom
          pickedPoint={point}
          onPointPick={setPoint}
          focusZoneIds={zoneIds}
        />
      ) : (
        <div className="map-point__map map-point__placeholder">
          {zones.kind === 'loading' ? (
            <p role="status">Carico la mappa delle zone…</p>
          ) : (
            <p role="alert">
              Non è stato possibile caricare la mappa delle zone.{' '}
              <button type="button" className="button button--link" onClick={retry}>
                Riprova
              </button>
            </p>
          )}
        </div>
      )}
      <p id={keysId} className="map-point__keys">
        Con la tastiera: sulla mappa le frecce la spostano sotto il mirino, + e − cambiano lo zoom e Invio
        mette il punto al centro del mirino.
      </p>
      <p className="map-point__status" role="status" data-testid="map-point-status">
        {point
          ? 'Punto indicato. Se non è quello giusto, tocca un altro punto o trascina il segnaposto.'
          : 'Nessun punto indicato.'}
      </p>
      <div className="modal-actions">
        <button type="button" className="button button--ghost" onClick={() => onOpenChange(false)}>
          Annulla
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={!point}
          onClick={() => point && onConfirm(point)}
        >
          Conferma il punto
        </button>
      </div>
    </Modal>
  )
}
