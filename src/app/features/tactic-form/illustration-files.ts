/** docs/spec/marketplace.md §5 Illustrations: png, jpg, jpeg and pdf, judged again by content on the server. */
const ILLUSTRATION_EXTENSIONS = ['png', 'jpg', 'jpeg', 'pdf']
const ILLUSTRATION_TYPES = ['image/png', 'image/jpeg', 'application/pdf']

/** The file picker's filter. */
export const ILLUSTRATION_ACCEPT = '.png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf'

export function isIllustrationFile(file: Pick<File, 'name' | 'type'>): boolean {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? ''
  return (
    ILLUSTRATION_EXTENSIONS.includes(extension) &&
    (file.type === '' || ILLUSTRATION_TYPES.includes(file.type))
  )
}
