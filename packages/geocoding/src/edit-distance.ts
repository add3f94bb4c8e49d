// Three rows reused by every call (the function is synchronous), grown when a word is longer.
let rows: [Int32Array, Int32Array, Int32Array] = [new Int32Array(64), new Int32Array(64), new Int32Array(64)]

/**
 * The number of single-letter edits (insert, delete, replace, swap two neighbours) that turn `a`
 * into `b`, when it is at most `max`; otherwise `max + 1`. Stops as soon as the bound is passed,
 * so comparing a word with a whole vocabulary stays cheap.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (a === b) return 0
  if (Math.abs(a.length - b.length) > max) return max + 1
  if (b.length + 1 > rows[0].length) {
    const size = b.length + 1
    rows = [new Int32Array(size), new Int32Array(size), new Int32Array(size)]
  }
  let [beforePrevious, previous, current] = rows
  for (let j = 0; j <= b.length; j++) previous[j] = j
  for (let i = 1; i <= a.length; i++) {
    current[0] = i
    let rowMin = i
    const letter = a.charCodeAt(i - 1)
    for (let j = 1; j <= b.length; j++) {
      const cost = letter === b.charCodeAt(j - 1) ? 0 : 1
      let value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      )
      if (i > 1 && j > 1 && letter === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1))
        value = Math.min(value, (beforePrevious[j - 2] as number) + 1)
      current[j] = value
      if (value < rowMin) rowMin = value
    }
    if (rowMin > max) return max + 1
    ;[beforePrevious, previous, current] = [previous, current, beforePrevious]
  }
  const distance = previous[b.length] as number
  return distance > max ? max + 1 : distance
}

/** The edits a word of the query may be away from a name's word: none under 5 letters, 1, or 2 from 8. */
export function allowedEdits(word: string): number {
  if (word.length < 5 || /\d/.test(word)) return 0
  return word.length >= 8 ? 2 : 1
}
