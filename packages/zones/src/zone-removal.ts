/** A zone as zoneRemoval reads it: only its id and name matter. */
export interface ZoneIdentity {
  id: string
  name?: string
}

/** What a save of the zone list removes, and whether the operator must confirm it. */
export interface ZoneRemoval<Z extends ZoneIdentity> {
  /** The zones of `before` whose id is not in `after`, in `before`'s order. */
  removed: Z[]
  /**
   * Whether the save must be confirmed by the operator: it leaves no zone at all, or it removes
   * more than half of the zones there were. A shop with no zones delivers nowhere; a save that
   * drops most of them is far more often a mistake (a lost file, a half-loaded editor) than a plan.
   */
  needsConfirmation: boolean
}

/**
 * What replacing the zones `before` with `after` removes, and whether that is drastic enough to ask
 * the operator first (see ZoneRemoval). Zones are told apart by id, so a renamed or reshaped zone
 * is not removed.
 *
 * @example
 * ```ts
 * zoneRemoval([{ id: 'zona-1' }, { id: 'zona-2' }], [{ id: 'zona-2' }])
 * // { removed: [{ id: 'zona-1' }], needsConfirmation: false }
 * ```
 */
export function zoneRemoval<Z extends ZoneIdentity>(
  before: readonly Z[],
  after: readonly ZoneIdentity[],
): ZoneRemoval<Z> {
  const kept = new Set(after.map((zone) => zone.id))
  const removed = before.filter((zone) => !kept.has(zone.id))
  const needsConfirmation = before.length > 0 && (after.length === 0 || removed.length > before.length / 2)
  return { removed, needsConfirmation }
}

/**
 * The question the editor asks before such a save: 'Stai eliminando 14 zone: confermi?'.
 *
 * @example
 * ```ts
 * zoneRemovalQuestion(14) // 'Stai eliminando 14 zone: confermi?'
 * ```
 */
export function zoneRemovalQuestion(count: number): string {
  return `Stai eliminando ${count} ${count === 1 ? 'zona' : 'zone'}: confermi?`
}
