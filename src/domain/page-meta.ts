/** docs/spec/marketplace.md §2 Meta information: the limits of a page's meta title, description and keywords. */
export const META_TITLE_MAX = 100
export const META_DESCRIPTION_MAX = 150
export const META_KEYWORDS_MAX = 450

const ELLIPSIS = '...'

/** Text of at most `max` characters: a longer one keeps max - 3 of them and ends with "...". */
export function cutMetaText(text: string, max: number): string {
  const trimmed = text.trim()
  if (trimmed.length <= max) return trimmed
  return `${trimmed.slice(0, max - ELLIPSIS.length).trimEnd()}${ELLIPSIS}`
}

export type PageMetaInput = {
  title: string
  description?: string | null
  keywords?: readonly string[]
}

export type PageMeta = { title: string; description: string; keywords: string }

/** The title, description (newlines removed) and keywords of a page, each cut to its limit. */
export function pageMeta({ title, description, keywords = [] }: PageMetaInput): PageMeta {
  const oneLine = (description ?? '').replace(/\s*[\r\n]+\s*/g, ' ')
  const words = [...new Set(keywords.map((k) => k.trim()).filter(Boolean))]
  return {
    title: cutMetaText(title, META_TITLE_MAX),
    description: cutMetaText(oneLine, META_DESCRIPTION_MAX),
    keywords: cutMetaText(words.join(', '), META_KEYWORDS_MAX),
  }
}

/** A vendor page's meta; the description is the vendor's own when the viewer may see it. */
export function vendorPageMeta(vendor: {
  name: string
  vendorTypes: readonly string[]
  description?: string | null
}): PageMetaInput {
  return {
    title: vendor.name,
    description: vendor.description ?? `${vendor.name}: ${vendor.vendorTypes.join(', ')}`,
    keywords: [vendor.name, ...vendor.vendorTypes],
  }
}

/** A tactic page's meta; the description is the tactic's own when the viewer may see it. */
export function tacticPageMeta(tactic: {
  name: string
  vendorName: string
  tacticTypes: readonly string[]
  description?: string | null
}): PageMetaInput {
  return {
    title: `${tactic.name} | ${tactic.vendorName}`,
    description: tactic.description ?? `${tactic.name}: ${tactic.tacticTypes.join(', ')}`,
    keywords: [tactic.name, tactic.vendorName, ...tactic.tacticTypes],
  }
}
