import * as v from 'valibot'
import { firstIssueOnly } from './fields.ts'

/** docs/spec/marketplace.md §5 and §9: at most 4 videos per company or tactic, each URL at most 100. */
export const VIDEOS_MAX = 4
export const VIDEO_URL_MAX = 100

export const VIDEO_MESSAGES = {
  invalid: 'Not valid video URL',
  tooMany: '4 videos maximum',
} as const

/** A YouTube watch link (https://www.youtube.com/watch?v=…, 11-character id). */
const YOUTUBE_WATCH =
  /^https?:\/\/(www\.|m\.)?youtube\.com\/watch\?([\w.~%-]+=[\w.~%-]*&)*v=[\w-]{11}(&[\w.~%-]+=[\w.~%-]*)*$/
/** A Vimeo link: vimeo.com/{id}, vimeo.com/channels/{name}/{id} or player.vimeo.com/video/{id}. */
const VIMEO =
  /^https?:\/\/((www\.)?vimeo\.com\/(channels\/[\w-]+\/)?\d+(\/[\da-f]+)?|player\.vimeo\.com\/video\/\d+)(\?[\w.~%=&-]*)?$/

export function isVideoUrl(url: string): boolean {
  return url.length <= VIDEO_URL_MAX && (YOUTUBE_WATCH.test(url) || VIMEO.test(url))
}

export const videoUrlField = () =>
  firstIssueOnly(
    v.pipe(v.string(VIDEO_MESSAGES.invalid), v.trim(), v.check(isVideoUrl, VIDEO_MESSAGES.invalid)),
  )

/** The videos of a company or a tactic; an error on one URL is reported under videos.{index}. */
export const videosField = () =>
  v.optional(
    v.pipe(
      v.array(videoUrlField(), VIDEO_MESSAGES.invalid),
      v.maxLength(VIDEOS_MAX, VIDEO_MESSAGES.tooMany),
    ),
    [],
  )
