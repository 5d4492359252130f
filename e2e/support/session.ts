import { type APIRequestContext, expect, type Page } from '@playwright/test'
import type { SessionHeaders, StoredSession } from '../../src/app/session/session-types.ts'
import type { Account } from '../../src/domain/account.ts'

// Where the app keeps its session: idb-keyval's default store (src/app/session/session-store.ts).
const IDB_DATABASE = 'keyval-store'
const IDB_STORE = 'keyval'
const SESSION_KEY = 'session'

/**
 * Signs in through the API and answers the account with the session headers it handed out. The
 * origin is the context's base URL unless given (the bench scripts have none).
 */
export async function apiSignIn(
  request: APIRequestContext,
  email: string,
  password: string,
  origin = '',
): Promise<StoredSession> {
  const response = await request.post(`${origin}/api/v1/auth/sign_in`, {
    data: { email, password },
  })
  if (response.status() === 401 && (await response.json()).otp_required) {
    return secondFactorSession(request, email, origin)
  }
  expect(response.status(), `sign in as ${email}`).toBe(200)
  const sent = response.headers()
  const header = (name: keyof SessionHeaders) => {
    const value = sent[name]
    if (!value) throw new Error(`sign in as ${email} sent no ${name} header`)
    return value
  }
  const headers: SessionHeaders = {
    'access-token': header('access-token'),
    client: header('client'),
    uid: header('uid'),
    expiry: header('expiry'),
  }
  const { data } = (await response.json()) as { data: Account }
  return { user: data, headers }
}

/** The password was right; the second step's session comes from the database (openSessionFor). */
async function secondFactorSession(
  request: APIRequestContext,
  email: string,
  origin: string,
): Promise<StoredSession> {
  const { openSessionFor } = await import('./database.ts')
  const headers = await openSessionFor(email)
  const response = await request.get(`${origin}/api/v1/sign_in_data`, {
    headers: authHeaders({ headers } as StoredSession),
  })
  expect(response.status(), `signed in as ${email}`).toBe(200)
  const { data } = (await response.json()) as { data: Account }
  return { user: data, headers }
}

/** The headers an authenticated API call from a test sends. */
export function authHeaders({ headers }: StoredSession): Record<string, string> {
  return { 'access-token': headers['access-token'], client: headers.client, uid: headers.uid }
}

/**
 * Signs in through the API and stores the session the way the app does, from a same-origin page
 * that does not start the app, so the next `page.goto` starts it signed in.
 */
export async function signInAs(
  page: Page,
  email: string,
  password: string,
  origin = '',
): Promise<StoredSession> {
  const session = await apiSignIn(page.request, email, password, origin)
  await page.goto(`${origin}/api/v1/health`)
  await page.evaluate(
    ({ database, store, key, value }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(database)
        open.onupgradeneeded = () => open.result.createObjectStore(store)
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          const transaction = db.transaction(store, 'readwrite')
          transaction.objectStore(store).put(value, key)
          transaction.oncomplete = () => {
            db.close()
            resolve()
          }
          transaction.onerror = () => reject(transaction.error)
        }
      }),
    { database: IDB_DATABASE, store: IDB_STORE, key: SESSION_KEY, value: session },
  )
  return session
}
