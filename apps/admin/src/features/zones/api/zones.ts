import type { SavedZonesAnswer, ZonesAnswer, ZonesHistoryAnswer } from '@shop/api/contract'
import type { DeliveryZone } from '@shop/zones'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api'
import { zonesQuery } from '../../../lib/zones-query'

/** The zones' query keys (the zones in force: lib/zones-query.ts). */
export const zoneKeys = {
  all: ['zones'] as const,
  current: () => zonesQuery().queryKey,
  editor: (round: number) => [...zoneKeys.all, 'editor', round] as const,
  history: (version: number | null) => [...zoneKeys.all, 'history', version] as const,
}

/**
 * GET /api/zones for the editor: asked afresh on each visit and each `round` ('Ricarica'), never
 * from the cache, so the draft always starts from the server's zones.
 */
export const zonesEditorQuery = (round: number) =>
  queryOptions({
    queryKey: zoneKeys.editor(round),
    queryFn: ({ signal }) => api<ZonesAnswer>('GET', '/zones', { signal }),
    gcTime: 0,
  })

/** GET /api/admin/zones/history, asked again for each saved version. */
export const zonesHistoryQuery = (version: number | null) =>
  queryOptions({
    queryKey: zoneKeys.history(version),
    queryFn: ({ signal }) => api<ZonesHistoryAnswer>('GET', '/admin/zones/history', { signal }),
  })

/** PUT /api/admin/zones: `confirm` when the operator agreed to remove most zones. */
export const saveZones = (body: { version: number; zones: DeliveryZone[]; confirm?: true }) =>
  api<SavedZonesAnswer>('PUT', '/admin/zones', { body })

/** POST /api/admin/zones/restore: back to the built-in zones. */
export const restoreZones = (version: number) =>
  api<SavedZonesAnswer>('POST', '/admin/zones/restore', { body: { version, confirm: true } })
