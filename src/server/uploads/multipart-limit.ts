import { routeBodyLimit } from '../body-limits.ts'
import type { FieldErrors } from '../http-errors.ts'
import { fieldErrors } from '../http-errors.ts'

/** Room for the multipart envelope and the form's other fields around the accepted files. */
const MULTIPART_OVERHEAD = 256 * 1024

/** Refuses a body larger than its files may be, before it is read, with the given field errors. */
export const multipartLimit = (filesMaxBytes: number, errors: FieldErrors) =>
  routeBodyLimit(filesMaxBytes + MULTIPART_OVERHEAD, (c) => fieldErrors(c, errors))
