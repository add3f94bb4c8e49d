import { type DeliveryZone, zoneName } from '@shop/zones'
import { useId } from 'react'
import { joinClasses } from '../join-classes'

export interface ZoneLegendProps {
  zones: readonly DeliveryZone[]
  /** The zone shown as selected (aria-pressed): the same id as ZoneMap's highlightZoneId. */
  highlightZoneId?: string | null
  /** Called with a zone's id when its entry is pressed; without it the entries are plain text. */
  onSelect?: (zoneId: string) => void
  /** The legend's heading; default 'Zone di consegna'. */
  title?: string
  className?: string
}

/**
 * The list of zones with their colour and name. Entries are buttons (keyboard users reach every
 * zone this way, since map shapes cannot take focus): pass the chosen id to ZoneMap's
 * highlightZoneId to highlight the zone and open its popup.
 */
export function ZoneLegend({
  zones,
  highlightZoneId = null,
  onSelect,
  title = 'Zone di consegna',
  className,
}: ZoneLegendProps) {
  const titleId = useId()
  return (
    <div className={joinClasses('ui-zone-legend', className)}>
      <p className="ui-zone-legend__title" id={titleId}>
        {title}
      </p>
      <ul className="ui-zone-legend__list" aria-labelledby={titleId}>
        {zones.map((zone) => {
          const content = (
            <>
              <span
                className="ui-zone-legend__swatch"
                style={{ backgroundColor: zone.color }}
                aria-hidden="true"
              />
              <span className="ui-zone-legend__name">{zoneName(zone)}</span>
            </>
          )
          return (
            <li key={zone.id} className="ui-zone-legend__item">
              {onSelect ? (
                <button
                  type="button"
                  className="ui-zone-legend__entry"
                  aria-pressed={zone.id === highlightZoneId}
                  data-zone-id={zone.id}
                  onClick={() => onSelect(zone.id)}
                >
                  {content}
                </button>
              ) : (
                <span className="ui-zone-legend__entry" data-zone-id={zone.id}>
                  {content}
                </span>
              )}
            </li>
          )
        })}
      </ul>
    </div>
  )
}
