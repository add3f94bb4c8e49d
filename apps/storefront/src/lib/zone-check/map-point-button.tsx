import { lazy, Suspense, useState } from 'react'
import type { MapPoint } from './zone-check-api'

// The dialog brings Leaflet and Radix Dialog: loaded on the first press, never with the page.
const MapPointDialog = lazy(() => import('./map-point-dialog').then((m) => ({ default: m.MapPointDialog })))

/** The label of the button and the title of its dialog (the server's messages ask for it). */
export const MAP_POINT_LABEL = 'Indica il punto sulla mappa'

/**
 * 'Indica il punto sulla mappa': a button that opens the zone map in a dialog, where the customer
 * places the point of their address (click, tap or keyboard). `onConfirm` gets the confirmed point;
 * `point` is shown when the dialog opens (the one the address has, to be corrected). The map opens
 * on `zoneIds`, the zones the typed address may be in (the unclear answer's candidates: the typed
 * town's), and on `point`; without them, on every zone.
 */
export function MapPointButton({
  point,
  zoneIds = [],
  onConfirm,
  className = 'button button--ghost',
}: {
  point: MapPoint | null
  zoneIds?: readonly string[]
  onConfirm(point: MapPoint): void
  className?: string
}) {
  const [open, setOpen] = useState(false)
  // Each opening is a new dialog, which starts from `point`.
  const [opening, setOpening] = useState(0)
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onClick={() => {
          setOpening((n) => n + 1)
          setOpen(true)
        }}
      >
        {MAP_POINT_LABEL}
      </button>
      {opening > 0 ? (
        <Suspense
          fallback={
            open ? (
              <span className="map-point-loading" role="status">
                Carico la mappa…
              </span>
            ) : null
          }
        >
          <MapPointDialog
            key={opening}
            title={MAP_POINT_LABEL}
            open={open}
            onOpenChange={setOpen}
            initial={point}
            zoneIds={zoneIds}
            onConfirm={(confirmed) => {
              setOpen(false)
              onConfirm(confirmed)
            }}
          />
        </Suspense>
      ) : null}
    </>
  )
}
