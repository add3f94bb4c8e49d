const BOTTLE = 'M-2 0h4v3l3 4v15a2 2 0 0 1-2 2h-6a2 2 0 0 1-2-2V7l3-4z'

function Wheel({ x }: { x: number }) {
  return (
    <g transform={`translate(${x} 76)`}>
      <g className="ui-welcome__wheel">
        <circle r="10" fill="#1f2937" />
        <circle r="4.5" fill="#e5e7eb" />
        <path d="M-7 0h14M0-7v14" stroke="#6b7280" strokeWidth="1.5" />
      </g>
    </g>
  )
}

/**
 * The welcome dialog's animation: a delivery van carrying water bottles down a road, drawn in
 * inline SVG and moved by CSS (styles.css), so the dialog needs no animation player. Decorative:
 * hidden from screen readers; still under prefers-reduced-motion. Internal: not exported.
 */
export function WelcomeVan() {
  return (
    <svg className="ui-welcome__art" viewBox="0 0 200 96" aria-hidden="true" focusable="false">
      <path className="ui-welcome__speed" d="M4 38h14M10 48h12M4 58h14" />
      <path d="M0 86h200" stroke="#cbd5e1" strokeWidth="2" />
      <path className="ui-welcome__road" d="M0 92h200" />
      <g className="ui-welcome__van">
        <rect className="ui-welcome__body" x="28" y="20" width="94" height="52" rx="8" />
        <path
          className="ui-welcome__cab"
          d="M122 34h24a6 6 0 0 1 5 2.5l14 19a6 6 0 0 1 1 3.5V66a6 6 0 0 1-6 6h-38z"
        />
        <path d="M128 40h17l10 14h-27z" fill="#dbeafe" />
        {[48, 64, 80, 96].map((x) => (
          <path key={x} d={BOTTLE} transform={`translate(${x} 28)`} fill="#fff" fillOpacity=".92" />
        ))}
        <rect className="ui-welcome__stripe" x="28" y="58" width="138" height="5" />
        <Wheel x={54} />
        <Wheel x={142} />
      </g>
    </svg>
  )
}
