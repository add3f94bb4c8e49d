import { addressBookEntrySchema, type FieldErrors, FORM_LIMITS, fieldErrors } from '@shop/forms'
import { useToast } from '@shop/ui'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import {
  type AddressBookAnswer,
  addBookAddress,
  addressBookKey,
  addressBookQuery,
  type BookAddressView,
  makeBookDefault,
  removeBookAddress,
  updateBookAddress,
} from '../../lib/account/address-book-api'
import { useAuth } from '../../lib/account/auth-context'
import type { SessionUser } from '../../lib/account/auth-state'
import { Field, FormMessage, focusFirstInvalid } from '../../lib/account/form-field'
import { failureOf, useSubmit } from '../../lib/account/use-submit'
import {
  AddressFields,
  type AddressKey,
  type AddressValues,
  withSuggestion,
} from '../../lib/address/address-fields'
import { PostalAddress } from '../../lib/address/postal-address'

/** What the book's form edits: a name, the address, and the point of a chosen suggestion. */
interface BookForm {
  label: string
  address: AddressValues
  coordinates: { lat: number; lng: number } | null
}

function formOf(entry: BookAddressView | null, user: SessionUser): BookForm {
  const a = entry?.address
  return {
    label: entry?.label ?? '',
    address: {
      firstName: a?.firstName ?? user.firstName,
      lastName: a?.lastName ?? user.lastName,
      company: a?.company ?? '',
      address1: a?.address1 ?? '',
      address2: a?.address2 ?? '',
      city: a?.city ?? '',
      postcode: a?.postcode ?? '',
      province: a?.province ?? 'BA',
      phone: a?.phone ?? user.billing.phone,
    },
    coordinates: entry?.coordinates ?? null,
  }
}

/**
 * Adds or edits an address of the book: its name and the checkout's address fields (a chosen
 * suggestion gives the point; otherwise the server looks the street up). The server checks it
 * against the delivery zones: an address outside them is refused with its message, nothing saved.
 */
function BookAddressForm({
  entry,
  user,
  onDone,
}: {
  entry: BookAddressView | null
  user: SessionUser
  onDone(answer: AddressBookAnswer | null): void
}) {
  const [form, setForm] = useState(() => formOf(entry, user))
  const [errors, setErrors] = useState<FieldErrors<AddressKey | 'label'>>({})
  const { busy, failure, run } = useSubmit()
  const title = entry ? `Modifica ${entry.label}` : 'Nuovo indirizzo di consegna'
  const text = (value: string) => (value.trim() ? value : undefined)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const { address } = form
    const checked = addressBookEntrySchema.safeParse({
      label: form.label,
      address: { ...address, company: text(address.company), address2: text(address.address2) },
      ...(form.coordinates ? { coordinates: form.coordinates } : {}),
    })
    setErrors({ ...fieldErrors(checked, 'address'), ...pick(fieldErrors(checked), 'label') })
    if (!checked.success) {
      focusFirstInvalid()
      return
    }
    void run(async () => {
      try {
        const answer = entry
          ? await updateBookAddress(entry.id, checked.data)
          : await addBookAddress(checked.data)
        onDone(answer)
      } catch (error) {
        const fields = failureOf(error).fields
        setErrors({ ...fieldErrors(fields, 'address'), ...pick(fields, 'label') })
        throw error
      }
    })
  }

  return (
    <form className="account-card account-form" onSubmit={submit} noValidate aria-label={title}>
      <h3>{title}</h3>
      {failure ? <FormMessage tone="error">{failure.message}</FormMessage> : null}
      <Field
        label="Nome dell’indirizzo"
        value={form.label}
        onValueChange={(label) => setForm((f) => ({ ...f, label }))}
        error={errors.label}
        hint="Per esempio Casa, Ufficio o Bar"
        maxLength={FORM_LIMITS.addressLabel}
      />
      <AddressFields
        values={form.address}
        onChange={(name, value) =>
          setForm((f) => ({
            ...f,
            address: { ...f.address, [name]: value },
            // Another street or town: the point chosen before is not this address's.
            coordinates: name === 'address1' || name === 'city' ? null : f.coordinates,
          }))
        }
        onChoose={(suggestion) =>
          setForm((f) => ({
            ...f,
            address: withSuggestion(f.address, suggestion),
            coordinates: suggestion.kind === 'street' ? { lat: suggestion.lat, lng: suggestion.lng } : null,
          }))
        }
        errors={errors}
        phone={{
          label: 'Telefono per la consegna',
          required: true,
          hint: 'L’autista ti chiama se non trova il citofono.',
        }}
        autoCompleteSection="shipping"
      />
      <div className="account-form__row">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Controllo la zona…' : 'Salva indirizzo'}
        </button>
        <button type="button" className="button button--ghost" onClick={() => onDone(null)}>
          Annulla
        </button>
      </div>
    </form>
  )
}

