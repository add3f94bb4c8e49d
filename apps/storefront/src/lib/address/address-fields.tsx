import type { Address, FieldErrors } from '@shop/forms'
import { withGeocodeResult } from '@shop/geocoding'
import { useId, useState } from 'react'
import { Field } from '../account/form-field'
import { AddressCombobox } from '../zone-check/address-combobox'
import { useAddressSuggestions } from '../zone-check/use-address-suggestions'
import type { AddressSuggestion } from '../zone-check/zone-check-api'

/** An address as the account and the checkout edit it: @shop/forms' address, every field a text. */
export type AddressValues = Required<Address>
export type AddressKey = keyof AddressValues

/**
 * The address with a chosen suggestion written in (@shop/geocoding withGeocodeResult): a street
 * replaces the street line; a town keeps the street typed (without the town typed after it) and
 * sets town, CAP and province; a CAP the suggestion cannot tell stays only when typed for its town.
 */
export function withSuggestion<T extends AddressValues>(address: T, suggestion: AddressSuggestion): T {
  const written = withGeocodeResult(
    {
      street: address.address1,
      city: address.city,
      postalCode: address.postcode,
      province: address.province,
    },
    suggestion,
  )
  return {
    ...address,
    address1: written.street,
    city: written.city,
    postcode: written.postalCode,
    province: written.province,
  }
}

/**
 * The fields of an address, shared by the edit-address screen and the checkout: names, the street
 * with suggestions from the shop's geocoder (choosing one fills town, CAP and province), the
 * second line, town, CAP, province and phone. Without `recipient`, the names and the phone are left
 * out: the checkout of a guest who receives the order asks them once, in step 1.
 */
export function AddressFields({
  values,
  onChange,
  onChoose,
  errors,
  phone,
  autoCompleteSection,
  recipient = true,
}: {
  values: AddressValues
  /** One field typed in. */
  onChange(name: AddressKey, value: string): void
  /** A suggestion chosen (the parent writes it in with withSuggestion). */
  onChoose(suggestion: AddressSuggestion): void
  errors: FieldErrors<AddressKey>
  phone: { label: string; required: boolean; hint?: string }
  /** 'shipping' or 'billing': the browser's autofill section. */
  autoCompleteSection: 'shipping' | 'billing'
  /** Whether to ask who receives it (names and phone); true unless said otherwise. */
  recipient?: boolean
}) {
  const streetId = useId()
  const [open, setOpen] = useState(false)
  const suggestions = useAddressSuggestions(values.address1, open)
  const set = (name: AddressKey) => (value: string) => onChange(name, value)
  const ac = (token: string) => `${autoCompleteSection} ${token}`
  const describedBy = `${streetId}-hint${errors.address1 ? ` ${streetId}-error` : ''}`
  return (
    <>
      {recipient ? (
        <div className="account-form__pair">
          <Field
            label="Nome"
            value={values.firstName}
            onValueChange={set('firstName')}
            error={errors.firstName}
            autoComplete={ac('given-name')}
            maxLength={60}
          />
          <Field
            label="Cognome"
            value={values.lastName}
            onValueChange={set('lastName')}
            error={errors.lastName}
            autoComplete={ac('family-name')}
            maxLength={60}
          />
        </div>
      ) : null}
      <Field
        label="Azienda"
        optional
        value={values.company}
        onValueChange={set('company')}
        error={errors.company}
        autoComplete={ac('organization')}
        maxLength={100}
      />
      <div className={errors.address1 ? 'form-field form-field--invalid' : 'form-field'}>
        <label htmlFor={streetId}>Via e numero civico</label>
        <AddressCombobox
          id={streetId}
          value={values.address1}
          onValueChange={set('address1')}
          suggestions={suggestions}
          onChoose={(suggestion) => {
            const street = withSuggestion(values, suggestion).address1
            onChoose(suggestion)
            // A town without a street typed: the customer writes the street next (the field is
            // empty, and focus is there). A long street has several CAPs: the customer writes theirs.
            if (suggestion.kind === 'town' && street === '')
              requestAnimationFrame(() => document.getElementById(streetId)?.focus())
            else if (!suggestion.postalCode)
              requestAnimationFrame(() =>
                document
                  .querySelector<HTMLInputElement>(`input[autocomplete="${ac('postal-code')}"]`)
                  ?.focus(),
              )
          }}
          onOpenChange={setOpen}
          maxLength={120}
          placeholder="Via Sparano da Bari, 84"
          autoComplete="off"
          aria-invalid={errors.address1 ? true : undefined}
          aria-describedby={describedBy}
        />
        <p id={`${streetId}-hint`} className="form-field__hint">
          Scrivi via e numero e scegli l’indirizzo tra i suggerimenti: così troviamo la tua zona.
        </p>
        {errors.address1 ? (
          <p id={`${streetId}-error`} className="form-field__error">
            {errors.address1}
          </p>
        ) : null}
      </div>
      <Field
        label="Scala, piano, interno, citofono"
        optional
        value={values.address2}
        onValueChange={set('address2')}
        error={errors.address2}
        hint="Aiuta l’autista, soprattutto con le casse d’acqua."
        autoComplete={ac('address-line2')}
        maxLength={120}
      />
      <div className="account-form__triple">
        <Field
          label="Comune"
          value={values.city}
          onValueChange={set('city')}
          error={errors.city}
          autoComplete={ac('address-level2')}
          maxLength={80}
        />
        <Field
          label="CAP"
          value={values.postcode}
          onValueChange={set('postcode')}
          error={errors.postcode}
          autoComplete={ac('postal-code')}
          inputMode="numeric"
          maxLength={5}
        />
        <Field
          label="Provincia"
          value={values.province}
          onValueChange={set('province')}
          error={errors.province}
          hint="Sigla, per esempio BA"
          autoComplete={ac('address-level1')}
          maxLength={2}
        />
      </div>
      {recipient ? (
        <Field
          label={phone.label}
          optional={!phone.required}
          type="tel"
          value={values.phone}
          onValueChange={set('phone')}
          error={errors.phone}
          hint={phone.hint}
          autoComplete={ac('tel')}
          inputMode="tel"
          maxLength={25}
        />
      ) : null}
    </>
  )
}
