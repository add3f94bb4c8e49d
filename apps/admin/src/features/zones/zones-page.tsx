import { systemClock } from '@shop/clock'
import { Modal, Spinner, useToast } from '@shop/ui'
import {
  createZone,
  type DeliveryZone,
  type Position,
  zoneName,
  zoneRemoval,
  zoneRemovalQuestion,
  zonesToJson,
} from '@shop/zones'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useDeferredValue, useEffect, useMemo, useState } from 'react'
import { useBlocker } from 'react-router'
import { useSession } from '../../app/session'
import { toApiError } from '../../lib/api'
import { formatDateTime } from '../../lib/format'
import { useDocumentTitle } from '../../lib/use-document-title'
import { restoreZones, saveZones, zoneKeys, zonesEditorQuery, zonesHistoryQuery } from './api/zones'
import { ZoneEditorMap } from './zone-editor-map'
import { ZoneForm } from './zone-form'
import { overlapsOf, zoneIssues } from './zone-issues'
import './zones.css'

interface Saved {
  version: number
  zones: DeliveryZone[]
}

/**
 * /admin/zones: the zone manager. The operator edits a copy of the zones in force (map and form),
 * checked with validateZones as they go; 'Salva' sends it with the version it started from,
 * and a save over someone else's newer version is refused (the copy stays on screen).
 */
