import sharp from 'sharp'
const [out, ...files] = process.argv.slice(2)
const tiles = await Promise.all(files.map(f => sharp(f).resize(375, 812, { fit: 'contain', background: '#888' }).png().toBuffer()))
await sharp({ create: { width: 375 * tiles.length + 10 * (tiles.length - 1), height: 812, channels: 3, background: '#888' } })
  .composite(tiles.map((t, i) => ({ input: t, left: i * 385, top: 0 }))).png().toFile(out)
