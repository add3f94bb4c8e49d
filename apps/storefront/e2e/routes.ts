/** Every customer route of SPEC.md section 2 (the admin routes belong to the admin app). */
export const CUSTOMER_ROUTES = [
  '/',
  '/prodotti',
  '/prodotti/categoria/birra',
  '/prodotti/categoria/acqua/sottocategoria/acqua-frizzante',
  '/prodotti/acqua-levissima-frizzante-1-5-lt-x-6',
  '/cart',
  '/checkout',
  '/order-success',
  '/account',
  '/login',
  '/register',
  '/faq',
  '/zone-map',
  '/chisiamo',
  '/contatti',
  '/informazioni/acqua-plastica',
  '/informazioni/acqua-vetro',
  '/paga',
  '/auto-login/12',
  // Beyond SPEC.md's list: the password reset screens and the edit-address screen.
  '/password-dimenticata',
  '/reset-password',
  '/account/indirizzi/spedizione',
  // The order page a guest follows (issue 17): the look-up form.
  '/ordine',
  // The legal pages (issue 27).
  '/condizioni-di-vendita',
  '/privacy',
  '/cookie',
  '/note-legali',
] as const
