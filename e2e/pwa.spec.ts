import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { underServiceWorker } from './support/network.ts'
import { expect, test } from './support/test.ts'

const HEADLINE = 'Find the perfect tactic or vendor to activate your brand'

test('the web app manifest is valid and its icons load', async ({ request }) => {
  const res = await request.get('/manifest.webmanifest')
  expect(res.ok()).toBe(true)
  const manifest = await res.json()
  expect(manifest).toMatchObject({
    name: 'CPG Marketplace',
    short_name: 'CPG Market',
    display: 'standalone',
    start_url: '/',
    scope: '/',
  })
  const sizes = manifest.icons.map(
    (i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`,
  )
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']))
  expect(manifest.shortcuts[0]).toMatchObject({ name: 'Search', url: '/search' })
  for (const icon of [...manifest.icons, ...manifest.screenshots]) {
    expect((await request.get(icon.src)).ok(), icon.src).toBe(true)
  }
})

test('Chromium considers the app installable and the service worker controls the page', async ({
  baseURL,
  launchOptions,
}) => {
  // Test contexts are incognito, where Chromium never offers an install: use a real profile.
  const profile = mkdtempSync(path.join(tmpdir(), 'cpg-profile-'))
  const context = await chromium.launchPersistentContext(profile, launchOptions)
  try {
    const page = await context.newPage()
    await page.goto(`${baseURL}/`)
    await page.evaluate(() => navigator.serviceWorker.ready)
    await page.reload()
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
    const cdp = await context.newCDPSession(page)
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    expect(installabilityErrors).toEqual([])
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
})

test('after one online visit the landing page reloads with the network cut', async ({
  page,
  context,
}) => {
  await page.goto('/')
  await page.evaluate(() => navigator.serviceWorker.ready)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADLINE)

  await context.setOffline(true)
  await context.route('**/*', (route) => route.abort('internetdisconnected'))
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADLINE)
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible()
  // Confirms the cut is real: the API cannot be reached from the page.
  const reached = await page.evaluate(() =>
    fetch('/api/v1/health').then(
      () => true,
      () => false,
    ),
  )
  expect(reached).toBe(false)
})

test('hashed assets are cached for good; the page, manifest and service worker are revalidated', async ({
  request,
}) => {
  const html = await (await request.get('/')).text()
  const asset = html.match(/\/assets\/[^"]+\.js/)?.[0]
  expect(asset).toBeDefined()
  expect((await request.get(asset as string)).headers()['cache-control']).toBe(
    'public, max-age=31536000, immutable',
  )
  for (const path of ['/', '/sw.js', '/manifest.webmanifest', '/company/1']) {
    expect((await request.get(path)).headers()['cache-control'], path).toBe('no-cache')
  }
})

test('under the service worker a page starts empty, not with the landing page pre-rendered into the shell', async ({
  page,
}) => {
  await underServiceWorker(page)
  for (const path of ['/company/1', '/search', '/privacy-policy']) {
    const answer = await page.goto(path)
    expect(answer?.fromServiceWorker(), path).toBe(true)
    const html = (await answer?.text()) ?? ''
    expect(html, path).toContain('<div id="root"></div>')
    expect(html, path).not.toContain(HEADLINE)
  }
  // The landing paths keep it: their first paint is that page.
  const logIn = await page.goto('/log-in')
  expect(logIn?.fromServiceWorker()).toBe(true)
  expect(await logIn?.text()).toContain(HEADLINE)
})
