import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import http from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq, inArray, like, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type Cluster,
  nginxInstalled,
  startCluster,
} from '../../../scripts/cluster/start-cluster.ts'
import { type DatabaseHandle, openDatabase } from '../db/client.ts'
import { DATABASE_UNAVAILABLE } from '../db/database-unavailable.ts'
import { outbox, quoteRequests, rateLimits, vendors } from '../db/schema/index.ts'
import { DEMO_PASSWORD } from '../seed/demo-accounts.ts'
import { adminUrl, withDatabaseName } from '../testing/postgres-urls.ts'
import { type SmtpInbox, startSmtpInbox } from '../testing/smtp-inbox.ts'
import { jpegBytes } from '../testing/upload-files.ts'

/**
 * Two app servers on one PostgreSQL database and one S3-compatible server, behind nginx, as
 * `npm run cluster` starts them (docs/scaling.md). It needs both; without them it says why.
 */
const url = process.env.TEST_DATABASE_URL
const why =
  process.env.TEST_DB !== 'postgres' || !url
    ? 'the cluster test runs with the PostgreSQL API tests (TEST_DATABASE_URL)'
    : !nginxInstalled()
      ? 'the cluster test needs nginx (apt-get install -y nginx)'
      : undefined
if (why && process.env.TEST_DB === 'postgres') console.warn(`Skipped: ${why}`)

/** nginx, app servers and s3rver on these: the ops engineer's range (README "Test it"). */
const PORT = Number(process.env.CLUSTER_TEST_PORT ?? 5185)
/** The session cache of production (SESSION_CACHE_MS' default): a sign-out's reach. */
const SIGN_OUT_DELAY_MS = 1000
/** Quote requests sent while PostgreSQL terminates the app servers' connections, and how many at once. */
const WRITES = 240
const WRITERS = 8
/** Often enough that most writes meet a kill, seldom enough that some get through between them. */
const KILL_EVERY_MS = 300
const MIN_KILLS = 6

type Session = Record<string, string>

