import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  type AuthState,
  authReducer,
  loginPath,
  parseStoredUser,
  readStoredUser,
  safeRedirect,
  USER_STORAGE_KEY,
  type UserStorage,
  writeStoredUser,
} from './auth-state'
import { fixtureUser } from './session-user.fixture'

function memory(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  }
}

const broken = (): UserStorage => ({
  getItem: () => {
    throw new Error('SecurityError')
  },
  setItem: () => {
    throw new Error('QuotaExceededError')
  },
  removeItem: () => {
    throw new Error('SecurityError')
  },
})

const user = fixtureUser

afterEach(() => vi.restoreAllMocks())

describe('authReducer', () => {
  const loggedOut: AuthState = { user: null, isAuthenticated: false, isLoading: false }
  const loggedIn: AuthState = { user: user(), isAuthenticated: true, isLoading: false }

  it('LOGIN_START only turns loading on', () => {
    expect(authReducer(loggedOut, { type: 'LOGIN_START' })).toEqual({ ...loggedOut, isLoading: true })
    expect(authReducer(loggedIn, { type: 'LOGIN_START' })).toEqual({ ...loggedIn, isLoading: true })
  })

  it.each(['LOGIN_SUCCESS', 'SET_USER'] as const)(
    '%s sets the user, authenticated and not loading',
    (type) => {
      const next = authReducer(
        { user: null, isAuthenticated: false, isLoading: true },
        { type, user: user(7) },
      )
      expect(next).toEqual({ user: user(7), isAuthenticated: true, isLoading: false })
    },
  )

  it.each(['LOGIN_FAILURE', 'LOGOUT'] as const)('%s clears the user and stops loading', (type) => {
    expect(authReducer({ ...loggedIn, isLoading: true }, { type })).toEqual(loggedOut)
  })

  it('SET_LOADING changes only the loading flag', () => {
    expect(authReducer(loggedIn, { type: 'SET_LOADING', isLoading: true })).toEqual({
      ...loggedIn,
      isLoading: true,
    })
    expect(authReducer({ ...loggedIn, isLoading: true }, { type: 'SET_LOADING', isLoading: false })).toEqual(
      loggedIn,
    )
  })
})

describe('parseStoredUser', () => {
  it('reads a stored session user as it was written', () => {
    expect(parseStoredUser(JSON.stringify(user()))).toEqual(user())
  })

  it('accepts customer_id, first_name and last_name for id, firstName and lastName', () => {
    const parsed = parseStoredUser(
      JSON.stringify({ customer_id: 9, first_name: 'Lucia', last_name: 'Bianchi', email: 'l@example.it' }),
    )
    expect(parsed).toMatchObject({ id: 9, firstName: 'Lucia', lastName: 'Bianchi', email: 'l@example.it' })
  })

  it('fills what is missing: username from the email, customer role, empty addresses', () => {
    const parsed = parseStoredUser(JSON.stringify({ id: 3, email: 'a@example.it', role: 'superuser' }))
    expect(parsed?.username).toBe('a@example.it')
    expect(parsed?.role).toBe('customer')
    expect(parsed?.billing).toEqual({
      firstName: '',
      lastName: '',
      company: '',
      address1: '',
      address2: '',
      city: '',
      postcode: '',
      province: '',
      country: '',
      phone: '',
      email: '',
    })
    expect(parsed?.shipping).not.toHaveProperty('email')
  })

  it('keeps the shop_manager and administrator roles', () => {
    expect(parseStoredUser(JSON.stringify({ id: 1, role: 'shop_manager' }))?.role).toBe('shop_manager')
    expect(parseStoredUser(JSON.stringify({ id: 1, role: 'administrator' }))?.role).toBe('administrator')
  })

  it('reads WooCommerce address names (address_1, state)', () => {
    const parsed = parseStoredUser(
      JSON.stringify({ id: 1, shipping: { address_1: 'Via Roma 2', address_2: 'int. 3', state: 'BA' } }),
    )
    expect(parsed?.shipping).toMatchObject({ address1: 'Via Roma 2', address2: 'int. 3', province: 'BA' })
  })

  it.each([
    ['nothing stored', null],
    ['not JSON', '{"id": 4'],
    ['JSON null', 'null'],
    ['a list', '[{"id": 4}]'],
    ['a string', '"42"'],
    ['no id', '{"email": "a@example.it"}'],
    ['id 0', '{"id": 0}'],
    ['a negative id', '{"id": -5}'],
    ['a fractional id', '{"id": 1.5}'],
    ['an id that is not a number', '{"id": "abc"}'],
    ['customer_id 0', '{"customer_id": 0}'],
  ])('is null for %s', (_, raw) => {
    expect(parseStoredUser(raw)).toBeNull()
  })
})

