import { useId, useState } from 'react'
import { downscalePhoto } from './downscale-photo'

/**
 * 'Scatta una foto': the camera (capture="environment"), the picture made small enough to send
 * (downscale-photo.ts), and a preview.
 */
export function PhotoField({
  photo,
  onChange,
  describedBy,
  invalid,
}: {
  photo: string | null
  onChange: (dataUrl: string | null) => void
  describedBy?: string | undefined
  invalid: boolean
}) {
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const problemId = useId()

  const take = async (file: File | undefined) => {
    if (!file) return
    setBusy(true)
    setProblem(null)
    try {
      onChange(await downscalePhoto(file))
    } catch (error) {
      onChange(null)
      setProblem(error instanceof Error ? error.message : String(error))
    } finally {
      setBusy(false)
    }
  }

  const described = [describedBy, problem ? problemId : undefined].filter(Boolean).join(' ') || undefined
  return (
    <div className="photo">
      <label className="button photo__take">
        {photo ? 'Scatta di nuovo' : 'Scatta una foto'}
        <input
          className="ui-visually-hidden"
          type="file"
          accept="image/*"
          capture="environment"
          aria-invalid={invalid || problem ? true : undefined}
          aria-describedby={described}
          onChange={(event) => void take(event.target.files?.[0])}
        />
      </label>
      {busy ? <p role="status">Preparazione della foto…</p> : null}
      {problem ? (
        <p id={problemId} className="field__error">
          {problem}
        </p>
      ) : null}
      {photo ? <img className="photo__preview" src={photo} alt="Foto della consegna scattata" /> : null}
    </div>
  )
}
