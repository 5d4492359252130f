import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig } from '@playwright/test'
import { E2E_SUPPORT_EMAIL } from './e2e/support/support-email.ts'
import { ANY_WIDTH } from './e2e/support/tags.ts'

// The config is read again by every worker; values set here the first time reach them by env.

// Without this Playwright cannot see (or cut) the service worker's own requests (microsoft/playwright#2311).
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1'
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'cpg-e2e-'))
process.env.E2E_TOKEN_SECRET ??= randomBytes(32).toString('base64url')

/**
 * The server runs on a fresh PostgreSQL database rather than the embedded PGlite (which one
 * process holds open), so tests can arrange rows the UI cannot make, such as an invitation
 * (e2e/support/database.ts). The server migrates and seeds it at start like any empty database.
 * It and the folder the SMTP sink writes mail to are removed when the run ends, once the servers
 * have stopped.
 */
if (!process.env.E2E_DATABASE_URL) {
  const name = `cpg_e2e_${Date.now().toString(36)}_${process.pid}`
  execFileSync('createdb', ['-h', '127.0.0.1', '-U', 'postgres', name])
  process.env.E2E_DATABASE_URL = `postgres://postgres@127.0.0.1:5432/${name}`
  process.on('exit', () =>
    execFileSync('dropdb', ['-h', '127.0.0.1', '-U', 'postgres', '--if-exists', name]),
  )
}
if (!process.env.E2E_MAIL_DIR) {
  const mailDir = mkdtempSync(path.join(tmpdir(), 'cpg-e2e-mail-'))
  process.env.E2E_MAIL_DIR = mailDir
  process.on('exit', () => rmSync(mailDir, { recursive: true, force: true }))
}

/** Other ports can be chosen to run beside another test run on the same machine. */
const PORT = Number(process.env.E2E_PORT ?? 4173)
process.env.E2E_SMTP_PORT ??= String(PORT + 1)

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * Phone first: every spec runs at 375 px. At 1280 px run the screen audit (every screen and state,
 * axe, overflow and screenshots, each state on a tablet too), the specs whose behaviour differs on
 * a desktop (the header menu, the search's filter panel, the landing's layout, the tactic table,
 * the comparison's table and the admin side menu), the offline journeys a buyer makes on a laptop
 * at a trade show too, and the trade show's own (an event taken offline, a booth card scanned, a
 * booth photo sent once online); a test of those specs whose steps are the same at any width is
 * tagged ANY_WIDTH (e2e/support/test.ts) and runs once. The rest do the same steps at both widths,
 * and ran twice for a run over 40 minutes.
 */
const DESKTOP_SPECS = [
  'screens.spec.ts',
  'compare.spec.ts',
  'header-menu.spec.ts',
  'search.spec.ts',
  'landing.spec.ts',
  'tactic-details.spec.ts',
  'visitor-pages.spec.ts',
  'admin.spec.ts',
  'trade-show.spec.ts',
  'lie-fi.spec.ts',
  'saved-searches.spec.ts',
  'quotes.spec.ts',
  'insights.spec.ts',
  'event-offline.spec.ts',
  'booth-scan.spec.ts',
  'shortlists.spec.ts',
]

export default defineConfig({
  testDir: 'e2e',
  // The specs; e2e/support's *.test.ts are unit tests of the helpers (vitest).
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  // Three browsers on two cores: a test waiting on the app's own timers or the server leaves its
  // core to the others. The screen audit on the phone took 169 and 181 s with three against 186 and
  // 192 s with two (four: 180 s).
  workers: 3,
  // A test that fails once is a defect to fix, not to retry.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  // Each step of a journey waits for its own state (expect's timeout below); this limit only stops
  // a test that hangs. On a day the shared machine ran the browser tests 2.6 times as slowly as
  // usual, journeys took up to 67 s (one timed out at 60 s): three minutes keeps a test from
  // depending on the machine's speed. The screen audit sets its own, by its number of states.
  timeout: 180_000,
  // Two cores run two browsers and the server: a lazily loaded dialog can take over 5 s to show,
  // and a fresh context's first lazily loaded page over 10 s on a busy CI machine. A passing check
  // waits no longer for it.
  expect: { timeout: 20_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
    // A failing test's trace is for the person who runs it: a CI clone is thrown away with it, and
    // recording one for every test (a DOM snapshot at each step) cost a sixth of the run.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
  },
  projects: [
    // Phones ask for less motion, as many people set them to, which the app honours (no sliding
    // sheets, and no waiting for one to settle); the desktop, and the specs of where things settle
    // as a sheet or toast moves in (test.use), see the app as it moves by default. The screen audit
    // looks at each desktop state on a tablet too (e2e/support/screen-audit.ts).
    {
      name: 'mobile',
      use: { viewport: { width: 375, height: 812 }, hasTouch: true, reducedMotion: 'reduce' },
    },
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 }, reducedMotion: 'no-preference' },
      testMatch: DESKTOP_SPECS,
      grepInvert: new RegExp(ANY_WIDTH),
    },
  ],
  webServer: [
    {
      // Real mail: the app delivers over SMTP to this sink, which keeps each message as a file.
      command: 'tsx e2e/support/smtp-sink.ts',
      port: Number(process.env.E2E_SMTP_PORT),
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
      command: 'tsx src/server/main.ts',
      url: `http://localhost:${PORT}/api/v1/ready`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      env: {
        NODE_ENV: 'production',
        PORT: String(PORT),
        DATA_DIR: process.env.E2E_DATA_DIR,
        DATABASE_URL: process.env.E2E_DATABASE_URL,
        TOKEN_SECRET: process.env.E2E_TOKEN_SECRET,
        SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
        // Each test sends an X-Forwarded-For address of its own (e2e/support/test.ts).
        TRUST_PROXY: 'true',
        SUPPORT_EMAIL: E2E_SUPPORT_EMAIL,
        // Parallel workers send bursts; the send rate itself is tested in the API tests.
        MAIL_PER_MINUTE: '100000',
      },
    },
  ],
})
