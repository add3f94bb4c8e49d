import { useEffect, useRef } from 'react'

const BRAND = 'Bari Bevande · Autisti'

/**
 * A screen's title in the tab and the heading that takes the focus when the screen opens, so a
 * screen reader says where the driver is after each tap (put `ref` and tabIndex={-1} on the h1).
 */
export function usePage(title: string) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    document.title = `${title} · ${BRAND}`
  }, [title])
  useEffect(() => {
    heading.current?.focus()
  }, [])
  return heading
}
