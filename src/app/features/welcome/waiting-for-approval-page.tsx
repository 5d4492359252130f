import { Link } from '@tanstack/react-router'
import type { Account } from '#domain/account.ts'
import { JOIN_REQUEST_TEXT } from '#domain/join-request-messages.ts'

/**
 * What a registrant waiting to join an existing company sees at /company (docs/api-access.md,
 * "Joining an existing company"): that they wait, or that they were declined, and the way on to
 * the marketplace meanwhile.
 */
export function WaitingForApprovalPage({
  request,
}: {
  request: NonNullable<Account['join_request']>
}) {
  const declined = request.status === 'declined'
  return (
    <section className="welcome container narrow">
      <h1>{declined ? JOIN_REQUEST_TEXT.declinedTitle : JOIN_REQUEST_TEXT.waitingTitle}</h1>
      <p>
        {declined
          ? JOIN_REQUEST_TEXT.declined(request.company_name)
          : JOIN_REQUEST_TEXT.waiting(request.company_name)}
      </p>
      <Link to="/search" className="btn btn--primary">
        {JOIN_REQUEST_TEXT.browseMarketplace}
      </Link>
    </section>
  )
}