describe.skipIf(why)('two app servers behind nginx', () => {
  let cluster: Cluster
  let inbox: SmtpInbox
  let db: DatabaseHandle
  let dir: string
  let databaseUrl: string
  const name = `cluster_${randomBytes(4).toString('hex')}`
  let admin: DatabaseHandle
  let vendorId: number

  beforeAll(async () => {
    admin = await openDatabase({ databaseUrl: adminUrl(url as string) })
    await admin.db.execute(`CREATE DATABASE "${name}"`)
    dir = await mkdtemp(path.join(tmpdir(), 'cpg-cluster-'))
    inbox = await startSmtpInbox()
    databaseUrl = withDatabaseName(url as string, name)
    cluster = await startCluster({
      databaseUrl,
      port: PORT,
      appServers: 2,
      dir,
      env: { SMTP_URL: inbox.smtpUrl },
    })
    db = await openDatabase({ databaseUrl })
    const [vendor] = await db.db.select({ id: vendors.id }).from(vendors).limit(1)
    vendorId = vendor?.id as number
  }, 240_000)

  afterAll(async () => {
    await cluster?.stop()
    await db?.close()
    await inbox?.stop()
    await admin?.db.execute(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    await admin?.close()
    if (dir && !process.env.KEEP_CLUSTER) await rm(dir, { recursive: true, force: true })
  })

  const a = () => cluster.servers[0]?.url as string
  const b = () => cluster.servers[1]?.url as string

  async function signIn(base: string, email = 'buyer@demo.example'): Promise<Session> {
    const res = await fetch(`${base}/api/v1/auth/sign_in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    })
    expect(res.status).toBe(200)
    const header = (h: string) => res.headers.get(h) ?? ''
    return { 'access-token': header('access-token'), client: header('client'), uid: header('uid') }
  }

  const share = (base: string, session: Session, to: string, key: string) =>
    fetch(`${base}/api/v1/vendors/${vendorId}/share_via_email`, {
      method: 'POST',
      headers: { ...session, 'content-type': 'application/json', 'Idempotency-Key': key },
      body: JSON.stringify({ emails: [to] }),
    })

  const outboxRowsTo = async (to: string) =>
    (await db.db.select({ id: outbox.id }).from(outbox).where(eq(outbox.toAddress, to))).length

  it('signs in through A and calls through B; a sign-out on A is refused on B within the delay', async () => {
    const session = await signIn(a())
    const me = await fetch(`${b()}/api/v1/accounts`, { headers: session })
    expect(me.status).toBe(200)
    expect(await me.json()).toMatchObject({ data: { email: 'buyer@demo.example' } })

    const out = await fetch(`${a()}/api/v1/auth/sign_out`, { method: 'DELETE', headers: session })
    expect(out.status).toBe(200)
    const signedOut = Date.now()
    let status = 200
    while (status === 200 && Date.now() - signedOut < SIGN_OUT_DELAY_MS + 2000) {
      status = (await fetch(`${b()}/api/v1/accounts`, { headers: session })).status
    }
    expect(status).toBe(401)
    expect(Date.now() - signedOut).toBeLessThan(SIGN_OUT_DELAY_MS + 1000)
  })

  it('serves through B and nginx what was uploaded through A', async () => {
    const session = await signIn(a())
    const form = new FormData()
    form.set('profile_picture', new File([await jpegBytes(300, 200)], 'me.jpg'))
    const res = await fetch(`${a()}/api/v1/accounts/profile_picture`, {
      method: 'PUT',
      headers: session,
      body: form,
    })
    expect(res.status).toBe(200)
    const picture = ((await res.json()) as { data: { profile_picture: string } }).data
      .profile_picture
    for (const base of [b(), cluster.url]) {
      const served = await fetch(`${base}${picture}`)
      expect(served.status).toBe(200)
      expect(served.headers.get('content-type')).toBe('image/jpeg')
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    }
    expect((await fetch(`${cluster.url}/metrics`)).status).toBe(404)
  })

  it('hands the app servers the address nginx saw, not one the client wrote', async () => {
    // A client on another loopback address than nginx's own, naming a forged earlier hop.
    const status = await new Promise<number>((resolve, reject) => {
      const headers = { 'Content-Type': 'application/json', 'X-Forwarded-For': '192.0.2.66' }
      const request = http.request(
        `${cluster.url}/api/v1/client_errors`,
        { method: 'POST', localAddress: '127.0.0.2', headers },
        (res) => {
          res.resume()
          resolve(res.statusCode ?? 0)
        },
      )
      request.once('error', reject)
      request.end(JSON.stringify({ message: 'TypeError: boom', path: '/search' }))
    })
    expect(status).toBe(204)
    const limits = await db.db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(like(rateLimits.key, 'client-errors:%'))
    expect(limits.map((limit) => limit.key)).toEqual(['client-errors:127.0.0.2'])
  })

  it('delivers once a share replayed through both servers', async () => {
    const session = await signIn(cluster.url)
    const to = `replayed-${randomUUID()}@share.test`
    const key = randomUUID()
    const answers = await Promise.all([
      share(a(), session, to, key),
      share(b(), session, to, key),
      share(cluster.url, session, to, key),
    ])
    // The first applies it; a replay answers the same, or 409 while the first is in flight.
    expect(answers.map((r) => r.status).filter((s) => s === 200).length).toBeGreaterThanOrEqual(1)
    for (const r of answers) expect([200, 409]).toContain(r.status)
    expect((await share(b(), session, to, key)).status).toBe(200)
    await inbox.waitFor((m) => m.envelopeTo.includes(to), 15_000)
    await new Promise((resolve) => setTimeout(resolve, 2500))
    expect(inbox.messages().filter((m) => m.envelopeTo.includes(to))).toHaveLength(1)
    expect(await outboxRowsTo(to)).toBe(1)
  })

  it('keeps every acknowledged write, and both app servers, while PostgreSQL kills their connections', async () => {
    const session = await signIn(cluster.url)
    const pids = cluster.servers.map((server) => server.pid())
    // Its own connection is spared by the query: the killer outlives every kill.
    const killer = await openDatabase({ databaseUrl, poolSize: 1 })
    const answers: { status: number; body: string }[] = []
    let sent = 0
    let writing = true
    let kills = 0
    const writer = async () => {
      // However fast the machine, the writes go on until the connections died several times.
      while (sent < WRITES || kills < MIN_KILLS) {
        sent++
        // Straight to the app servers: nginx would count their 503s against them and rest both.
        const res = await fetch(`${sent % 2 ? a() : b()}/api/v1/request_quote`, {
          method: 'POST',
          headers: { ...session, 'content-type': 'application/json' },
          body: JSON.stringify({ vendor_id: vendorId }),
        })
        answers.push({ status: res.status, body: await res.text() })
      }
    }
    const killing = (async () => {
      while (writing) {
        await killer.db.execute(
          sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
        )
        kills++
        await new Promise((resolve) => setTimeout(resolve, KILL_EVERY_MS))
      }
    })()
    await Promise.all(Array.from({ length: WRITERS }, writer))
    writing = false
    await killing

    const acknowledged = answers
      .filter((a) => a.status === 201)
      .map(
        (a) => (JSON.parse(a.body) as { data: { request_quote_id: number } }).data.request_quote_id,
      )
    const failed = answers.filter((a) => a.status !== 201)
    const stored = await killer.db
      .select({ id: quoteRequests.id })
      .from(quoteRequests)
      .where(inArray(quoteRequests.id, acknowledged))
    await killer.close()
    console.info(
      `database connections killed ${kills} times under ${sent} writes: ${acknowledged.length} acknowledged, ${failed.length} answered ${[...new Set(failed.map((a) => a.status))].join(', ') || '-'}`,
    )
    expect(cluster.servers.map((server) => server.pid())).toEqual(pids)
    expect(answers).toHaveLength(sent)
    expect(kills).toBeGreaterThanOrEqual(MIN_KILLS)
    for (const a of failed) {
      expect(a).toEqual({ status: 503, body: JSON.stringify({ errors: [DATABASE_UNAVAILABLE] }) })
    }
    expect(acknowledged.length).toBeGreaterThan(0)
    expect(stored.map((row) => row.id).sort((x, y) => x - y)).toEqual(
      [...acknowledged].sort((x, y) => x - y),
    )
  }, 180_000)

  it('keeps answering searches and submissions through nginx when a server crashes', async () => {
    const session = await signIn(cluster.url)
    const searches: string[] = []
    const submissions: { to: string; attempts: number; status: number }[] = []
    let running = true
    const searcher = async () => {
      while (running) {
        // A cut answer is an error here, as it is to the app: the status and the whole JSON body.
        const outcome = await fetch(`${cluster.url}/api/v1/tactic_search?query=sampling`, {
          headers: session,
        }).then(
          async (res) =>
            `${res.status} ${Array.isArray(((await res.json()) as { vendor_tactic_data: unknown }).vendor_tactic_data)}`,
          (error: Error) => `${error.message} ${(error.cause as Error | undefined)?.message}`,
        )
        searches.push(outcome)
      }
    }
    // Sent as the app's outbox sends (docs/offline.md): the same key again after no answer, a 409
    // (the key still locked by the dead server's transaction) or a 5xx. Paced and bounded: one
    // user's shares stay under the hourly buyer-action mail limit (429).
    const submitter = async () => {
      while (running && submissions.length < 25) {
        const to = `load-${randomUUID()}@share.test`
        const key = randomUUID()
        let attempts = 0
        let status = 0
        while (attempts < 5 && (status === 0 || status === 409 || status >= 500)) {
          attempts++
          status = await share(cluster.url, session, to, key).then(
            (res) => res.status,
            () => 0,
          )
          if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 1000))
        }
        submissions.push({ to, attempts, status })
        await new Promise((resolve) => setTimeout(resolve, 150))
      }
    }
    // Counted in answers, not seconds: on a busy machine a second holds few of them.
    const answered = async (searchCount: number, submissionCount: number) => {
      while (searches.length < searchCount || submissions.length < submissionCount)
        await new Promise((r) => setTimeout(r, 50))
    }
    const load = [searcher(), searcher(), searcher(), submitter()]
    await answered(10, 1)
    // A crash: no draining, connections cut, its transactions rolled back by PostgreSQL.
    const atCrash = searches.length
    await cluster.servers[1]?.kill()
    await answered(atCrash + 20, 6)
    running = false
    await Promise.all(load)

    expect(searches.filter((s) => s !== '200 true')).toEqual([])
    expect(submissions.length).toBeGreaterThan(2)
    expect(submissions.filter((s) => s.status !== 200)).toEqual([])
    for (const { to } of submissions) expect(await outboxRowsTo(to)).toBe(1)
    console.info(
      `crash under load: ${searches.length} searches, ${submissions.length} submissions, ${submissions.filter((s) => s.attempts > 1).length} sent again`,
    )
  })
})
