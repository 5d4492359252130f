import { describe, expect, it } from 'vitest'
import { videoEmbed } from './video-embed-url.ts'

describe('videoEmbed', () => {
  it('plays a YouTube watch link from youtube-nocookie', () => {
    expect(videoEmbed('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10')).toEqual({
      provider: 'YouTube',
      src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    })
  })

  it('plays Vimeo links with do-not-track', () => {
    for (const url of [
      'https://vimeo.com/76979871',
      'https://vimeo.com/channels/staffpicks/76979871',
      'https://player.vimeo.com/video/76979871',
    ]) {
      expect(videoEmbed(url)).toEqual({
        provider: 'Vimeo',
        src: 'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1',
      })
    }
  })

  it('refuses other addresses', () => {
    expect(videoEmbed('https://example.com/watch?v=dQw4w9WgXcQ')).toBeNull()
    expect(videoEmbed('https://www.youtube.com/watch?v=short')).toBeNull()
    expect(videoEmbed('not a url')).toBeNull()
  })
})
