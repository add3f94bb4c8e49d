import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { ApiError } from '../api'

/** A failed call's message for the shopper, and the server's per-field errors when it sent them. */
export function failureOf(error: unknown): { message: string; fields: Record<string, string> } {
  if (error instanceof ApiError) return { message: error.message, fields: error.fields ?? {} }
  return { message: 'Si è verificato un errore inatteso. Riprova tra poco.', fields: {} }
}

export interface SubmitOptions {
  /** Server data the call changes: marked stale once it succeeds, so the screens read it again when they next show. */
  invalidates?: readonly QueryKey[]
}

/**
 * A form's call as a mutation of the data layer (TanStack Query's useMutation): once at a time (a
 * double click sends one request), its failure kept for the form (the message and the fields the
 * server named), and, once it succeeds, the server data it changed (`invalidates`) marked stale, so
 * that the screens showing it read it again when they next show.
 */
export function useSubmit({ invalidates = [] }: SubmitOptions = {}) {
  const queryClient = useQueryClient()
  const [failure, setFailure] = useState<{ message: string; fields: Record<string, string> } | null>(null)
  const changed = useRef(invalidates)
  useEffect(() => {
    changed.current = invalidates
  })
  const mutation = useMutation({
    mutationFn: (work: () => Promise<void>) => work(),
    onSuccess: () => {
      // Marked stale, not read at once: the screens read them again when they next show (the
      // screen that called is usually on its way out).
      for (const queryKey of changed.current)
        void queryClient.invalidateQueries({ queryKey, refetchType: 'none' })
    },
  })
  const mutate = useRef(mutation.mutateAsync)
  useEffect(() => {
    mutate.current = mutation.mutateAsync
  })
  // Set at once, before React renders the pending state: a second click in the same frame is no call.
  const running = useRef(false)
  const run = useCallback(async (work: () => Promise<void>) => {
    if (running.current) return
    running.current = true
    setFailure(null)
    try {
      await mutate.current(work)
    } catch (error) {
      setFailure(failureOf(error))
    } finally {
      running.current = false
    }
  }, [])
  return { busy: mutation.isPending, failure, setFailure, run }
}
