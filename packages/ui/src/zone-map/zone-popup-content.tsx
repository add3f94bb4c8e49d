import { availableSlots } from '@shop/slots'
import { type DeliveryZone, zoneName } from '@shop/zones'

export interface ZonePopupContentProps {
  zone: DeliveryZone
}

/**
 * The default content of a zone's popup: its name ('Zona sconosciuta' when it has none), its
 * description and its available slots (the 9 built-in slots minus the zone's excluded ones).
 */
export function ZonePopupContent({ zone }: ZonePopupContentProps) {
  const slots = availableSlots(zone)
  return (
    <div className="ui-zone-popup">
      <div className="ui-zone-popup__title">{zoneName(zone)}</div>
      {zone.description.trim() === '' ? null : <div className="ui-zone-popup__text">{zone.description}</div>}
      {slots.length === 0 ? (
        <div className="ui-zone-popup__text">Nessuna fascia oraria disponibile</div>
      ) : (
        <>
          <div className="ui-zone-popup__label">Fasce orarie disponibili</div>
          <ul className="ui-zone-popup__slots">
            {slots.map((slot) => (
              <li key={slot}>{slot}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}
