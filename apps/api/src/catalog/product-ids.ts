import { z } from 'zod'

/**
 * A query parameter listing product ids ('12,34'): up to `max` ids, answered in ascending order
 * without repeats or zeros; anything else is refused in Italian.
 */
export function productIdsParam(max: number) {
  return z
    .string({
      error: `ids è obbligatorio: un elenco di al massimo ${max} id di prodotto separati da virgole`,
    })
    .trim()
    .regex(new RegExp(`^\\d{1,9}(,\\d{1,9}){0,${max - 1}}$`), {
      error: `ids è un elenco di al massimo ${max} id di prodotto separati da virgole, per esempio 12,34`,
    })
    .transform((value) =>
      [...new Set(value.split(',').map(Number))].filter((id) => id > 0).sort((a, b) => a - b),
    )
}
