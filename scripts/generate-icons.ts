// Renders the app icons in public/icons from the SVG sources in manifest/ (npm run icons).
import { copyFile, mkdir, readFile } from 'node:fs/promises'
import sharp from 'sharp'

const out = 'public/icons'
await mkdir(out, { recursive: true })
const icon = await readFile('manifest/icon.svg')

for (const size of [192, 512]) {
  await sharp(icon, { density: 300 }).resize(size, size).png().toFile(`${out}/icon-${size}.png`)
}
await sharp(icon, { density: 300 })
  .resize(180, 180)
  .flatten({ background: '#1f4e8c' })
  .png()
  .toFile(`${out}/apple-touch-icon-180.png`)
// A maskable icon keeps its drawing inside the central 80% safe zone on a full-bleed background.
const inner = await sharp(icon, { density: 300 }).resize(360, 360).png().toBuffer()
await sharp({ create: { width: 512, height: 512, channels: 4, background: '#1f4e8c' } })
  .composite([{ input: inner, gravity: 'center' }])
  .png()
  .toFile(`${out}/maskable-512.png`)
await sharp(await readFile('manifest/search.svg'))
  .resize(96, 96)
  .png()
  .toFile(`${out}/search-96.png`)
await copyFile('manifest/icon.svg', `${out}/logo.svg`)
