/** The shop's mark: a water drop over a wave, in the brand colours. Decorative (the name is text). */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" fill="var(--color-brand)" />
      <path d="M16 5c4.4 5.6 7 9.6 7 13a7 7 0 0 1-14 0c0-3.4 2.6-7.4 7-13z" fill="#fff" />
      <path
        d="M10.6 19.5c1.8 1.3 3.6 1.3 5.4 0s3.6-1.3 5.4 0"
        stroke="var(--color-accent)"
        strokeWidth="2"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  )
}
