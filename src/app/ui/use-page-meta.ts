import { useEffect } from 'react'
import { type PageMetaInput, pageMeta } from '../../domain/page-meta.ts'

type Props = PageMetaInput & { image?: string | null }

/** Sets a `<meta>` tag by name or property, creating it if the page has none; answers the old content. */
function setMeta(attribute: 'name' | 'property', key: string, content: string): string | null {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`)
  const previous = element?.getAttribute('content') ?? null
  if (!element) {
    element = document.createElement('meta')
    element.setAttribute(attribute, key)
    document.head.append(element)
  }
  element.setAttribute('content', content)
  return previous
}

function restoreMeta(attribute: 'name' | 'property', key: string, previous: string | null) {
  const element = document.head.querySelector(`meta[${attribute}="${key}"]`)
  if (previous === null) element?.remove()
  else element?.setAttribute('content', previous)
}

/**
 * The document title, description, keywords and Open Graph tags of a page, cut as docs/spec/marketplace.md
 * §2 Meta information says; the previous values come back when the page goes.
 */
export function usePageMeta({ title, description, keywords, image }: Props) {
  const keywordText = keywords?.join('\n') ?? ''
  useEffect(() => {
    const meta = pageMeta({ title, description, keywords: keywordText.split('\n') })
    const tags: ['name' | 'property', string, string][] = [
      ['name', 'description', meta.description],
      ['name', 'keywords', meta.keywords],
      ['property', 'og:title', meta.title],
      ['property', 'og:description', meta.description],
      ['property', 'og:type', 'website'],
      ['property', 'og:url', window.location.href],
    ]
    if (image) tags.push(['property', 'og:image', new URL(image, window.location.origin).href])
    const previousTitle = document.title
    document.title = meta.title
    const previous = tags.map(([attribute, key, content]) => setMeta(attribute, key, content))
    return () => {
      document.title = previousTitle
      tags.forEach(([attribute, key], i) => {
        restoreMeta(attribute, key, previous[i] ?? null)
      })
    }
  }, [title, description, keywordText, image])
}
