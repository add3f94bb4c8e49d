import { Combobox, type ComboboxProps } from '../combobox'
import type { AddressSuggestion } from './zone-check-api'

type AddressComboboxProps = Omit<
  ComboboxProps<AddressSuggestion>,
  'options' | 'optionKey' | 'renderOption' | 'listLabel'
> & {
  /** The suggestions for the value (useAddressSuggestions). */
  suggestions: readonly AddressSuggestion[]
}

const addressKey = (suggestion: AddressSuggestion) =>
  `${suggestion.label}-${suggestion.lat}-${suggestion.lng}`
const addressLabel = (suggestion: AddressSuggestion) => suggestion.label

/** An address input with suggestions (the shared Combobox). */
export function AddressCombobox({ suggestions, ...props }: AddressComboboxProps) {
  return (
    <Combobox
      {...props}
      options={suggestions}
      optionKey={addressKey}
      renderOption={addressLabel}
      listLabel="Indirizzi suggeriti"
    />
  )
}
