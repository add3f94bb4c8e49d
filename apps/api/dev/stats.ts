/** Small statistics shared by the API's load benchmark and the storefront's performance script. */

/** The median of a non-empty list (the mean of the two middle values for an even length). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError('median of an empty list')
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}
