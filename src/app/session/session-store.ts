import { del, get, set } from 'idb-keyval'
import type { SessionLink } from '../api/api-client.ts'
import type { SessionHeaders, StoredSession } from './session-types.ts'

const STORAGE_KEY = 'session'
const CHANNEL = 'session'

/** What one tab tells the others; each reads the stored session again on hearing it. */
export type SessionEvent = { type: 'login' | 'logout' | 'rotate' }

type Listener = (session: StoredSession | null) => void

/**
 * How this tab's session last ended: the user logged out (or their account or membership went), or
 * the server stopped taking it (a 401, the token's expiry), which the same user can resume by
 * logging in again.
 */
export type SessionEnd = 'logout' | 'expired'

/**
 * The signed-in user and their headers, kept in IndexedDB so every tab and the offline queue share
 * them; a BroadcastChannel tells other tabs of login, logout and token rotation.
 */
export class SessionStore implements SessionLink {
  private session: StoredSession | null = null
  private ended: SessionEnd | null = null
  private listeners = new Set<Listener>()
  private channel: BroadcastChannel | null = null
  private crossTabHandler: ((event: SessionEvent) => void) | null = null

  async load(): Promise<void> {
    this.session = (await get<StoredSession>(STORAGE_KEY).catch(() => undefined)) ?? null
  }

  /** Starts listening to other tabs; `onChange` runs after the stored session was read again. */
  connect(onChange: (event: SessionEvent) => void): void {
    if (typeof BroadcastChannel === 'undefined') return
    this.crossTabHandler = onChange
    this.channel = new BroadcastChannel(CHANNEL)
    this.channel.onmessage = async (message: MessageEvent<SessionEvent>) => {
      await this.load()
      this.emit()
      this.crossTabHandler?.(message.data)
    }
  }

  get current(): StoredSession | null {
    return this.session
  }

  /** How the session of this tab last ended; null when it has not, or ended in another tab. */
  get endedBy(): SessionEnd | null {
    return this.ended
  }

  /** Valid while the current time is below the stored expiry (docs/spec/access-and-account.md §4). */
  isAuthenticated(now = Date.now()): boolean {
    return this.session !== null && Number(this.session.headers.expiry) * 1000 > now
  }

  headers(): SessionHeaders | null {
    return this.session?.headers ?? null
  }

  /** Keeps the headers with the latest expiry: an answer racing a rotation never goes back. */
  receive(headers: SessionHeaders): void {
    const current = this.session
    if (!current || current.headers.uid !== headers.uid) return
    if (Number(headers.expiry) < Number(current.headers.expiry)) return
    if (headers['access-token'] === current.headers['access-token']) return
    this.session = { ...current, headers }
    void set(STORAGE_KEY, this.session).then(() => this.broadcast({ type: 'rotate' }))
    this.emit()
  }

  unauthorized(): void {
    void this.clear('expired')
  }

  async save(session: StoredSession): Promise<void> {
    this.session = session
    this.ended = null
    await set(STORAGE_KEY, session)
    this.broadcast({ type: 'login' })
    this.emit()
  }

  /** Changes the stored user (a role downgrade, a new vendor id) without a new login. */
  async updateUser(update: Partial<StoredSession['user']>): Promise<void> {
    if (!this.session) return
    this.session = { ...this.session, user: { ...this.session.user, ...update } }
    await set(STORAGE_KEY, this.session)
    this.broadcast({ type: 'rotate' })
    this.emit()
  }

  async clear(reason: SessionEnd = 'logout'): Promise<void> {
    if (!this.session) return
    this.session = null
    this.ended = reason
    await del(STORAGE_KEY)
    this.broadcast({ type: 'logout' })
    this.emit()
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  private broadcast(event: SessionEvent) {
    this.channel?.postMessage(event)
  }

  private emit() {
    for (const listener of this.listeners) listener(this.session)
  }
}
