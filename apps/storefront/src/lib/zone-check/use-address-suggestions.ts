import { useEffect, useState } from 'react'
import { type AddressSuggestion, suggestAddresses } from './zone-check-api'

const MIN_CHARS = 3
const DEBOUNCE_MS = 200

/**
 * Address suggestions (GET /api/geocode) for the typed text, asked after a short pause; answers
 * that arrive after the text changed are dropped. Used by "Consegniamo da te?" and the checkout.
 */
export function useAddressSuggestions(text: string, enabled: boolean): AddressSuggestion[] {
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([])
  useEffect(() => {
    const query = text.trim()
    if (!enabled || query.length < MIN_CHARS) {
      setSuggestions([])
      return
    }
    const controller = new AbortController()
    const timer = setTimeout(() => {
      suggestAddresses(query, controller.signal)
        .then(setSuggestions)
        .catch(() => setSuggestions([]))
    }, DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [text, enabled])
  return suggestions
}
