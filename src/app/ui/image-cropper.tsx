import './image-cropper.css'
import Cropper, { type CropperImage, type CropperSelection } from 'cropperjs'
import { type Ref, useEffect, useImperativeHandle, useRef } from 'react'
import { initialCropSide } from './initial-crop-side.ts'

/** Square output, big enough for a sharp avatar on a high-density screen. */
const OUTPUT_SIZE = 512

// A fixed image with one movable, resizable square selection; arrow keys move it.
const TEMPLATE =
  '<cropper-canvas background>' +
  '<cropper-image initial-fit="contain"></cropper-image>' +
  '<cropper-shade hidden></cropper-shade>' +
  '<cropper-handle action="select" plain></cropper-handle>' +
  '<cropper-selection aspect-ratio="1" movable resizable keyboard outlined>' +
  '<cropper-grid role="grid" bordered covered></cropper-grid>' +
  '<cropper-crosshair centered></cropper-crosshair>' +
  '<cropper-handle action="move" theme-color="rgba(255, 255, 255, 0.35)"></cropper-handle>' +
  '<cropper-handle action="ne-resize"></cropper-handle>' +
  '<cropper-handle action="nw-resize"></cropper-handle>' +
  '<cropper-handle action="se-resize"></cropper-handle>' +
  '<cropper-handle action="sw-resize"></cropper-handle>' +
  '</cropper-selection>' +
  '</cropper-canvas>'

type Rect = { x: number; y: number; width: number; height: number }

export type ImageCropperHandle = {
  /** The selected square as a white-backed jpeg. */
  toBlob(): Promise<Blob>
}

/** The image's box inside the cropper canvas, in the selection's coordinates. */
function imageBounds(canvas: HTMLElement, image: HTMLElement): Rect {
  const outer = canvas.getBoundingClientRect()
  const inner = image.getBoundingClientRect()
  return {
    x: inner.left - outer.left,
    y: inner.top - outer.top,
    width: inner.width,
    height: inner.height,
  }
}

const within = (rect: Rect, bounds: Rect) =>
  rect.x >= bounds.x - 1 &&
  rect.y >= bounds.y - 1 &&
  rect.x + rect.width <= bounds.x + bounds.width + 1 &&
  rect.y + rect.height <= bounds.y + bounds.height + 1

type Props = {
  src: string
  alt: string
  ref: Ref<ImageCropperHandle>
  /** The starting square's width as a share of the image's width (0–1). */
  initialWidth?: number
}

/** cropperjs 2 (web components) on an object URL; the selection stays a square inside the image. */
export function ImageCropper({ src, alt, ref, initialWidth }: Props) {
  const container = useRef<HTMLDivElement>(null)
  const cropper = useRef<Cropper | null>(null)

  useEffect(() => {
    const host = container.current
    if (!host) return
    const source = new Image()
    source.src = src
    source.alt = alt
    const instance = new Cropper(source, { container: host, template: TEMPLATE })
    cropper.current = instance
    const canvas = instance.getCropperCanvas()
    const image = instance.getCropperImage() as CropperImage | null
    const selection = instance.getCropperSelection() as CropperSelection | null
    if (!canvas || !image || !selection) throw new Error('The cropper template lost a part')
    let disposed = false

    // cropperjs listens on the document: Delete or Backspace anywhere would clear the selection.
    const keepSelection = (event: KeyboardEvent) => {
      if (event.key === 'Delete' || event.key === 'Backspace') event.preventDefault()
    }
    document.addEventListener('keydown', keepSelection, true)
    const keepInsideImage = (event: Event) => {
      const bounds = imageBounds(canvas, image)
      if (!within((event as CustomEvent<Rect>).detail, bounds)) event.preventDefault()
    }
    // The square is placed once the frame has its size: a modal still coming in on a slow phone
    // lays the frame out after the image is ready, and a square measured then was 0 px wide.
    const placeSelection = () => {
      const bounds = imageBounds(canvas, image)
      const side = initialCropSide(bounds, initialWidth)
      selection.$change(
        bounds.x + (bounds.width - side) / 2,
        bounds.y + (bounds.height - side) / 2,
        side,
        side,
      )
      selection.addEventListener('change', keepInsideImage)
    }
    const framed = new ResizeObserver(() => {
      if (disposed || canvas.offsetWidth === 0 || canvas.offsetHeight === 0) return
      framed.disconnect()
      image.$center('contain')
      requestAnimationFrame(() => {
        if (!disposed) placeSelection()
      })
    })
    void image.$ready().then(() => {
      if (!disposed) framed.observe(canvas)
    })
    return () => {
      disposed = true
      framed.disconnect()
      document.removeEventListener('keydown', keepSelection, true)
      selection.removeEventListener('change', keepInsideImage)
      instance.destroy()
      cropper.current = null
    }
  }, [src, alt, initialWidth])

  useImperativeHandle(ref, () => ({
    async toBlob() {
      const selection = cropper.current?.getCropperSelection()
      if (!selection) throw new Error('The cropper is not ready')
      const canvas = await selection.$toCanvas({
        width: OUTPUT_SIZE,
        height: OUTPUT_SIZE,
        beforeDraw: (context, target) => {
          context.fillStyle = '#fff'
          context.fillRect(0, 0, target.width, target.height)
        },
      })
      return new Promise<Blob>((resolve, reject) =>
        canvas.toBlob(
          (blob) => (blob ? resolve(blob) : reject(new Error('Canvas is empty'))),
          'image/jpeg',
          0.9,
        ),
      )
    },
  }))

  return <div ref={container} className="image-cropper" />
}
