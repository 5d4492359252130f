import type { Config } from '../config.ts'
import { LocalUploadStorage } from './local-storage.ts'
import { S3UploadStorage } from './s3-storage.ts'
import type { UploadStorage } from './upload-storage.ts'

/** Object storage when S3_* is configured, else the local folder DATA_DIR/uploads. */
export function openUploadStorage(config: Config): UploadStorage {
  return config.s3 ? new S3UploadStorage(config.s3) : new LocalUploadStorage(config.uploadsDir)
}
