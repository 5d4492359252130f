/** Reads the QR code in the video's current frame: its text, or null when it sees none. */
export type FrameReader = (video: HTMLVideoElement) => Promise<string | null>

/** The Shape Detection API's BarcodeDetector, which TypeScript's DOM types do not declare yet. */
type BarcodeDetectorClass = {
  new (options: {
    formats: string[]
  }): {
    detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>
  }
  getSupportedFormats(): Promise<string[]>
}

async function qrBarcodeDetector(): Promise<BarcodeDetectorClass | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector
  if (!Detector) return null
  try {
    return (await Detector.getSupportedFormats()).includes('qr_code') ? Detector : null
  } catch {
    return null
  }
}

/**
 * The browser's barcode detector where it reads QR codes (Chrome on Android and macOS, Safari 17),
 * otherwise ZXing in WebAssembly, fetched only then (docs/spec/workspace.md §6).
 */
export async function qrFrameReader(): Promise<FrameReader> {
  const Detector = await qrBarcodeDetector()
  if (Detector) {
    const detector = new Detector({ formats: ['qr_code'] })
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null
  }
  const { zxingFrameReader } = await import('./zxing-frame-reader.ts')
  return zxingFrameReader()
}
