/** The host of a website without scheme, port, path or a leading www., for matching companies. */
export function websiteDomain(website: string): string {
  const host = website
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .split(/[/:?#]/)[0] as string
  return host.replace(/^www\./, '')
}
