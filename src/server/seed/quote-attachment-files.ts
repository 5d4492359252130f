import sharp from 'sharp'
import { escapeXml } from './logos.ts'

/**
 * A one-page PDF showing the given lines, with a correct cross-reference table, so that every
 * viewer opens it without repairing it.
 */
export function pdfWithLines(lines: readonly string[]): Uint8Array {
  const text = lines
    .map(
      (line, i) => `BT /F1 14 Tf 72 ${720 - i * 24} Td (${line.replace(/[()\\]/g, '\\$&')}) Tj ET`,
    )
    .join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body))
    body += `${i + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = Buffer.byteLength(body)
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return new TextEncoder().encode(body)
}

/** A small PNG card with a title and lines, drawn from SVG. */
export async function pngCard(title: string, lines: readonly string[]): Promise<Uint8Array> {
  const rows = lines
    .map((line, i) => `<text x="24" y="${96 + i * 32}" font-size="20">${escapeXml(line)}</text>`)
    .join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="${120 + lines.length * 32}"><rect width="100%" height="100%" fill="#ffffff"/><text x="24" y="52" font-size="26" font-weight="bold" fill="#1f4e8c">${escapeXml(title)}</text><g fill="#1c2430" font-family="Helvetica, Arial, sans-serif">${rows}</g></svg>`
  return new Uint8Array(await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer())
}
