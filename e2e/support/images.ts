import sharp from 'sharp'

/** A landscape PNG, so the crop to a square is visible in the result. */
export function landscapePng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400">
    <rect width="640" height="400" fill="#2d6a4f"/><circle cx="320" cy="200" r="120" fill="#f4a261"/>
  </svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}
