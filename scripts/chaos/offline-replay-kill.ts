// The outside check that a killed server loses and repeats no queued submission (docs/offline.md
// "Crash checks"), run by hand after `npm run build`:
//   npx tsx scripts/chaos/offline-replay-kill.ts [--submissions 20] [--kills 6]
// A signed-in buyer in Chromium queues shares, quotes and recommendations offline; back online,
// the production server is killed with SIGKILL while the outbox replays them, and restarted, again
// and again. Then every submission must exist once and its email reach the SMTP server once.
// Prints `offline replay kill {…}`; exits 1 on a duplicate or a loss.
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { chromium, type Request } from '@playwright/test'
import postgres from 'postgres'
import { DEMO_PASSWORD, demoEmail } from '../../e2e/support/auth-ui.ts'
import { demoVendor } from '../../e2e/support/catalogue.ts'
import { outboxItems } from '../../e2e/support/device-storage.ts'
import { goOffline, goOnline, persisted, underServiceWorker } from '../../e2e/support/network.ts'
import {
  recommendOffline,
  requestQuoteOffline,
  shareOffline,
} from '../../e2e/support/offline-actions.ts'
import { signInAs } from '../../e2e/support/session.ts'
import { NO_RESULTS } from '../../src/app/features/search/search-messages.ts'
import {
  bundleServer,
  type ChildServer,
  freePort,
  startChildServer,
} from '../../src/server/testing/child-server.ts'
import { startSmtpInbox } from '../../src/server/testing/smtp-inbox.ts'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../bench/chromium.ts'

const { values: args } = parseArgs({
  options: {
    submissions: { type: 'string', default: '20' },
    kills: { type: 'string', default: '6' },
  },
})
const SUBMISSIONS = Number(args.submissions)
const KILLS = Number(args.kills)
/** The outbox backs off up to 5 minutes between tries (src/app/features/outbox/replay-outbox.ts). */
const DRAIN_MS = 10 * 60_000
/** A killed server's mail lease ends within 15 s (src/server/mail/outbox-worker.ts). */
const MAIL_MS = 90_000
const EMPTY_SEARCH = '/search?tab=vendors&keyword=%22qqxqqzz%22'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const random = (max: number) => Math.floor(Math.random() * max)
const say = (line: string) =>
  process.stderr.write(`${new Date().toISOString().slice(11, 19)} ${line}\n`)

type Kind = 'share vendor' | 'share tactic' | 'request quote' | 'recommend vendor'
const KINDS: Kind[] = ['share vendor', 'share tactic', 'request quote', 'recommend vendor']
/** A submission and what names it in the database and in its email. */
type Submission = { n: number; kind: Kind; label: string }

const submissions: Submission[] = Array.from({ length: SUBMISSIONS }, (_, n) => {
  const kind = KINDS[n % KINDS.length] as Kind
  const label =
    kind === 'share vendor' || kind === 'share tactic'
      ? `replay-${n}@chaos.test`
      : kind === 'request quote'
        ? `Replay quote ${n}`
        : `Replay vendor ${n}`
  return { n, kind, label }
})

/** The pages the buyer acts from; offline, each is served from the device. */
const pageOf = (kind: Kind, vendorId: number, tacticId: number) =>
  kind === 'share vendor'
    ? `/company/${vendorId}`
    : kind === 'recommend vendor'
      ? EMPTY_SEARCH
      : `/company/${vendorId}/tactics/${tacticId}`

const isSubmission = (request: Request) =>
  (request.method() === 'POST' || request.method() === 'PUT') &&
  /\/api\/v1\/(vendors\/\d+(\/tactics\/\d+)?\/share_via_email|request_quote|recommend_vendor)/.test(
    request.url(),
  )

