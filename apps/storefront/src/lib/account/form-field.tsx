import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react'
import { passwordStrength } from './password-strength'

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> {
  label: string
  value: string
  onValueChange(value: string): void
  error?: string | undefined
  hint?: ReactNode
  /** Shown after the label, e.g. '(facoltativo)'. */
  optional?: boolean
}

/**
 * A labelled input with its hint and error tied to it (aria-describedby, aria-invalid), so that a
 * screen reader reads what is wrong when the field gets the focus.
 */
export function Field({ label, value, onValueChange, error, hint, optional, ...input }: FieldProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ')
  return (
    <div className={error ? 'form-field form-field--invalid' : 'form-field'}>
      <label htmlFor={id}>
        {label}
        {optional ? <span className="form-field__optional"> (facoltativo)</span> : null}
      </label>
      <input
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {hint ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      ) : null}
    </div>
  )
}

interface PasswordFieldProps extends Omit<FieldProps, 'type'> {
  /** Shows the strength meter as the shopper types (new passwords). */
  meter?: boolean
  /** The shopper's names and email: a password made of them is weaker. */
  personal?: readonly string[]
}

/** A password field with 'Mostra'/'Nascondi' and, for a new password, the strength meter. */
export function PasswordField({ meter, personal = [], ...field }: PasswordFieldProps) {
  const [shown, setShown] = useState(false)
  const strength = meter && field.value ? passwordStrength(field.value, personal) : null
  return (
    <div className="password-field">
      <Field {...field} type={shown ? 'text' : 'password'} spellCheck={false} autoCapitalize="none" />
      <button
        type="button"
        className="password-field__toggle button button--link"
        aria-pressed={shown}
        onClick={() => setShown((value) => !value)}
      >
        {shown ? 'Nascondi password' : 'Mostra password'}
      </button>
      {meter ? (
        <div className="password-meter" data-score={strength?.score ?? 0}>
          <div className="password-meter__bar" aria-hidden="true">
            <span />
          </div>
          <p className="password-meter__text" aria-live="polite">
            {strength ? (
              <>
                Sicurezza della password: <strong>{strength.label}</strong>
                {strength.hint ? `. ${strength.hint}` : ''}
              </>
            ) : (
              'Almeno 8 caratteri. Meglio se lunga, con lettere, numeri e simboli.'
            )}
          </p>
        </div>
      ) : null}
    </div>
  )
}

/** The checkbox 'Ricordami' of SPEC.md section 4, with what it means. */
export function RememberMe({ checked, onChange }: { checked: boolean; onChange(value: boolean): void }) {
  const id = useId()
  return (
    <div className="form-check">
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>
        Ricordami{' '}
        <span className="form-check__hint">(resti collegato per 30 giorni su questo dispositivo)</span>
      </label>
    </div>
  )
}

/** A form's message: role alert for errors (read at once), status for good news. */
export function FormMessage({ tone, children }: { tone: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <p className={`form-message form-message--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  )
}

/** Once the errors are drawn: the focus to the first field to fix, so that its error is read out. */
export function focusFirstInvalid(): void {
  requestAnimationFrame(() => {
    document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus()
  })
}
