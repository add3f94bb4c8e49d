/** Joins class names, leaving out empty ones. Internal: not exported from the package. */
export function joinClasses(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ')
}