const databaseName = `cpg_replay_kill_${Date.now().toString(36)}`
const databaseUrl = `postgres://postgres@127.0.0.1:5432/${databaseName}`
const dataDir = await mkdtemp(path.join(tmpdir(), 'cpg-replay-kill-'))
execFileSync('createdb', ['-h', '127.0.0.1', '-U', 'postgres', databaseName])
const sql = postgres(databaseUrl, { max: 2, onnotice: () => {} })
const smtp = await startSmtpInbox()
const port = await freePort()
const baseUrl = `http://127.0.0.1:${port}`
const env = {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: String(port),
  PUBLIC_URL: baseUrl,
  DATABASE_URL: databaseUrl,
  DATA_DIR: dataDir,
  SMTP_URL: smtp.smtpUrl,
  TOKEN_SECRET: randomBytes(32).toString('hex'),
}
const entry = await bundleServer()
say('starting the server on a fresh database (it migrates and seeds)')
let server: ChildServer = await startChildServer(entry, env, baseUrl)
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
const started = new Date()
const loadBefore = loadavg()

try {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 375, height: 812 },
    hasTouch: true,
  })
  // Two busy cores: the default 30 s for a step is short, an endless one would never end.
  context.setDefaultTimeout(120_000)
  const page = await context.newPage()
  const { vendorId, vendor, tactic } = await demoVendor(context.request)
  await signInAs(page, demoEmail('cpg_user'), DEMO_PASSWORD)
  await underServiceWorker(page)
  // Every page once online, so the device can show it offline.
  await page.goto(`/company/${vendorId}`)
  await page.getByRole('region', { name: 'Tactics' }).getByText(tactic.name).first().waitFor()
  await persisted(page, vendor.name)
  await page.goto(`/company/${vendorId}/tactics/${tactic.id}`)
  await page.getByRole('heading', { level: 1, name: tactic.name }).waitFor()
  await page.goto(EMPTY_SEARCH)
  await page.getByText(NO_RESULTS.vendors).waitFor()
  await persisted(page, 'qqxqqzz')

  await goOffline(context)
  say(`offline: queueing ${SUBMISSIONS} submissions`)
  const byPage = [...submissions].sort((a, b) => KINDS.indexOf(a.kind) - KINDS.indexOf(b.kind))
  let shown = ''
  for (const s of byPage) {
    const url = pageOf(s.kind, vendorId, tactic.id)
    if (url !== shown) await page.goto(url)
    shown = url
    if (s.kind === 'share vendor' || s.kind === 'share tactic') await shareOffline(page, s.label)
    else if (s.kind === 'request quote') await requestQuoteOffline(page, s.label)
    else await recommendOffline(page, s.label)
  }
  const queued = (await outboxItems(page)).length
  if (queued !== SUBMISSIONS) throw new Error(`${queued} in the outbox, not ${SUBMISSIONS}`)

  let sent = 0
  let inFlight = 0
  page.on('request', (request) => {
    if (!isSubmission(request)) return
    sent += 1
    inFlight += 1
  })
  const ended = (request: Request) => {
    if (isSubmission(request)) inFlight -= 1
  }
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
  // A repeat of a call whose answer a kill lost after the commit: answered from the stored key.
  let replayedAnswers = 0
  page.on('response', (response) => {
    if (isSubmission(response.request()) && response.headers()['idempotent-replayed'] === 'true')
      replayedAnswers += 1
  })
  let outboxLeft = queued
  const watchOutbox = setInterval(() => {
    outboxItems(page).then(
      (items) => {
        outboxLeft = items.length
      },
      () => {},
    )
  }, 250)

  say('online: the outbox replays; killing the server during it')
  const replayStarted = Date.now()
  await goOnline(context)
  const killMoments: string[] = []
  let killedInFlight = 0
  while (killMoments.length < KILLS && outboxLeft > 0) {
    // The 1st to 3rd submission call from now, then up to 300 ms more: before, during or after
    // the server's commit, or while its answer travels.
    const due = sent + 1 + random(3)
    while (sent < due && outboxLeft > 0) await sleep(5)
    if (outboxLeft === 0) break
    const delay = random(300)
    await sleep(delay)
    const unanswered = inFlight
    server.process.kill('SIGKILL')
    await server.exited
    if (unanswered > 0) killedInFlight += 1
    killMoments.push(`call ${due} + ${delay} ms, ${unanswered} in flight, ${outboxLeft} left`)
    say(`kill ${killMoments.length}: ${killMoments.at(-1)}`)
    server = await startChildServer(entry, env, baseUrl)
  }
  while (outboxLeft > 0 && Date.now() - replayStarted < DRAIN_MS) await sleep(250)
  clearInterval(watchOutbox)
  const drainSeconds = Math.round((Date.now() - replayStarted) / 1000)
  if (outboxLeft > 0) say(`${outboxLeft} still in the outbox after ${drainSeconds} s`)
  else say(`outbox empty after ${drainSeconds} s; waiting for the mail`)

  const labels = submissions.map((s) => s.label)
  const quoteSubjects = submissions.filter((s) => s.kind === 'request quote').map((s) => s.label)
  const mailRows = () => sql<
    { to: string; subject: string; status: string; unconfirmed: number }[]
  >`
    select to_address as to, subject, status, unconfirmed_handovers as unconfirmed from outbox
    where created_at >= ${started} and (to_address = any(${labels}) or subject = any(${quoteSubjects})
      or subject = any(${labels.map((l) => `Recommended vendor ${l}`)}))`
  const mailDeadline = Date.now() + MAIL_MS
  while (Date.now() < mailDeadline && (await mailRows()).some((r) => r.status !== 'sent'))
    await sleep(500)
  await sleep(2_000)

  const rows = await mailRows()
  const received = smtp.messages()
  const [newQuotes] = await sql<{ n: number }[]>`
    select count(*)::int as n from quote_requests where created_at >= ${started}`
  const counted = await Promise.all(
    submissions.map(async (s) => {
      const [record] =
        s.kind === 'request quote'
          ? await sql<{ n: number }[]>`
              select count(*)::int as n from quote_requests where email_subject = ${s.label}`
          : s.kind === 'recommend vendor'
            ? await sql<{ n: number }[]>`
                select count(*)::int as n from recommendations where vendor_name = ${s.label}`
            : await sql<{ n: number }[]>`
                select count(*)::int as n from shares where ${s.label} = any(emails)`
      // A share's email goes to its address; a quote's and a recommendation's carry its subject.
      const byAddress = s.kind === 'share vendor' || s.kind === 'share tactic'
      const subject = s.kind === 'recommend vendor' ? `Recommended vendor ${s.label}` : s.label
      const itsRows = rows.filter((r) => (byAddress ? r.to === s.label : r.subject === subject))
      return {
        ...s,
        records: record?.n ?? 0,
        outboxRows: itsRows.length,
        unconfirmed: itsRows.reduce((sum, r) => sum + r.unconfirmed, 0),
        emails: received.filter((m) =>
          byAddress ? m.envelopeTo.includes(s.label) : m.subject === subject,
        ).length,
      }
    }),
  )
  const duplicates = counted.filter((c) => c.records > 1 || c.outboxRows > 1 || c.emails > 1)
  const losses = counted.filter((c) => c.records < 1 || c.outboxRows < 1 || c.emails < 1)
  const figures = {
    submissions: SUBMISSIONS,
    kinds: Object.fromEntries(
      KINDS.map((k) => [k, submissions.filter((s) => s.kind === k).length]),
    ),
    kills: killMoments.length,
    killsWithCallInFlight: killedInFlight,
    submissionCalls: sent,
    replayedAnswers,
    records: counted.reduce((sum, c) => sum + c.records, 0),
    quotesCreated: newQuotes?.n ?? 0,
    emails: counted.reduce((sum, c) => sum + c.emails, 0),
    unconfirmedHandovers: counted.reduce((sum, c) => sum + c.unconfirmed, 0),
    duplicates: duplicates.length,
    losses: losses.length,
    outboxLeft,
    drainSeconds,
    loadAverage: [loadBefore, loadavg()].map((l) => l.map((x) => x.toFixed(1)).join(' ')),
  }
  console.info('offline replay kill', JSON.stringify(figures))
  for (const wrong of [...duplicates, ...losses]) console.info('wrong', JSON.stringify(wrong))
  process.exitCode =
    duplicates.length || losses.length || (newQuotes?.n ?? 0) !== quoteSubjects.length ? 1 : 0
} finally {
  await browser.close()
  server.process.kill('SIGTERM')
  await server.exited
  await sql.end()
  await smtp.stop()
  execFileSync('dropdb', ['-h', '127.0.0.1', '-U', 'postgres', '--if-exists', databaseName])
  await rm(dataDir, { recursive: true, force: true })
}
