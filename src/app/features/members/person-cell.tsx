import { SizedImage } from '../../ui/sized-image.tsx'

/** A member's picture (or initials), name and email. */
export function PersonCell({
  name,
  email,
  picture,
}: {
  name: string
  email: string | null
  picture: string | null
}) {
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('')
  return (
    <div className="member-person">
      {picture ? (
        <SizedImage className="member-person__avatar" src={picture} alt="" width={40} height={40} />
      ) : (
        <span className="member-person__avatar" aria-hidden="true">
          {initials}
        </span>
      )}
      <span className="member-person__text">
        <span className="member-person__name">{name}</span>
        {email && <span className="member-person__email">{email}</span>}
      </span>
    </div>
  )
}
