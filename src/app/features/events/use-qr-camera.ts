import { useEffect, useRef, useState } from 'react'
import { type FrameReader, qrFrameReader } from './qr-reader.ts'

/** What the camera does: why it shows nothing, when it does not. */
export type CameraStatus = 'starting' | 'live' | 'refused' | 'absent' | 'failed' | 'no-reader'

/** A frame read this often: a phone keeps its battery, a code held up is read within a moment. */
const READ_EVERY_MS = 250

function problemOf(error: unknown): CameraStatus {
  const name = error instanceof Error ? error.name : ''
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'refused'
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'absent'
  return 'failed'
}

function stop(stream: MediaStream | null) {
  for (const track of stream?.getTracks() ?? []) track.stop()
}

/**
 * While `active`, the rear camera (the front one on a laptop) shows in `video` and its frames are
 * read for QR codes; each code read goes to `onCode`, which answers whether scanning is done.
 * The camera is stopped as soon as `active` ends, the element goes or the component does. The
 * element comes as state, not a ref: a modal mounts its content after the modal itself.
 */
export function useQrCamera(
  video: HTMLVideoElement | null,
  active: boolean,
  onCode: (text: string) => boolean,
): CameraStatus {
  const [status, setStatus] = useState<CameraStatus>('starting')
  const handle = useRef(onCode)
  handle.current = onCode

  useEffect(() => {
    if (!active || !video) return
    const element = video
    let ended = false
    let stream: MediaStream | null = null
    let timer: ReturnType<typeof setTimeout> | undefined

    const readFrames = (read: FrameReader) => {
      const next = async () => {
        if (ended) return
        const text =
          element.readyState >= element.HAVE_CURRENT_DATA
            ? await read(element).catch(() => null)
            : null
        if (ended || (text !== null && handle.current(text))) return
        timer = setTimeout(next, READ_EVERY_MS)
      }
      void next()
    }

    const start = async () => {
      setStatus('starting')
      if (!navigator.mediaDevices?.getUserMedia) return setStatus('absent')
      // The reader loads while the person answers the camera prompt.
      const reader = qrFrameReader()
      reader.catch(() => {})
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        })
      } catch (error) {
        if (!ended) setStatus(problemOf(error))
        return
      }
      if (ended) return stop(stream)
      element.srcObject = stream
      await element.play().catch(() => {})
      let read: FrameReader
      try {
        read = await reader
      } catch {
        stop(stream)
        if (!ended) setStatus('no-reader')
        return
      }
      if (ended) return
      setStatus('live')
      readFrames(read)
    }

    void start()
    return () => {
      ended = true
      clearTimeout(timer)
      stop(stream)
      element.srcObject = null
    }
  }, [active, video])

  return status
}
