/** The parts of an address a label is made of. */
export interface LabelParts {
  street: string | null
  houseNumber: string | null
  /** A quartiere or hamlet, shown when a name alone is ambiguous ('Carbonara'). */
  district?: string | null
  postalCode: string | null
  city: string
}

/**
 * One line for a result, in the Italian order: 'Via Sparano da Bari 12, 70121 Bari',
 * 'Corso Vittorio Emanuele, Carbonara, Bari', '70019 Triggiano'.
 */
export function formatLabel(parts: LabelParts): string {
  const street = parts.street ? [parts.street, parts.houseNumber].filter(Boolean).join(' ') : ''
  const town = [parts.postalCode, parts.city].filter(Boolean).join(' ')
  return [street, parts.district ?? '', town].filter((part) => part !== '').join(', ')
}
