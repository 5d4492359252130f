import type { Page } from '@playwright/test'

/**
 * What the page's camera gives: a picture it films (a PNG as a data: URL, held up in the middle of
 * a grey scene), a scene with no code in it, or the person refusing the camera.
 */
export type FakeCamera = { picture: string } | 'scene' | 'refused'

/**
 * Runs in the page: `navigator.mediaDevices.getUserMedia` answers a canvas's stream that films the
 * camera's scene ten times a second, or refuses as a browser does when the person says no.
 */
function installFakeCamera(camera: FakeCamera) {
  // Init scripts run in every frame; a video player's frame has no use for a camera.
  if (!navigator.mediaDevices) return
  navigator.mediaDevices.getUserMedia = async () => {
    if (camera === 'refused') throw new DOMException('Permission denied', 'NotAllowedError')
    const canvas = document.createElement('canvas')
    canvas.width = 640
    canvas.height = 480
    const context = canvas.getContext('2d') as CanvasRenderingContext2D
    const picture = new Image()
    if (camera !== 'scene') picture.src = camera.picture
    const film = () => {
      context.fillStyle = '#5f6b7a'
      context.fillRect(0, 0, 640, 480)
      // A booth's back wall and counter, so the preview shows something of a show floor.
      context.fillStyle = '#d8dde4'
      context.fillRect(60, 40, 520, 300)
      context.fillStyle = '#1f4e8c'
      context.fillRect(120, 340, 400, 100)
      if (picture.complete && picture.naturalWidth > 0)
        context.drawImage(picture, 190, 60, 260, 260)
    }
    film()
    setInterval(film, 100)
    const stream = canvas.captureStream(10)
    const filmed = window as unknown as { filmedStreams?: MediaStream[] }
    filmed.filmedStreams = [...(filmed.filmedStreams ?? []), stream]
    return stream
  }
}

/** Whether a camera stream the page was given still films (a track not stopped). */
export function cameraLive(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    ((window as unknown as { filmedStreams?: MediaStream[] }).filmedStreams ?? []).some((stream) =>
      stream.getTracks().some((track) => track.readyState === 'live'),
    ),
  )
}

/** Every page the context opens from now on has this camera. */
export async function fakeCamera(page: Page, camera: FakeCamera): Promise<void> {
  await page.addInitScript(installFakeCamera, camera)
}

/** The page as it is now has this camera, until it is loaded again. */
export async function swapCamera(page: Page, camera: FakeCamera): Promise<void> {
  await page.evaluate(installFakeCamera, camera)
}

/** A PNG's bytes as the data: URL a fake camera films. */
export const pngDataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`
