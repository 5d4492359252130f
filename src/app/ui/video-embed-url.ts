export type VideoEmbed = { provider: 'YouTube' | 'Vimeo'; src: string }

/**
 * The privacy-friendly player address of a YouTube watch link (youtube-nocookie) or a Vimeo link
 * (do-not-track), or null for anything else.
 */
export function videoEmbed(url: string): VideoEmbed | null {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return null
  }
  const host = parsed.hostname.replace(/^(www|m)\./, '')
  if (host === 'youtube.com' && parsed.pathname === '/watch') {
    const id = parsed.searchParams.get('v')
    if (id && /^[\w-]{11}$/.test(id)) {
      return { provider: 'YouTube', src: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1` }
    }
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = parsed.pathname.match(/\/(\d+)(?:\/[\da-f]+)?\/?$/)?.[1]
    if (id)
      return { provider: 'Vimeo', src: `https://player.vimeo.com/video/${id}?dnt=1&autoplay=1` }
  }
  return null
}
