import { Link, useParams } from 'react-router'
import { UpcomingScreen } from './upcoming-screen'

/** /login (issue 7 brings the real screen). */
export function LoginScreen() {
  return <UpcomingScreen title="Accedi" />
}

/** /register. */
export function RegisterScreen() {
  return (
    <UpcomingScreen title="Registrati">
      <p>
        Hai già un account? <Link to="/login">Accedi</Link>.
      </p>
    </UpcomingScreen>
  )
}

/** /account. */
export function AccountScreen() {
  return <UpcomingScreen title="Il tuo account" />
}

/** /auto-login/{userId}: a non-numeric id gives 'ID utente non valido' (SPEC.md section 4). */
export function AutoLoginScreen() {
  const { userId = '' } = useParams()
  if (!/^\d+$/.test(userId)) {
    return (
      <UpcomingScreen title="Accesso automatico">
        <p role="alert">ID utente non valido</p>
      </UpcomingScreen>
    )
  }
  return <UpcomingScreen title="Accesso automatico" />
}
