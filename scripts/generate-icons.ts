// Renders the app icons in public/icons from the SVG sources in manifest/ (npm run icons).
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises'
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

// /favicon.ico, which browsers ask for where a page names no icon (a JSON answer, a PDF): PNG
// images in an ICO container (allowed since Windows Vista), 16, 32 and 48 px.
const sizes = [16, 32, 48]
const pngs = await Promise.all(
  sizes.map((size) => sharp(icon, { density: 300 }).resize(size, size).png().toBuffer()),
)
const header = Buffer.alloc(6 + 16 * sizes.length)
header.writeUInt16LE(1, 2) // an icon
header.writeUInt16LE(sizes.length, 4)
let offset = header.length
sizes.forEach((size, i) => {
  const entry = 6 + 16 * i
  header.writeUInt8(size, entry)
  header.writeUInt8(size, entry + 1)
  header.writeUInt16LE(1, entry + 4) // colour planes
  header.writeUInt16LE(32, entry + 6) // bits per pixel
  header.writeUInt32LE(pngs[i]?.length ?? 0, entry + 8)
  header.writeUInt32LE(offset, entry + 12)
  offset += pngs[i]?.length ?? 0
})
await writeFile('public/favicon.ico', Buffer.concat([header, ...pngs]))
