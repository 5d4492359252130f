import type { UploadStorage } from '../uploads/upload-storage.ts'

/**
 * Copies every upload from one storage to another (the local folder, a bucket or a backup's
 * `uploads/`), one at a time; keys are content hashes, so a key already there is the same file.
 */
export async function copyUploads(from: UploadStorage, to: UploadStorage): Promise<number> {
  let copied = 0
  for await (const key of from.keys()) {
    const upload = await from.read(key)
    if (!upload) continue
    await to.write(key, Buffer.concat(await upload.body.toArray()))
    copied++
  }
  return copied
}