/** The entries of `errors` under `key` only. */
function pick<K extends string>(errors: Readonly<Partial<Record<string, string>>>, key: K): FieldErrors<K> {
  return errors[key] ? ({ [key]: errors[key] } as FieldErrors<K>) : {}
}

/**
 * The account's delivery addresses (issue 27): each with its name, the default marked
 * ('Predefinito': the checkout starts from it), 'Usa come predefinito', 'Modifica' and 'Elimina'
 * (asked twice), and 'Aggiungi un indirizzo' until the book holds its most.
 */
export function AddressBookSection({ user }: { user: SessionUser }) {
  const titleId = useId()
  const auth = useAuth()
  const toast = useToast()
  const queryClient = useQueryClient()
  const book = useQuery(addressBookQuery())
  const [editing, setEditing] = useState<BookAddressView | 'new' | null>(null)
  const [removing, setRemoving] = useState<number | null>(null)
  const { busy, failure, run } = useSubmit()

  /** The book as a change answered it; the account's delivery address (the default's copy) is read again. */
  const changed = (answer: AddressBookAnswer, message: string) => {
    queryClient.setQueryData(addressBookKey, { addresses: answer.addresses, max: answer.max })
    void auth.refresh()
    toast.show(message, { tone: 'success' })
  }
  const act = (work: () => Promise<void>) => void run(work)

  const addresses = book.data?.addresses ?? []
  const full = book.data ? addresses.length >= book.data.max : false
  return (
    <section className="account-card address-book" aria-labelledby={titleId}>
      <h3 id={titleId}>Indirizzi di consegna</h3>
      {failure ? <FormMessage tone="error">{failure.message}</FormMessage> : null}
      {book.isError ? (
        <FormMessage tone="error">Non riusciamo a leggere i tuoi indirizzi. Riprova.</FormMessage>
      ) : null}
      {book.data && addresses.length === 0 && editing === null ? (
        <p className="account-card__empty">
          Nessun indirizzo salvato: aggiungine uno, o lo salviamo col primo ordine.
        </p>
      ) : null}
      <ul className="address-book__list">
        {addresses.map((entry) =>
          editing !== null && editing !== 'new' && editing.id === entry.id ? (
            <li key={entry.id}>
              <BookAddressForm
                entry={entry}
                user={user}
                onDone={(answer) => {
                  setEditing(null)
                  if (answer) changed(answer, 'Indirizzo salvato')
                }}
              />
            </li>
          ) : (
            <li key={entry.id}>
              <article
                className="address-book__entry"
                aria-label={entry.label}
                data-testid="address-book-entry"
              >
                <p className="address-book__label">
                  <strong>{entry.label}</strong>
                  {entry.isDefault ? <span className="address-book__default"> · Predefinito</span> : null}
                </p>
                <PostalAddress address={entry.address} />
                <p className="form-field__hint">
                  {entry.zone
                    ? `Zona di consegna: ${entry.zone.name}`
                    : 'Ora fuori dalle zone in cui consegniamo'}
                </p>
                <div className="account-form__row">
                  {entry.isDefault ? null : (
                    <button
                      type="button"
                      className="button button--ghost"
                      disabled={busy}
                      onClick={() =>
                        act(async () =>
                          changed(
                            await makeBookDefault(entry.id),
                            `${entry.label} è ora l’indirizzo predefinito`,
                          ),
                        )
                      }
                    >
                      Usa come predefinito
                    </button>
                  )}
                  <button type="button" className="button button--ghost" onClick={() => setEditing(entry)}>
                    Modifica<span className="visually-hidden"> {entry.label}</span>
                  </button>
                  {removing === entry.id ? (
                    <button
                      type="button"
                      className="button button--danger"
                      disabled={busy}
                      onClick={() =>
                        act(async () => {
                          setRemoving(null)
                          changed(await removeBookAddress(entry.id), 'Indirizzo eliminato')
                        })
                      }
                    >
                      Sì, elimina {entry.label}
                    </button>
                  ) : (
                    <button
                      type="button"
                      className="button button--ghost"
                      onClick={() => setRemoving(entry.id)}
                    >
                      Elimina<span className="visually-hidden"> {entry.label}</span>
                    </button>
                  )}
                </div>
              </article>
            </li>
          ),
        )}
      </ul>
      {editing === 'new' ? (
        <BookAddressForm
          entry={null}
          user={user}
          onDone={(answer) => {
            setEditing(null)
            if (answer) changed(answer, 'Indirizzo aggiunto alla rubrica')
          }}
        />
      ) : full ? (
        <p className="form-field__hint">
          La rubrica è piena ({book.data?.max} indirizzi): eliminane uno per aggiungerne un altro.
        </p>
      ) : (
        <button
          type="button"
          className="button button--ghost"
          disabled={!book.data}
          onClick={() => setEditing('new')}
        >
          Aggiungi un indirizzo
        </button>
      )}
    </section>
  )
}
