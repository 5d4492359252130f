import { describe, expect, it } from 'vitest'
import {
  cutMetaText,
  META_DESCRIPTION_MAX,
  META_KEYWORDS_MAX,
  META_TITLE_MAX,
  pageMeta,
} from './page-meta.ts'

describe('cutMetaText', () => {
  it('keeps a text at the limit as it is', () => {
    const text = 'a'.repeat(META_TITLE_MAX)
    expect(cutMetaText(text, META_TITLE_MAX)).toBe(text)
  })

  it('cuts a longer text to 97 characters and an ellipsis', () => {
    const cut = cutMetaText('b'.repeat(META_TITLE_MAX + 1), META_TITLE_MAX)
    expect(cut).toBe(`${'b'.repeat(97)}...`)
    expect(cut).toHaveLength(META_TITLE_MAX)
  })

  it('trims surrounding white space before measuring', () => {
    expect(cutMetaText(`  ${'c'.repeat(META_TITLE_MAX)}  `, META_TITLE_MAX)).toHaveLength(100)
  })
})

describe('pageMeta', () => {
  it('cuts the title at 100, the description at 150 and the keywords at 450', () => {
    const meta = pageMeta({
      title: 't'.repeat(120),
      description: 'd'.repeat(200),
      keywords: Array.from({ length: 100 }, (_, i) => `keyword${i}`),
    })
    expect(meta.title).toBe(`${'t'.repeat(97)}...`)
    expect(meta.description).toBe(`${'d'.repeat(147)}...`)
    expect(meta.description).toHaveLength(META_DESCRIPTION_MAX)
    expect(meta.keywords).toHaveLength(META_KEYWORDS_MAX)
    expect(meta.keywords.endsWith('...')).toBe(true)
    expect(meta.keywords.startsWith('keyword0, keyword1, ')).toBe(true)
  })

  it('removes newlines from the description', () => {
    expect(pageMeta({ title: 'T', description: 'First line\n\nSecond\r\n line' }).description).toBe(
      'First line Second line',
    )
  })

  it('leaves out blank and repeated keywords and copes with no description', () => {
    expect(pageMeta({ title: 'T', keywords: ['Media', ' ', 'Media', 'Retail'] })).toEqual({
      title: 'T',
      description: '',
      keywords: 'Media, Retail',
    })
  })
})