export function ZonesPage() {
  useDocumentTitle('Zone di consegna')
  const { map } = useSession()
  const toast = useToast()
  const [saved, setSaved] = useState<Saved | null>(null)
  const [draft, setDraft] = useState<DeliveryZone[]>([])
  const [selectedId, setSelectedId] = useState<string | null>(null)
  const [drawing, setDrawing] = useState(false)
  const [busy, setBusy] = useState(false)
  const [saveError, setSaveError] = useState<{ message: string; stale: boolean } | null>(null)
  const [confirmRestore, setConfirmRestore] = useState(false)
  /** The question asked before a save that leaves no zone or removes most of them, and the names it removes. */
  const [confirmRemoval, setConfirmRemoval] = useState<{ question: string; names: string[] } | null>(null)
  const [showErrors, setShowErrors] = useState(false)
  const [loadRound, setLoadRound] = useState(0)

  const queryClient = useQueryClient()
  const loaded = useQuery(zonesEditorQuery(loadRound))
  const history = useQuery(zonesHistoryQuery(saved?.version ?? null))

  useEffect(() => {
    if (!loaded.data) return
    setSaved({ version: loaded.data.version, zones: loaded.data.zones })
    setDraft(structuredClone(loaded.data.zones))
    setSaveError(null)
  }, [loaded.data])

  const dirty = useMemo(
    () => saved !== null && JSON.stringify(saved.zones) !== JSON.stringify(draft),
    [saved, draft],
  )
  // Unsaved edits are never lost without a word: closing or reloading the tab gets the browser's
  // own question (beforeunload), leaving for another screen of the admin gets ours (useBlocker).
  useEffect(() => {
    if (!dirty) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [dirty])
  const leaving = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  )

  // The whole list's check (shapes and overlaps, tens of ms) follows the typing, never holds it up.
  const checked = useDeferredValue(draft)
  const issues = useMemo(() => zoneIssues(checked), [checked])
  const selectedIndex = draft.findIndex((zone) => zone.id === selectedId)
  const selected = selectedIndex >= 0 ? draft[selectedIndex] : undefined
  const overlaps = useMemo(() => overlapsOf(draft, selectedIndex), [draft, selectedIndex])

  const update = (id: string, change: (zone: DeliveryZone) => DeliveryZone) =>
    setDraft((zones) => zones.map((zone) => (zone.id === id ? change(zone) : zone)))

  const onShapeChange = (id: string, rings: Position[][]) =>
    update(id, (zone) => ({ ...zone, polygon: { ...zone.polygon, coordinates: rings } }))

  const onDrawn = (rings: Position[][] | null) => {
    setDrawing(false)
    if (!rings) return
    // createZone: id zona-<timestamp>, colour #3B82F6, the center computed inside the polygon.
    let zone = createZone(systemClock().getTime(), { polygon: { coordinates: rings } })
    while (draft.some((existing) => existing.id === zone.id)) {
      zone = createZone(Number(zone.id.slice(5)) + 1, { polygon: { coordinates: rings } })
    }
    setDraft((zones) => [...zones, zone])
    setSelectedId(zone.id)
    toast.show('Nuova zona disegnata: dalle un nome e salva', { tone: 'success' })
  }

  const save = async (confirmed = false) => {
    if (!saved) return
    setShowErrors(true)
    // The list as it is now (the deferred check may be one keystroke behind).
    const found = checked === draft ? issues : zoneIssues(draft)
    if (found.count > 0) {
      setSaveError({
        message: `Le zone hanno ${found.count === 1 ? '1 errore' : `${found.count} errori`}: correggili prima di salvare.`,
        stale: false,
      })
      return
    }
    // No zone left, or most of them gone: the operator says so first (the server insists too).
    const removal = zoneRemoval(saved.zones, draft)
    if (removal.needsConfirmation && !confirmed) {
      setConfirmRemoval({
        question: zoneRemovalQuestion(removal.removed.length),
        names: removal.removed.map(zoneName),
      })
      return
    }
    setConfirmRemoval(null)
    setBusy(true)
    setSaveError(null)
    try {
      const answer = await saveZones({
        version: saved.version,
        zones: draft,
        ...(confirmed ? { confirm: true } : {}),
      })
      void queryClient.invalidateQueries({ queryKey: zoneKeys.current() })
      setSaved({ version: answer.version, zones: answer.zones })
      setDraft(structuredClone(answer.zones))
      setShowErrors(false)
      toast.show(`Zone salvate (versione ${answer.version}): il negozio le usa già`, { tone: 'success' })
    } catch (failure) {
      const error = toApiError(failure)
      setSaveError({ message: error.message, stale: error.code === 'stale_zones' })
    } finally {
      setBusy(false)
    }
  }

  const restore = async () => {
    if (!saved) return
    setBusy(true)
    setSaveError(null)
    try {
      // The restore dialog was the operator's confirmation, also for the zones it removes.
      const answer = await restoreZones(saved.version)
      void queryClient.invalidateQueries({ queryKey: zoneKeys.current() })
      setSaved({ version: answer.version, zones: answer.zones })
      setDraft(structuredClone(answer.zones))
      setSelectedId(null)
      toast.show(`Zone predefinite ripristinate (versione ${answer.version})`, { tone: 'success' })
    } catch (failure) {
      const error = toApiError(failure)
      setSaveError({ message: error.message, stale: error.code === 'stale_zones' })
    } finally {
      setBusy(false)
      setConfirmRestore(false)
    }
  }

  const exportJson = () => {
    const blob = new Blob([zonesToJson(draft)], { type: 'application/json' })
    const url = URL.createObjectURL(blob)
    const link = document.createElement('a')
    link.href = url
    link.download = 'deliveryZones.json'
    document.body.append(link)
    link.click()
    link.remove()
    setTimeout(() => URL.revokeObjectURL(url), 1000)
  }

  const removeSelected = () => {
    if (!selected) return
    setDraft((zones) => zones.filter((zone) => zone.id !== selected.id))
    setSelectedId(null)
  }

  if (!saved) {
    return (
      <section className="stack">
        <h1>Zone di consegna</h1>
        {loaded.error ? (
          <p role="alert" className="form-error">
            {loaded.error.message}
          </p>
        ) : (
          <Spinner />
        )}
      </section>
    )
  }

  return (
    <section className="zone-editor">
      <div className="page-head">
        <h1>Zone di consegna</h1>
        <p className="muted">
          {saved.version === 0 ? 'Zone predefinite' : `Versione ${saved.version}`} · {draft.length} zone
          {dirty ? ' · modifiche non salvate' : ''}
        </p>
      </div>
      <div className="zone-editor__toolbar actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => setDrawing((on) => !on)}
          aria-pressed={drawing}
        >
          {drawing ? 'Annulla disegno' : 'Disegna una nuova zona'}
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={() => save()}
          disabled={busy || !dirty}
        >
          {busy ? 'Salvataggio…' : 'Salva le zone'}
        </button>
        <button type="button" className="button" onClick={exportJson}>
          Esporta deliveryZones.json
        </button>
        <button
          type="button"
          className="button button--danger"
          onClick={() => setConfirmRestore(true)}
          disabled={busy}
        >
          Ripristina le zone predefinite
        </button>
      </div>
      {drawing ? (
        <p className="notice" role="status">
          Clic sulla mappa per aggiungere i vertici; clic sul primo vertice per chiudere la zona. Esc per
          annullare.
        </p>
      ) : null}
      {saveError ? (
        <div role="alert" className="form-error">
          <p>{saveError.message}</p>
          {saveError.stale ? (
            <p className="actions">
              Le tue modifiche sono ancora qui: esportale se vuoi conservarle, poi
              <button
                type="button"
                className="button button--small"
                onClick={() => setLoadRound((n) => n + 1)}
              >
                Carica le zone aggiornate
              </button>
            </p>
          ) : null}
        </div>
      ) : null}
      {showErrors && issues.count > 0 ? (
        <IssueSummary draft={draft} issues={issues} onSelect={setSelectedId} />
      ) : null}

      <div className="zone-editor__layout">
        <nav aria-label="Elenco delle zone" className="zone-editor__list panel">
          <ul>
            {draft.map((zone) => {
              const errors = issues.byZone.get(zone.id)?.length ?? 0
              return (
                <li key={zone.id}>
                  <button
                    type="button"
                    className={zone.id === selectedId ? 'zone-chip is-selected' : 'zone-chip'}
                    aria-current={zone.id === selectedId ? 'true' : undefined}
                    onClick={() => setSelectedId(zone.id)}
                  >
                    <span
                      className="zone-chip__swatch"
                      style={{ background: zone.color }}
                      aria-hidden="true"
                    />
                    <span>{zoneName(zone)}</span>
                    {errors > 0 ? <span className="zone-chip__errors">{errors} errori</span> : null}
                  </button>
                </li>
              )
            })}
          </ul>
        </nav>
        <ZoneEditorMap
          zones={draft}
          selectedId={selectedId}
          overlaps={overlaps}
          drawing={drawing}
          tileUrl={map.tileUrl}
          attribution={map.attribution}
          onSelect={setSelectedId}
          onShapeChange={onShapeChange}
          onDrawn={onDrawn}
        />
        <div className="zone-editor__form panel">
          {selected ? (
            <ZoneForm
              key={selected.id}
              zone={selected}
              issues={issues.byZone.get(selected.id) ?? []}
              overlaps={overlaps.map((overlap) => overlap.label)}
              onChange={(change) => update(selected.id, change)}
              onRemove={removeSelected}
            />
          ) : (
            <p className="muted">Scegli una zona dall'elenco o sulla mappa, oppure disegnane una nuova.</p>
          )}
        </div>
      </div>

      <section className="panel zone-editor__history">
        <h2>Versioni salvate</h2>
        {history.data && history.data.history.length > 0 ? (
          <ul>
            {history.data.history.slice(0, 10).map((entry) => (
              <li key={entry.version}>
                Versione {entry.version} · {formatDateTime(entry.savedAt)} · {entry.savedBy}
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">Nessuna versione salvata: il negozio usa le zone predefinite.</p>
        )}
      </section>

      <Modal
        open={confirmRemoval !== null}
        onOpenChange={(open) => {
          if (!open) setConfirmRemoval(null)
        }}
        title={confirmRemoval?.question ?? ''}
      >
        <p>
          Dopo il salvataggio il negozio non consegnerà più{' '}
          {draft.length === 0 ? 'in nessuna zona' : 'in queste zone'}:
        </p>
        <ul className="zone-editor__removed">
          {confirmRemoval?.names.map((name, index) => (
            // Names may repeat (two zones without a name): the position keeps them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list shown once
            <li key={`${index}-${name}`}>{name}</li>
          ))}
        </ul>
        <div className="actions">
          <button type="button" className="button button--danger" onClick={() => save(true)} disabled={busy}>
            Sì, elimina e salva
          </button>
          <button type="button" className="button" onClick={() => setConfirmRemoval(null)}>
            Annulla
          </button>
        </div>
      </Modal>

      <Modal
        open={leaving.state === 'blocked'}
        onOpenChange={(open) => {
          if (!open) leaving.reset?.()
        }}
        title="Uscire senza salvare le zone?"
        description="Hai modifiche alle zone non salvate: se esci adesso andranno perse."
      >
        <div className="actions">
          <button type="button" className="button button--primary" onClick={() => leaving.reset?.()}>
            Resta qui
          </button>
          <button type="button" className="button button--danger" onClick={() => leaving.proceed?.()}>
            Esci senza salvare
          </button>
        </div>
      </Modal>

      <Modal open={confirmRestore} onOpenChange={setConfirmRestore} title="Ripristinare le zone predefinite?">
        <p>
          Le {draft.length} zone attuali saranno sostituite dalle 26 zone predefinite, come nuova versione. Le
          modifiche non salvate andranno perse.
        </p>
        <div className="actions">
          <button type="button" className="button button--danger" onClick={restore} disabled={busy}>
            Ripristina
          </button>
          <button type="button" className="button" onClick={() => setConfirmRestore(false)}>
            Annulla
          </button>
        </div>
      </Modal>
    </section>
  )
}

function IssueSummary({
  draft,
  issues,
  onSelect,
}: {
  draft: DeliveryZone[]
  issues: ReturnType<typeof zoneIssues>
  onSelect: (id: string) => void
}) {
  return (
    <div className="panel zone-issues">
      <h2>Da correggere</h2>
      <ul>
        {[...issues.byZone.entries()].map(([id, list]) => {
          const zone = draft.find((z) => z.id === id)
          return (
            <li key={id || 'list'}>
              {zone ? (
                <button type="button" className="button button--small" onClick={() => onSelect(id)}>
                  {zoneName(zone)}
                </button>
              ) : null}{' '}
              {list.map((issue) => issue.message).join(' ')}
            </li>
          )
        })}
      </ul>
    </div>
  )
}
