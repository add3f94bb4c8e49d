import { CART_STORAGE_KEY } from '@shop/cart-core'
import { welcomeDismissedKey } from '@shop/ui'
import { USER_STORAGE_KEY } from '../../lib/account/auth-state'
import { DELIVERY_ZONE_KEY } from '../../lib/cart/delivery-zone'

/**
 * Everything the shop keeps in a visitor's browser (issue 27, the Garante's cookie guidelines of
 * 10 June 2021): the API server's cookies and the storefront's localStorage and sessionStorage
 * entries, each with who sets it, why and for how long. The Cookie page lists exactly these, and
 * e2e/legal.e2e.ts checks that a visit (browsing, the cart, a login, the checkout) leaves nothing
 * in the browser that this list does not name. All of them are technical: each serves something
 * the visitor asked for (the cart, the login, the checkout) and none measures or profiles anyone.
 */
export interface BrowserStorageEntry {
  /** The name as the browser shows it; over https the cookies carry the `__Host-` prefix. */
  name: string
  /** Where it is kept. */
  kind: 'cookie' | 'localStorage' | 'sessionStorage'
  purpose: string
  duration: string
}

/** The kinds, as the page names them. */
export const STORAGE_KIND_LABELS: Record<BrowserStorageEntry['kind'], string> = {
  cookie: 'Cookie (HttpOnly)',
  localStorage: 'Memoria locale del browser (localStorage)',
  sessionStorage: 'Memoria della scheda (sessionStorage)',
}

/** What the shop itself keeps in the browser; `brand` names the welcome dialog's entry. */
export function shopBrowserStorage(brand: string): BrowserStorageEntry[] {
  return [
    {
      // apps/api/src/security/session.ts SESSION_COOKIE ('__Host-shop_session' over https).
      name: 'shop_session',
      kind: 'cookie',
      purpose:
        'Tiene aperto l’accesso al tuo account dopo il login: senza, ogni pagina ti chiederebbe di nuovo la password.',
      duration: 'Fino alla chiusura del browser; 30 giorni se scegli «Ricordami». Si cancella quando esci.',
    },
    {
      // apps/api/src/security/session.ts LOGIN_COOKIE ('__Host-shop_login' over https).
      name: 'shop_login',
      kind: 'cookie',
      purpose:
        'Lega il codice di accesso mandato per SMS al browser che lo ha chiesto, perché solo tu possa usarlo.',
      duration: '1 ora, solo se accedi con il numero di telefono',
    },
    {
      name: CART_STORAGE_KEY,
      kind: 'localStorage',
      purpose: 'Il contenuto del carrello, perché ritrovi i prodotti scelti anche tornando più tardi.',
      duration: 'Finché non svuoti il carrello o non fai l’ordine',
    },
    {
      name: DELIVERY_ZONE_KEY,
      kind: 'localStorage',
      purpose:
        'La zona di consegna dell’ultimo indirizzo verificato, per mostrarti nel carrello il costo della consegna.',
      duration: 'Finché non verifichi un altro indirizzo o non cancelli i dati del sito',
    },
    {
      name: USER_STORAGE_KEY,
      kind: 'localStorage',
      purpose:
        'Il tuo nome, per mostrarlo in alto mentre la pagina si carica (con «Ricordami»; senza, è tenuto nella scheda).',
      duration: 'Finché resti collegato; si cancella quando esci',
    },
    {
      name: USER_STORAGE_KEY,
      kind: 'sessionStorage',
      purpose: 'Il tuo nome, per mostrarlo in alto mentre la pagina si carica (accesso senza «Ricordami»).',
      duration: 'Fino alla chiusura della scheda o all’uscita dall’account',
    },
    {
      name: welcomeDismissedKey(brand),
      kind: 'localStorage',
      purpose: 'Ricorda che hai chiuso il messaggio di benvenuto, per non mostrartelo di nuovo.',
      duration: 'Finché non cancelli i dati del sito',
    },
    {
      // features/checkout/checkout-draft.ts DRAFT_STORAGE_KEY.
      name: 'shop-checkout-draft',
      kind: 'sessionStorage',
      purpose:
        'Quello che hai scritto alla cassa (nome, indirizzo, giorno e fascia, note), per non perderlo se torni al carrello o ricarichi la pagina. Mai i dati di pagamento.',
      duration: 'Fino all’ordine o alla chiusura della scheda',
    },
    {
      // features/checkout/checkout-key.ts ATTEMPT_STORAGE_KEY.
      name: 'shop-checkout-attempt',
      kind: 'sessionStorage',
      purpose:
        'Il codice del tentativo d’ordine, perché un doppio clic o una pagina ricaricata non facciano due ordini.',
      duration: 'Fino all’ordine o alla chiusura della scheda',
    },
    {
      // features/checkout/checkout-key.ts SLOT_HOLD_STORAGE_KEY.
      name: 'shop-checkout-slot-hold',
      kind: 'sessionStorage',
      purpose: 'Il codice con cui teniamo per te la fascia oraria scelta mentre completi l’ordine.',
      duration: 'Fino all’ordine o alla chiusura della scheda',
    },
  ]
}

/** What the payment providers' scripts and the maps may keep or receive, only where they are used. */
export interface ThirdPartyEntry {
  who: string
  where: string
  what: string
  purpose: string
}

export const THIRD_PARTY_STORAGE: readonly ThirdPartyEntry[] = [
  {
    who: 'Stripe (pagamento con carta)',
    where: 'Solo nella pagina di pagamento, quando paghi con la carta',
    what: 'I cookie __stripe_mid (1 anno) e __stripe_sid (30 minuti) sul nostro dominio, e cookie di Stripe nei riquadri della carta, che arrivano dai suoi domini',
    purpose:
      'Completare il pagamento che hai chiesto e prevenire le frodi con le carte: necessari al pagamento, senza profilazione pubblicitaria',
  },
  {
    who: 'PayPal',
    where: 'Solo nella pagina di pagamento, quando paghi con PayPal',
    what: 'Cookie di PayPal nei suoi riquadri e nella sua finestra, sui domini di PayPal',
    purpose: 'Accedere al tuo conto PayPal, completare il pagamento e prevenire le frodi',
  },
  {
    who: 'Mappe (OpenStreetMap o il servizio di mappe configurato)',
    where: 'Nella mappa delle zone e in «Indica il punto sulla mappa»',
    what: 'Nessun cookie: il servizio riceve le richieste delle immagini della mappa e quindi l’indirizzo IP',
    purpose: 'Mostrarti la mappa delle zone di consegna',
  },
]
