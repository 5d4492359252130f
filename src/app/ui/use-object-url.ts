import { useEffect, useState } from 'react'

/**
 * An object URL for a blob while the component shows it (a quote's attachment read with the
 * session, a booth photo kept on the device), revoked when the blob changes or the component goes.
 */
export function useObjectUrl(blob: Blob | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!blob) {
      setUrl(null)
      return
    }
    const made = URL.createObjectURL(blob)
    setUrl(made)
    return () => URL.revokeObjectURL(made)
  }, [blob])
  return url
}
