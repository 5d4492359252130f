import sharp from 'sharp'

/** A landscape PNG, so the crop to a square is visible in the result. */
export function landscapePng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400">
    <rect width="640" height="400" fill="#2d6a4f"/><circle cx="320" cy="200" r="120" fill="#f4a261"/>
  </svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

/**
 * A camera's picture as big as the server refuses: 2000 x 1500 px of sensor noise, a PNG of over
 * 5 MB. Only a photo resized on the device (a JPEG of 1600 px) gets through.
 */
export function cameraNoisePng(): Promise<Buffer> {
  return sharp({
    create: {
      width: 2000,
      height: 1500,
      channels: 3,
      // Ignored beside the noise, but the type asks for it.
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer()
}
