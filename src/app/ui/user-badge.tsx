import type { Account } from '../../domain/account.ts'
import { SizedImage } from './sized-image.tsx'

export const DEFAULT_AVATAR = '/images/default-avatar.svg'

/** The profile picture (or the default one) and the user's first and last name. */
export function UserBadge({ user }: { user: Account }) {
  return (
    <>
      <SizedImage
        className="avatar"
        src={user.profile_picture ?? DEFAULT_AVATAR}
        alt=""
        width={32}
        height={32}
      />
      <span className="user-badge__name">
        {user.first_name} {user.last_name}
      </span>
    </>
  )
}
