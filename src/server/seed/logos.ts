import sharp from 'sharp'
import type { UploadStorage } from '../uploads/upload-storage.ts'
import { randomFor, seedFor } from './random.ts'

/** Company logo files at most; large catalogues share them rather than writing one per company. */
export const LOGO_POOL_SIZE = 200

const SEED_UPLOADS_FOLDER = 'seed'

/** Seed images are stored as WebP of this width: sharp enough for a 120 px logo on a 2x screen. */
const SEED_IMAGE_WIDTH = 256

/** Colours dark enough for white initials to pass WCAG AA contrast. */
const LOGO_COLOURS = [
  '#1d4ed8',
  '#0f766e',
  '#15803d',
  '#b91c1c',
  '#c2410c',
  '#a21caf',
  '#7c3aed',
  '#be123c',
  '#0369a1',
  '#4338ca',
  '#374151',
  '#065f46',
  '#9f1239',
  '#854d0e',
] as const

const FONT_FAMILY = "'Helvetica Neue', Helvetica, Arial, sans-serif"

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

export function toKebabCase(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’.]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

const NON_INITIAL_WORDS = new Set(['&', 'and', 'the', 'of', 'co', 'co.', 'inc', 'inc.'])

/** Up to two initials, e.g. "Aisle Nine Activation" → "AN", "Brightshelf Media" → "BM". */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => !NON_INITIAL_WORDS.has(word.toLowerCase()))
  const letters = words.map((word) => word.replace(/[^A-Za-z0-9]/g, '').charAt(0))
  return letters.filter(Boolean).slice(0, 2).join('').toUpperCase() || '?'
}

export function companyLogoSvg(name: string): string {
  const colour = randomFor('logo-colour', name).pick(LOGO_COLOURS)
  const initials = initialsOf(name)
  const fontSize = initials.length > 1 ? 64 : 76
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160" role="img">',
    `<title>${escapeXml(name)}</title>`,
    `<rect width="160" height="160" rx="32" fill="${colour}"/>`,
    `<text x="80" y="${80 + Math.round(fontSize * 0.35)}" text-anchor="middle" font-family="${escapeXml(FONT_FAMILY)}" font-size="${fontSize}" font-weight="700" fill="#ffffff">${escapeXml(initials)}</text>`,
    '</svg>',
    '',
  ].join('\n')
}

export function certificationBadgeSvg(name: string, acronym: string, colour: string): string {
  const fontSize = acronym.length > 4 ? 26 : 36
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160" role="img">',
    `<title>${escapeXml(name)}</title>`,
    `<circle cx="80" cy="80" r="76" fill="${colour}"/>`,
    '<circle cx="80" cy="80" r="62" fill="none" stroke="#ffffff" stroke-width="4"/>',
    `<text x="80" y="${80 + Math.round(fontSize * 0.35)}" text-anchor="middle" font-family="${escapeXml(FONT_FAMILY)}" font-size="${fontSize}" font-weight="700" fill="#ffffff">${escapeXml(acronym)}</text>`,
    '<text x="80" y="122" text-anchor="middle" font-family="Arial, sans-serif" font-size="13" font-weight="700" fill="#ffffff">CERTIFIED</text>',
    '</svg>',
    '',
  ].join('\n')
}

type PooledLogo = { initials: string; url: string }

/** Writes seed images to the upload storage's seed folder and answers the URL the database stores. */
export class SeedImageWriter {
  private companyLogos = 0
  /** Vendor logos that later vendors may share; CPG logos stay their company's own. */
  private readonly shareable: PooledLogo[] = []
  private filesWritten = 0

  private readonly storage: UploadStorage

  constructor(storage: UploadStorage) {
    this.storage = storage
  }

  get fileCount(): number {
    return this.filesWritten
  }

  /** CPG companies come first and are few, so each always gets its own file. */
  cpgLogoUrl(name: string, kebabName: string): Promise<string> {
    this.companyLogos += 1
    return this.write(kebabName, companyLogoSvg(name))
  }

  /**
   * Vendors get their own file until LOGO_POOL_SIZE company logos exist; later ones share a
   * vendor logo with the same initials, else the same first letter, so the picture still fits.
   */
  async vendorLogoUrl(name: string, kebabName: string): Promise<string> {
    const initials = initialsOf(name)
    if (this.companyLogos < LOGO_POOL_SIZE || this.shareable.length === 0) {
      this.companyLogos += 1
      const url = await this.write(kebabName, companyLogoSvg(name))
      this.shareable.push({ initials, url })
      return url
    }
    const candidates = [
      this.shareable.filter((logo) => logo.initials === initials),
      this.shareable.filter((logo) => logo.initials.charAt(0) === initials.charAt(0)),
      this.shareable,
    ].find((logos) => logos.length > 0) as PooledLogo[]
    return (candidates[seedFor(kebabName) % candidates.length] as PooledLogo).url
  }

  certificationBadgeUrl(name: string, acronym: string, colour: string): Promise<string> {
    return this.write(
      `certification-${toKebabCase(acronym)}`,
      certificationBadgeSvg(name, acronym, colour),
    )
  }

  /**
   * Drawn as SVG, stored as WebP, as an uploaded logo would be: the browser builds a document of
   * its own for every SVG image it shows, on the main thread (docs/performance.md, Images).
   */
  private async write(fileStem: string, svg: string): Promise<string> {
    const key = `${SEED_UPLOADS_FOLDER}/${fileStem}.webp`
    const webp = await sharp(Buffer.from(svg))
      .resize({ width: SEED_IMAGE_WIDTH })
      .webp({ quality: 85 })
      .toBuffer()
    await this.storage.write(key, webp)
    this.filesWritten += 1
    return `/uploads/${key}`
  }
}
