import { useEffect, useRef } from 'react'
import SignaturePad from 'signature_pad'

/**
 * A box the customer signs in with a finger (signature_pad): each stroke gives the signature as a
 * PNG data URL on a white background; 'Cancella firma' starts again.
 */
export function SignatureField({
  onChange,
  describedBy,
}: {
  onChange: (dataUrl: string | null) => void
  describedBy?: string | undefined
}) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const pad = useRef<SignaturePad | null>(null)
  const changed = useRef(onChange)
  changed.current = onChange

  useEffect(() => {
    const element = canvas.current
    if (!element) return
    // Drawn at the screen's pixel density, so the strokes are sharp.
    const ratio = Math.max(window.devicePixelRatio || 1, 1)
    element.width = element.offsetWidth * ratio
    element.height = element.offsetHeight * ratio
    element.getContext('2d')?.scale(ratio, ratio)
    const signature = new SignaturePad(element, {
      backgroundColor: 'rgb(255, 255, 255)',
      penColor: '#000000',
    })
    signature.addEventListener('endStroke', () =>
      changed.current(signature.isEmpty() ? null : signature.toDataURL('image/png')),
    )
    pad.current = signature
    return () => {
      signature.off()
      pad.current = null
    }
  }, [])

  const clear = () => {
    pad.current?.clear()
    changed.current(null)
  }

  return (
    <div className="signature">
      <canvas
        ref={canvas}
        className="signature__pad"
        role="img"
        aria-label="Riquadro della firma: il cliente firma qui con il dito"
        aria-describedby={describedBy}
      />
      <button type="button" className="button button--small" onClick={clear}>
        Cancella firma
      </button>
    </div>
  )
}
