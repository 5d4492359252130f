/** The page's message to the service worker: cache these images it showed (src/sw.ts). */
export const WARM_IMAGES = 'WARM_IMAGES'

export type WarmImagesMessage = { type: typeof WARM_IMAGES; urls: string[] }
