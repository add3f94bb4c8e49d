/**
 * The limits of the shop's forms: the storefront's fields carry them as `maxLength`, the schemas
 * enforce them. An email fits WordPress's 100-character column.
 */
export const FORM_LIMITS = {
  name: 80,
  company: 100,
  street: 120,
  city: 80,
  email: 100,
  phone: 30,
  username: 60,
  passwordMin: 8,
  passwordMax: 128,
  login: 200,
  note: 500,
  slot: 40,
  orderLines: 50,
  lineQuantity: 999,
  /** Euros a driver may record as taken at one door. */
  doorAmount: 10_000,
  /** Empties of one kind a driver may record as returned at one door. */
  doorEmpties: 999,
  /** A proof of delivery's data URL, in characters (the image is smaller still: base64 is 4/3 of it). */
  proofDataUrl: 400_000,
  /** The shortest note that explains a failed delivery whose reason is 'other'. */
  failureNoteMin: 3,
  /** A business's or the seller's name (FatturaPA's Denominazione: 80 characters). */
  companyName: 80,
  /** A REA number (the register's number, without the province). */
  reaNumber: 20,
  /** The name of an address of the account's book ('Casa', 'Ufficio', 'Bar Centrale'). */
  addressLabel: 40,
  /** The reason a customer may give for a withdrawal (none is needed). */
  withdrawalReason: 500,
  /** An order key ('wc_order_…'), as the order pages carry it. */
  orderKey: 100,
} as const

const L = FORM_LIMITS

/**
 * Every message of the shop's forms, in Italian, once: the storefront shows them under the fields
 * before sending, and the API answers the same ones (by field) when a request breaks a rule.
 */
