import sharp from 'sharp'
import { escapeXml } from './logos.ts'

/** The demo photo's size: a phone's 4:3, as the app resizes one (1600 px on its longer side). */
export const BOOTH_PHOTO_SIZE = { width: 1600, height: 1200 } as const

/**
 * A booth at a trade show as a phone would photograph it, drawn from SVG: the back wall with the
 * vendor's banner and booth number, a counter, shelves of sample boxes, the hall's carpet. A JPEG
 * without metadata, as the app and the server keep a booth photo.
 */
export async function boothPhoto(vendorName: string, booth: string): Promise<Uint8Array> {
  const { width, height } = BOOTH_PHOTO_SIZE
  const boxes = [0, 1, 2, 3, 4, 5]
    .map((i) => {
      const x = 180 + i * 90
      const fill = ['#f5b82e', '#e76f51', '#2a9d8f'][i % 3]
      return `<rect x="${x}" y="520" width="70" height="90" rx="6" fill="${fill}"/><rect x="${x}" y="640" width="70" height="90" rx="6" fill="${fill}" opacity="0.85"/>`
    })
    .join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#d9dde3"/>
    <rect y="900" width="100%" height="300" fill="#7a5c48"/>
    <rect x="120" y="120" width="1360" height="780" fill="#1f4e8c"/>
    <rect x="160" y="160" width="1280" height="220" rx="16" fill="#ffffff"/>
    <text x="800" y="260" font-size="84" font-weight="bold" text-anchor="middle" fill="#1f4e8c" font-family="Helvetica, Arial, sans-serif">${escapeXml(vendorName)}</text>
    <text x="800" y="345" font-size="56" text-anchor="middle" fill="#1c2430" font-family="Helvetica, Arial, sans-serif">Booth ${escapeXml(booth)}</text>
    <rect x="160" y="500" width="620" height="250" fill="#163a69"/>${boxes}
    <rect x="860" y="500" width="580" height="320" rx="12" fill="#f2f5f9"/>
    <text x="1150" y="600" font-size="44" text-anchor="middle" fill="#1c2430" font-family="Helvetica, Arial, sans-serif">Spring sampling</text>
    <text x="1150" y="670" font-size="36" text-anchor="middle" fill="#4f5b6a" font-family="Helvetica, Arial, sans-serif">Rate card on request</text>
    <rect x="420" y="820" width="760" height="240" fill="#ffffff" stroke="#1c2430" stroke-width="6"/>
    <rect x="420" y="820" width="760" height="40" fill="#f5b82e"/>
  </svg>`
  return new Uint8Array(
    await sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer(),
  )
}
