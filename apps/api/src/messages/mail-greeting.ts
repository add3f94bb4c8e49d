/**
 * The first line of a mail to a person: 'Ciao Maria,' with their first name, plain 'Ciao,' without
 * one. Never the username or the email: a customer's username is their email address
 * ('Ciao maria.lorusso@example.com,') and a staff login is a handle ('Ciao operatore,'), neither of
 * which reads as a greeting in Italian.
 */
export function mailGreeting(firstName: string | null | undefined): string {
  const name = (firstName ?? '').replace(/\s+/g, ' ').trim()
  return name ? `Ciao ${name},` : 'Ciao,'
}
