import { useCallback, useRef, useState } from 'react'
import { ApiError } from '../api'

/** A failed call's message for the shopper, and the server's per-field errors when it sent them. */
export function failureOf(error: unknown): { message: string; fields: Record<string, string> } {
  if (error instanceof ApiError) return { message: error.message, fields: error.fields ?? {} }
  return { message: 'Si è verificato un errore inatteso. Riprova tra poco.', fields: {} }
}

/**
 * Runs a form's call once at a time (a double click sends one request) and keeps its failure:
 * the message for the form and the fields the server named.
 */
export function useSubmit() {
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<{ message: string; fields: Record<string, string> } | null>(null)
  const running = useRef(false)
  const run = useCallback(async (work: () => Promise<void>) => {
    if (running.current) return
    running.current = true
    setBusy(true)
    setFailure(null)
    try {
      await work()
    } catch (error) {
      setFailure(failureOf(error))
    } finally {
      running.current = false
      setBusy(false)
    }
  }, [])
  return { busy, failure, setFailure, run }
}
