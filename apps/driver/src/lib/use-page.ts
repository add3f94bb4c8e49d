import { useEffect, useRef } from 'react'

const BRAND = 'Bari Bevande · Autisti'

/** The app's first screen keeps the focus where the browser puts it; the next ones take it. */
let firstScreen = true

/**
 * A screen's title in the tab and the heading that takes the focus when the screen opens after a
 * tap, so a screen reader says where the driver is (put `ref` and tabIndex={-1} on the h1).
 */
export function usePage(title: string) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    document.title = `${title} · ${BRAND}`
  }, [title])
  useEffect(() => {
    if (firstScreen) firstScreen = false
    else heading.current?.focus()
  }, [])
  return heading
}