describe('readStoredUser', () => {
  const key = USER_STORAGE_KEY

  it('prefers the remembered user in localStorage over sessionStorage', () => {
    const local = memory({ [key]: JSON.stringify(user(1, 'Locale')) })
    const session = memory({ [key]: JSON.stringify(user(2, 'Sessione')) })
    const stored = readStoredUser({ local, session })
    expect(stored?.remember).toBe(true)
    expect(stored?.user.firstName).toBe('Locale')
  })

  it('falls back to sessionStorage, not remembered', () => {
    const stored = readStoredUser({ local: memory(), session: memory({ [key]: JSON.stringify(user(2)) }) })
    expect(stored).toEqual({ user: user(2), remember: false })
  })

  it('is null when neither store holds a user, or there are no stores', () => {
    expect(readStoredUser({ local: memory(), session: memory() })).toBeNull()
    expect(readStoredUser({ local: null, session: null })).toBeNull()
  })

  it('removes an invalid stored user and goes on to the other store', () => {
    const local = memory({ [key]: JSON.stringify({ id: 0 }) })
    const session = memory({ [key]: JSON.stringify(user(5)) })
    expect(readStoredUser({ local, session })?.user.id).toBe(5)
    expect(local.data.has(key)).toBe(false)
    expect(session.data.has(key)).toBe(true)
  })

  it('removes invalid users from both stores', () => {
    const local = memory({ [key]: 'garbage' })
    const session = memory({ [key]: '{"id": -1}', other: 'kept' })
    expect(readStoredUser({ local, session })).toBeNull()
    expect(local.data.has(key)).toBe(false)
    expect(session.data.has(key)).toBe(false)
    expect(session.data.get('other')).toBe('kept')
  })

  it('only logs when a store throws, and still reads the other', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const stored = readStoredUser({ local: broken(), session: memory({ [key]: JSON.stringify(user(8)) }) })
    expect(stored?.user.id).toBe(8)
    expect(warn).toHaveBeenCalled()
  })
})

describe('writeStoredUser', () => {
  const key = USER_STORAGE_KEY

  it('keeps a remembered user in localStorage only', () => {
    const local = memory()
    const session = memory({ [key]: JSON.stringify(user(1)) })
    writeStoredUser({ local, session }, user(2), true)
    expect(JSON.parse(local.data.get(key) ?? '')).toEqual(user(2))
    expect(session.data.has(key)).toBe(false)
  })

  it('keeps a user that is not remembered in sessionStorage only', () => {
    const local = memory({ [key]: JSON.stringify(user(1)) })
    const session = memory()
    writeStoredUser({ local, session }, user(3), false)
    expect(JSON.parse(session.data.get(key) ?? '')).toEqual(user(3))
    expect(local.data.has(key)).toBe(false)
  })

  it('removes the user from both stores when the user is null', () => {
    const local = memory({ [key]: JSON.stringify(user(1)) })
    const session = memory({ [key]: JSON.stringify(user(1)) })
    writeStoredUser({ local, session }, null, true)
    expect(local.data.has(key)).toBe(false)
    expect(session.data.has(key)).toBe(false)
  })

  it('writes what it can when a store is missing', () => {
    const session = memory({ [key]: JSON.stringify(user(1)) })
    writeStoredUser({ local: null, session }, user(2), true)
    expect(session.data.has(key)).toBe(false)
  })

  it('only logs when the stores throw', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(() => writeStoredUser({ local: broken(), session: broken() }, user(), true)).not.toThrow()
    expect(() => writeStoredUser({ local: broken(), session: broken() }, null, false)).not.toThrow()
    expect(warn).toHaveBeenCalled()
  })

  it('still drops the user from the other store when the kept one throws', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const session = memory({ [key]: JSON.stringify(user(1)) })
    writeStoredUser({ local: broken(), session }, user(2), true)
    expect(session.data.has(key)).toBe(false)
  })
})

describe('safeRedirect', () => {
  it.each([
    '/account',
    '/prodotti/acqua-naturale',
    '/prodotti?categoria=acqua&page=2',
    '/cart#riepilogo',
    '/loginfo',
  ])('keeps the shop path %s', (path) => {
    expect(safeRedirect(path)).toBe(path)
  })

  it('trims spaces around the path', () => {
    expect(safeRedirect('  /cart  ')).toBe('/cart')
  })

  it.each([
    ['nothing', null],
    ['undefined', undefined],
    ['an empty string', ''],
    ['a protocol-relative address', '//evil.example'],
    ['an absolute address', 'https://evil.example/account'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['a relative path', 'account'],
    ['a backslash after the slash', '/\\evil.example'],
    ['a backslash inside', '/a\\b'],
    ['a tab', '/\t/evil.example'],
    ['a newline', '/account\nx'],
    ['a NUL', '/account\u0000'],
    ['the login screen', '/login'],
    ['the login screen with a query', '/login?redirect=/account'],
    ['the login screen with a slash', '/login/'],
    ['the registration screen', '/register'],
    ['an auto-login link', '/auto-login/42?token=abc'],
    ['the password reset screen', '/reset-password?token=abc'],
    ['the forgotten password screen', '/password-dimenticata'],
    ['the login screen with a fragment', '/login#x'],
    ['the login screen in capitals (routes ignore case)', '/LOGIN'],
    ['an auto-login link in mixed case', '/Auto-Login/42?token=abc'],
    ['the registration screen capitalised', '/Register'],
  ])('refuses %s and gives the fallback', (_, target) => {
    expect(safeRedirect(target)).toBe('/account')
    expect(safeRedirect(target, '/')).toBe('/')
  })
})

describe('loginPath', () => {
  it('carries the shop path back, encoded', () => {
    expect(loginPath('/prodotti?categoria=acqua')).toBe('/login?redirect=%2Fprodotti%3Fcategoria%3Dacqua')
    expect(loginPath('/account')).toBe('/login?redirect=%2Faccount')
  })

  it('is plain /login for the home page, other sites and the account screens', () => {
    expect(loginPath('/')).toBe('/login')
    expect(loginPath('https://evil.example')).toBe('/login')
    expect(loginPath('//evil.example')).toBe('/login')
    expect(loginPath('/login?redirect=%2Fcart')).toBe('/login')
    expect(loginPath('/register')).toBe('/login')
  })
})
