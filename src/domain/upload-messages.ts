/** An upload refused because it unpacks to more than the server's limits of memory or time. */
export const UPLOAD_TOO_COMPLEX =
  'This file is too complex to check: it unpacks to too much data or takes too long. Please upload a smaller or simpler file.'

/** An upload refused because too many files wait to be checked: the client may try again later. */
export const UPLOADS_BUSY = 'Many files are being checked right now. Please try again in a minute.'
