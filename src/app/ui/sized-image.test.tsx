import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { SizedImage } from './sized-image.tsx'

const UPLOAD = `/uploads/illustrations/${'a'.repeat(64)}.jpg`

describe('SizedImage', () => {
  it('offers an upload’s WebP variants for the width shown, with its layout size', () => {
    const html = renderToStaticMarkup(
      <SizedImage src={UPLOAD} alt="" width={200} height={200} sizes="50vw" />,
    )
    const base = UPLOAD.replace('.jpg', '')
    expect(html).toContain(
      `srcSet="${base}-w64.webp 64w, ${base}-w128.webp 128w, ${base}-w256.webp 256w, ${base}-w512.webp 512w"`,
    )
    expect(html).toContain('sizes="50vw"')
    expect(html).toContain('width="200" height="200"')
  })

  it('sizes an upload by its square width when no sizes are given', () => {
    const html = renderToStaticMarkup(<SizedImage src={UPLOAD} alt="" width={40} height={40} />)
    expect(html).toContain('sizes="40px"')
  })

  it('leaves an image that is not an upload as it is', () => {
    const html = renderToStaticMarkup(
      <SizedImage src="/images/default-avatar.svg" alt="" width={32} height={32} />,
    )
    expect(html).toContain('<img src="/images/default-avatar.svg" width="32" height="32" alt=""/>')
    expect(html).not.toMatch(/srcSet|sizes=/)
  })
})
