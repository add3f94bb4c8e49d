import { type FieldErrors, fieldErrors, savedAddressSchema } from '@shop/forms'
import { FullScreenSpinner, useToast } from '@shop/ui'
import { type FormEvent, useState } from 'react'
import { Link, Navigate, useNavigate, useParams } from 'react-router'
import { useShopConfig } from '../../app/shop-config'
import { type AddressInput, updateAccount } from '../../lib/account/account-api'
import { useAuth } from '../../lib/account/auth-context'
import { loginPath } from '../../lib/account/auth-state'
import { FormMessage, focusFirstInvalid } from '../../lib/account/form-field'
import { failureOf, useSubmit } from '../../lib/account/use-submit'
import { AddressFields, withSuggestion } from '../../lib/address/address-fields'
import { useDocumentTitle } from '../../lib/use-document-title'
import '../../lib/account/account.css'

/**
 * The billing address, whose phone may be left blank. The delivery addresses are the address
 * book's, on the account page (issue 27): /account/indirizzi/spedizione leads there, since the
 * book's default is the account's delivery address and is not edited apart from it.
 */
const KINDS = {
  fatturazione: { field: 'billing', title: 'Indirizzo di fatturazione', schema: savedAddressSchema },
} as const

type FieldName = keyof AddressInput

/**
 * The edit-address screen (SPEC.md section 2), /account/indirizzi/fatturazione:
 * the checkout's address fields (the street with the geocoder's suggestions), checked as the server
 * checks them.
 */
export function Component() {
  const { brand } = useShopConfig()
  const { kind = '' } = useParams()
  const which = KINDS[kind as keyof typeof KINDS]
  useDocumentTitle(which?.title ?? 'Indirizzo', brand)
  const auth = useAuth()
  const navigate = useNavigate()
  const toast = useToast()
  const user = auth.user
  const start = user && which ? user[which.field] : null
  const [form, setForm] = useState<AddressInput>(() => ({
    firstName: start?.firstName || user?.firstName || '',
    lastName: start?.lastName || user?.lastName || '',
    company: start?.company ?? '',
    address1: start?.address1 ?? '',
    address2: start?.address2 ?? '',
    city: start?.city ?? '',
    postcode: start?.postcode ?? '',
    province: start?.province ?? '',
    phone: start?.phone ?? '',
  }))
  const [errors, setErrors] = useState<FieldErrors<FieldName>>({})
  const { busy, failure, run } = useSubmit()

  if (!which) return <Navigate to="/account" replace />
  if (!auth.isAuthenticated && !auth.isLoading)
    return <Navigate to={loginPath(`/account/indirizzi/${kind}`)} replace />
  if (!user) return <FullScreenSpinner />

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const checked = which.schema.safeParse(form)
    setErrors(fieldErrors(checked))
    if (!checked.success) {
      focusFirstInvalid()
      return
    }
    // Every field is sent, blanks included: a blank company or second line clears the saved one.
    const address: AddressInput = {
      ...checked.data,
      company: checked.data.company ?? '',
      address2: checked.data.address2 ?? '',
    }
    void run(async () => {
      try {
        const answer = await updateAccount({ [which.field]: address })
        auth.setUser(answer.user)
        toast.show('Indirizzo salvato', { tone: 'success' })
        navigate('/account')
      } catch (error) {
        setErrors(fieldErrors(failureOf(error).fields, which.field))
        throw error
      }
    })
  }

  return (
    <div className="page account-narrow">
      <nav aria-label="Percorso" className="breadcrumb">
        <ol>
          <li>
            <Link to="/account">Il tuo account</Link>
          </li>
          <li aria-current="page">{which.title}</li>
        </ol>
      </nav>
      <h1>{which.title}</h1>
      <form className="account-form" onSubmit={submit} noValidate aria-label={which.title}>
        {failure ? <FormMessage tone="error">{failure.message}</FormMessage> : null}
        <AddressFields
          values={form}
          onChange={(name, value) => setForm((f) => ({ ...f, [name]: value }))}
          onChoose={(suggestion) => setForm((f) => withSuggestion(f, suggestion))}
          errors={errors}
          phone={{ label: 'Telefono', required: false }}
          autoCompleteSection={which.field}
        />
        <div className="account-form__row">
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? 'Salvataggio…' : 'Salva indirizzo'}
          </button>
          <Link to="/account" className="button button--ghost">
            Annulla
          </Link>
        </div>
      </form>
    </div>
  )
}