export const FORM_MESSAGES = {
  firstNameRequired: 'Il nome è obbligatorio',
  firstNameTooLong: `Il nome può avere al massimo ${L.name} caratteri`,
  lastNameRequired: 'Il cognome è obbligatorio',
  lastNameTooLong: `Il cognome può avere al massimo ${L.name} caratteri`,
  companyTooLong: `L'azienda può avere al massimo ${L.company} caratteri`,
  streetRequired: "L'indirizzo è obbligatorio",
  streetTooLong: `L'indirizzo può avere al massimo ${L.street} caratteri`,
  street2TooLong: `Scala, piano, interno e citofono possono avere al massimo ${L.street} caratteri`,
  cityRequired: 'Il comune è obbligatorio',
  cityTooLong: `Il comune può avere al massimo ${L.city} caratteri`,
  postcodeRequired: 'Il CAP è obbligatorio',
  postcodeInvalid: 'Il CAP ha 5 cifre, per esempio 70121',
  provinceInvalid: 'La provincia è una sigla di 2 lettere, per esempio BA',
  phoneRequired: 'Il numero di telefono è obbligatorio',
  phoneTooLong: `Il numero di telefono può avere al massimo ${L.phone} caratteri`,
  phoneInvalid: 'Inserisci un numero di telefono italiano valido, per esempio 333 123 4567',
  emailRequired: "L'email è obbligatoria",
  emailTooLong: `L'email può avere al massimo ${L.email} caratteri`,
  emailInvalid: "Inserisci un'email valida, per esempio mario.rossi@example.it",
  usernameInvalid:
    'Il nome utente ha da 3 a 60 caratteri: lettere senza accenti, cifre, punto, trattino, trattino basso o @',
  passwordRequired: 'La password è obbligatoria',
  passwordTooShort: `La password deve avere almeno ${L.passwordMin} caratteri`,
  passwordTooLong: `La password può avere al massimo ${L.passwordMax} caratteri`,
  newPasswordRequired: 'La nuova password è obbligatoria',
  newPasswordTooShort: `La nuova password deve avere almeno ${L.passwordMin} caratteri`,
  newPasswordTooLong: `La nuova password può avere al massimo ${L.passwordMax} caratteri`,
  currentPasswordRequired: 'Inserisci la password attuale',
  passwordMismatch: 'Le due password non coincidono',
  slotHoldInvalid: 'Prenotazione della fascia oraria non valida: scegli di nuovo la fascia',
  smsUpdatesInvalid: "La scelta dell'avviso via SMS deve essere sì o no",
  ageDeclaredInvalid: 'La dichiarazione di maggiore età deve essere sì o no',
  privacyRequired: "Per registrarti devi accettare l'informativa sulla privacy",
  rememberInvalid: 'Ricordami è sì o no',
  loginRequired: "Inserisci l'email o il nome utente",
  loginTooLong: 'Email o nome utente troppo lunghi',
  loginPasswordRequired: 'Inserisci la password',
  loginPasswordTooLong: 'La password è troppo lunga',
  codeInvalid: 'Il codice ha 6 cifre',
  orderNumberRequired: "Inserisci il numero dell'ordine",
  orderNumberInvalid:
    "Il numero dell'ordine è fatto di sole cifre, come nell'email di conferma (per esempio 1234)",
  dateRequired: 'Scegli il giorno di consegna',
  dateFormat: 'La data di consegna deve essere nel formato AAAA-MM-GG',
  dateUnknown: 'La data di consegna non esiste nel calendario',
  slotRequired: 'Scegli la fascia oraria',
  slotTooLong: `La fascia oraria può avere al massimo ${L.slot} caratteri`,
  paymentRequired: 'Scegli come pagare',
  paymentInvalid: 'Metodo di pagamento non valido',
  noteTooLong: `Le note possono avere al massimo ${L.note} caratteri`,
  itemsInvalid: 'items deve essere un elenco di prodotti',
  cartEmpty: 'Il carrello è vuoto: aggiungi almeno un prodotto',
  tooManyLines: `Un ordine può avere al massimo ${L.orderLines} prodotti diversi`,
  duplicateLine: 'Ogni prodotto può comparire una sola volta: somma le quantità',
  productIdInvalid: 'productId deve essere un numero intero maggiore di 0',
  quantityInvalid: 'La quantità deve essere un numero intero',
  quantityTooSmall: 'La quantità minima è 1',
  quantityTooLarge: `La quantità massima è ${L.lineQuantity}`,
  latitudeInvalid: 'La latitudine deve essere un numero tra -90 e 90',
  longitudeInvalid: 'La longitudine deve essere un numero tra -180 e 180',
  actionIdInvalid: "actionId è l'identificativo (UUID) creato dal telefono quando l'autista conferma",
  recordedAtInvalid: "recordedAt è l'istante ISO con il fuso, per esempio 2026-11-27T10:42:00.000Z",
  outcomeResultInvalid: "result è 'delivered' (consegnato) o 'failed' (non consegnato)",
  paymentMethodInvalid: 'Scegli come è stato pagato: contanti, assegno o nessun incasso',
  doorAmountInvalid: `L'importo è in euro, da 0 a ${L.doorAmount}, con al massimo 2 decimali, per esempio 23,40`,
  doorAmountRequired: "Scrivi l'importo incassato; se non hai incassato nulla scegli «Nessun incasso»",
  doorAmountWithoutPayment: "Con «Nessun incasso» l'importo è 0",
  emptiesInvalid: `I vuoti resi sono un numero intero da 0 a ${L.doorEmpties}, per esempio 2`,
  idCheckedInvalid: 'idChecked è true o false',
  idCheckRequired: 'Con alcolici verifica il documento e spunta «Documento verificato: maggiorenne»',
  proofRequired: 'Serve la firma del cliente o una foto della consegna',
  proofInvalid: 'La prova di consegna è una firma o una foto (immagine PNG o JPEG)',
  proofTooLarge: 'La prova di consegna è troppo grande (al massimo 400 kB): rifai la firma o la foto',
  failureReasonRequired: 'Scegli il motivo della mancata consegna',
  failureNoteRequired: `Con «Altro» scrivi il motivo (almeno ${L.failureNoteMin} caratteri)`,
  companyNameRequired: 'La ragione sociale è obbligatoria',
  companyNameTooLong: `La ragione sociale può avere al massimo ${L.companyName} caratteri`,
  vatNumberRequired: 'La partita IVA è obbligatoria',
  vatNumberInvalid:
    "La partita IVA ha 11 cifre e l'ultima controlla le altre: ricontrollala sulla visura o su una fattura",
  taxCodeInvalid:
    "Il codice fiscale ha 16 caratteri (una persona) o 11 cifre (un'azienda) e l'ultimo controlla gli altri: ricontrollalo",
  recipientCodeInvalid: 'Il codice destinatario ha 7 lettere o cifre, per esempio M5UXCR1',
  recipientRequired:
    'Indica il codice destinatario o la PEC a cui mandare la fattura (il codice 0000000 vale solo con la PEC)',
  pecInvalid: 'Inserisci un indirizzo PEC valido, per esempio fatture@pec.example.it',
  reaOfficeInvalid: "L'ufficio del REA è la sigla della provincia, per esempio BA",
  reaNumberInvalid: `Il numero REA ha da 1 a ${L.reaNumber} cifre, per esempio 123456`,
  shareCapitalInvalid: 'Il capitale sociale è un importo in euro, per esempio 10000,00',
  taxRegimeInvalid: 'Il regime fiscale è uno dei codici della fattura elettronica, da RF01 a RF19',
  taxCodeRequired: "Il codice fiscale è obbligatorio (per un'azienda è spesso uguale alla partita IVA)",
  noRecipientNeedsPec: 'Con il codice destinatario 0000000 indica la PEC a cui mandare la fattura',
  addressLabelRequired: 'Dai un nome all’indirizzo, per esempio Casa, Ufficio o Bar',
  addressLabelTooLong: `Il nome dell’indirizzo può avere al massimo ${L.addressLabel} caratteri`,
  saveAddressInvalid: 'La scelta di salvare l’indirizzo nella rubrica non è valida',
  orderKeyInvalid: "La chiave dell'ordine non è valida: apri il link dell'email di conferma",
  withdrawalReasonInvalid: 'Il motivo del recesso è un testo (facoltativo)',
  withdrawalReasonTooLong: `Il motivo del recesso può avere al massimo ${L.withdrawalReason} caratteri`,
} as const
