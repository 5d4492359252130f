import { LOGO_TYPES, VENDOR_MESSAGES } from '#domain/vendor-schemas.ts'
import { PicturePicker } from '../../ui/picture-picker.tsx'
import { DEFAULT_LOGO } from '../../ui/vendor-logo.tsx'
import { COMPANY_FORM_TEXT } from './company-form-messages.ts'

type Props = {
  /** The logo shown now: a saved one's URL, a cropped one's object URL, or null. */
  logo: string | null
  /** Takes the cropped square; see ImageCropperModal for what to resolve to. */
  onCropped: (logo: Blob) => Promise<boolean | string>
  onRemove: () => void
  removing?: boolean
  /** A server message about the logo (422 on `logo`). */
  error?: string
}

/** The company logo: choose a jpg or png, crop it square from 30% width, or remove it (§2). */
export function LogoPicker({ logo, ...rest }: Props) {
  return (
    <PicturePicker
      {...rest}
      picture={logo}
      fallback={DEFAULT_LOGO}
      alt={{ picture: 'Company logo', fallback: 'Default company logo' }}
      noun="logo"
      accepted={LOGO_TYPES}
      wrongFormat={VENDOR_MESSAGES.logoWrongFormat}
      cropTitle={COMPANY_FORM_TEXT.cropTitle}
      initialWidth={COMPANY_FORM_TEXT.cropInitialWidth}
      size={120}
      className="logo-picker"
    />
  )
}
