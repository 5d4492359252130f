// Captures the manifest's install screenshots from a running server: npx tsx scripts/generate-screenshots.ts URL
import { mkdir } from 'node:fs/promises'
import { chromium } from '@playwright/test'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './bench/chromium.ts'

const url = process.argv[2] ?? 'http://localhost:3000/'
await mkdir('public/screenshots', { recursive: true })
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
const shots = [
  { file: 'landing-wide.png', viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1 },
  { file: 'landing-narrow.png', viewport: { width: 375, height: 667 }, deviceScaleFactor: 2 },
]
for (const shot of shots) {
  const page = await browser.newPage({
    viewport: shot.viewport,
    deviceScaleFactor: shot.deviceScaleFactor,
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  // Past the start-up spinner's second and the logos' loading.
  await page.waitForTimeout(2000)
  await page.screenshot({ path: `public/screenshots/${shot.file}` })
  await page.close()
}
await browser.close()
