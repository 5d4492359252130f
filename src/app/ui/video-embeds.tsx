import { playCircleOutline } from 'ionicons/icons'
import { useState } from 'react'
import { Icon } from './icon.tsx'
import { videoEmbed } from './video-embed-url.ts'

/**
 * Videos of a company or tactic. A player loads only when asked for, so that opening a page
 * contacts no video site and sets none of its cookies.
 */
export function VideoEmbeds({ videos, label }: { videos: readonly string[]; label: string }) {
  const embeds = videos.flatMap((url) => {
    const embed = videoEmbed(url)
    return embed ? [{ url, ...embed }] : []
  })
  if (embeds.length === 0) return null
  return (
    <ul className="video-list">
      {embeds.map((embed, index) => (
        <li key={embed.url}>
          <VideoEmbed {...embed} title={`${label}: video ${index + 1} (${embed.provider})`} />
        </li>
      ))}
    </ul>
  )
}

/** The player or its play button, and under it a link to the video on its site. */
function VideoEmbed({ src, title, url }: { src: string; title: string; url: string }) {
  const [playing, setPlaying] = useState(false)
  return (
    <>
      {playing ? (
        <iframe
          className="video-frame"
          src={src}
          title={title}
          loading="lazy"
          allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button type="button" className="video-frame video-play" onClick={() => setPlaying(true)}>
          <Icon icon={playCircleOutline} size={48} />
          <span className="video-play__title">Play {title}</span>
        </button>
      )}
      <a className="tap-link" href={url} target="_blank" rel="noopener noreferrer">
        Open on the video site
      </a>
    </>
  )
}
