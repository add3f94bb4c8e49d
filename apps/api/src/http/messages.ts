/** The Italian messages of the API that are not SPEC.md's own (those live with the packages that own them). */
export const MSG = {
  internal: 'Si è verificato un errore interno. Riprova tra poco.',
  notFound: 'Risorsa non trovata',
  invalidJson: 'Il corpo della richiesta non è JSON valido',
  jsonOnly: 'Invia i dati in formato JSON (Content-Type: application/json)',
  tooLarge: 'La richiesta è troppo grande (al massimo 100 KB)',
  invalidRequest: 'Dati non validi',
  badOrigin: "Richiesta rifiutata: proviene da un'origine non consentita",
  loginRequired: 'Devi accedere per continuare',
  staffOnly: 'Questa sezione è riservata agli operatori del negozio',
  driverOnly: "Questo account non è abilitato come autista. Chiedi all'ufficio di abilitarlo.",
  forbidden: 'Non hai accesso a questa risorsa',
  tooManyAttempts: 'Troppi tentativi, riprova tra qualche minuto.',
  wrongCredentials: 'Email, nome utente o password non corretti',
  shopUnavailable: 'Il negozio non risponde in questo momento. Riprova tra poco.',
} as const
