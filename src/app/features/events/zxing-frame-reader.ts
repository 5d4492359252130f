import { prepareZXingModule, purgeZXingModule, readBarcodes } from 'zxing-wasm/reader'
// Served from this app's own build (and precached by the service worker): never the package's CDN.
import readerWasm from 'zxing-wasm/reader/zxing_reader.wasm?url'
import type { FrameReader } from './qr-reader.ts'

/** Frames are read at this size at most on their long side: a booth code fills much of one. */
const FRAME_MAX = 720

/** One object for every scan: the module is kept while its overrides stay the same. */
const OVERRIDES = {
  locateFile: (path: string, prefix: string) =>
    path.endsWith('.wasm') ? readerWasm : prefix + path,
}

/**
 * ZXing-C++ compiled to WebAssembly reading QR codes from the camera's frames, for browsers whose
 * BarcodeDetector reads none (Firefox, Chromium on Linux and Windows, Safari before 17). Loaded
 * only when a scan starts there, so no other page pays for it.
 */
export async function zxingFrameReader(): Promise<FrameReader> {
  try {
    await prepareZXingModule({ overrides: OVERRIDES, fireImmediately: true })
  } catch (error) {
    // Not kept failed: the next scan, online again, loads it anew.
    purgeZXingModule()
    throw error
  }
  const canvas = document.createElement('canvas')
  const context = canvas.getContext('2d', { willReadFrequently: true })
  if (!context) throw new Error('No 2D canvas to read camera frames from')
  return async (video) => {
    const scale = Math.min(1, FRAME_MAX / Math.max(video.videoWidth, video.videoHeight))
    canvas.width = Math.round(video.videoWidth * scale)
    canvas.height = Math.round(video.videoHeight * scale)
    if (canvas.width === 0 || canvas.height === 0) return null
    context.drawImage(video, 0, 0, canvas.width, canvas.height)
    const frame = context.getImageData(0, 0, canvas.width, canvas.height)
    const [found] = await readBarcodes(frame, {
      formats: ['QRCode'],
      tryHarder: true,
      maxNumberOfSymbols: 1,
    })
    return found?.isValid ? found.text : null
  }
}
