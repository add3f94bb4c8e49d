import { formatEuro } from '@shop/catalog'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { type FormEvent, useEffect, useMemo, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { searchSuggestionsQuery } from '../../lib/catalog/catalog-api'
import type { SearchSuggestionsAnswer } from '../../lib/catalog-types'
import { Combobox } from '../../lib/combobox'

/** How long the box waits after the last key before it asks for suggestions. */
const TYPING_PAUSE_MS = 150
/** Suggestions start from this many characters. */
const MIN_CHARACTERS = 2

type Suggestion = SearchSuggestionsAnswer['suggestions'][number]
/** An option of the list: a product, or every result of the search when there are more. */
type SearchOption = { kind: 'product'; product: Suggestion } | { kind: 'all'; total: number }

const resultsHref = (term: string) => (term ? `/prodotti?cerca=${encodeURIComponent(term)}` : '/prodotti')
const optionKey = (option: SearchOption) => (option.kind === 'product' ? `p${option.product.id}` : 'all')

function renderOption(option: SearchOption) {
  if (option.kind === 'all')
    return <span className="search-option search-option--all">Vedi tutti i {option.total} risultati</span>
  return (
    <span className="search-option">
      <span>{option.product.name}</span>
      <span className="search-option__price">{formatEuro(option.product.price)}</span>
    </span>
  )
}

/** The value after the customer stopped typing for `ms`. */
function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}

/**
 * The header's search: a combobox that suggests up to 6 products as the customer types (GET
 * /api/search/suggestions, the last word read as the start of a word), 'Vedi tutti i … risultati'
 * when the search finds more, and 'Forse cercavi' when a word is not the catalogue's. Submitting
 * shows every result on /prodotti?cerca=.
 */
export function SearchBox({ id }: { id: string }) {
  const navigate = useNavigate()
  const location = useLocation()
  const current = new URLSearchParams(location.search).get('cerca') ?? ''
  const [term, setTerm] = useState(current)
  const [open, setOpen] = useState(false)
  const settled = useSettled(term.trim(), TYPING_PAUSE_MS)
  const wanted = open && settled.length >= MIN_CHARACTERS
  const { data } = useQuery({
    ...searchSuggestionsQuery(settled),
    enabled: wanted,
    placeholderData: keepPreviousData,
  })
  // Another page (or the same list with another search) shows its own term.
  useEffect(() => setTerm(current), [current])

  const answer = wanted ? data : undefined
  // One array per answer: the list keeps its highlighted option while the answer stays.
  const options = useMemo<SearchOption[]>(
    () =>
      answer
        ? [
            ...answer.suggestions.map((product): SearchOption => ({ kind: 'product', product })),
            ...(answer.total > answer.suggestions.length
              ? [{ kind: 'all' as const, total: answer.total }]
              : []),
          ]
        : [],
    [answer],
  )
  const didYouMean = answer?.didYouMean ?? null

  const go = (href: string) => {
    setOpen(false)
    navigate(href)
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    go(resultsHref(term.trim()))
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with role search is understood by every screen reader; <search> not yet
    <form className="site-search" role="search" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        Cerca prodotti
      </label>
      <Combobox
        id={id}
        type="search"
        name="cerca"
        placeholder="Cerca acqua, birra, vino…"
        value={term}
        maxLength={100}
        autoComplete="off"
        enterKeyHint="search"
        onValueChange={setTerm}
        onOpenChange={setOpen}
        options={options}
        optionKey={optionKey}
        renderOption={renderOption}
        listLabel="Prodotti suggeriti"
        onChoose={(option) =>
          go(option.kind === 'product' ? `/prodotti/${option.product.slug}` : resultsHref(term.trim()))
        }
        header={
          didYouMean ? (
            <p className="search-hint">
              Forse cercavi{' '}
              <a
                href={resultsHref(didYouMean)}
                onMouseDown={(event) => event.preventDefault()}
                onClick={(event) => {
                  event.preventDefault()
                  go(resultsHref(didYouMean))
                }}
              >
                {didYouMean}
              </a>
              ?
            </p>
          ) : null
        }
      />
      <button type="submit" className="site-search__button">
        Cerca
      </button>
    </form>
  )
}
