import sharp from 'sharp'
import { readdirSync } from 'node:fs'
const files = readdirSync('.').filter((f) => f.endsWith('--mobile.png')).sort()
const W = 300, H = 650, per = 5
for (let s = 0; s * per < files.length; s++) {
  const group = files.slice(s * per, s * per + per)
  const tiles = await Promise.all(group.map(async (f) => sharp(f).resize({ width: W, height: H, fit: 'contain', background: '#888', position: 'top' }).png().toBuffer()))
  await sharp({ create: { width: W * per + 8 * (per - 1), height: H, channels: 3, background: '#444' } })
    .composite(tiles.map((input, i) => ({ input, left: i * (W + 8), top: 0 }))).png().toFile(`/tmp/shots/m${String(s).padStart(2, '0')}.png`)
  console.log(s, group.join(' '))
}
