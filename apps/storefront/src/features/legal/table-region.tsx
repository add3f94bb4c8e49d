import type { ReactNode } from 'react'

/**
 * A table that scrolls sideways on a narrow phone: a named region that takes focus, so the
 * keyboard can scroll it too (axe's scrollable-region-focusable).
 */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (axe scrollable-region-focusable)
    <section className="legal-table-wrap" tabIndex={0} aria-label={label}>
      {children}
    </section>
  )
}
