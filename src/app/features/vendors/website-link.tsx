import { useRecordWebsiteVisit } from './record-website-visit.ts'

/** A stored website as a link address: one typed without a scheme opens over https. */
export function websiteHref(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`
}

type Props = { website: string; vendorId: number; tacticId?: number; searchId: number | null }

/** The vendor's website, in a new tab; the click is recorded as a search statistic (§2, §7). */
export function WebsiteLink({ website, vendorId, tacticId, searchId }: Props) {
  const record = useRecordWebsiteVisit()
  return (
    <a
      href={websiteHref(website)}
      target="_blank"
      rel="noopener noreferrer"
      onClick={() =>
        record.mutate({
          search_id: searchId,
          vendor_id: vendorId,
          ...(tacticId === undefined ? {} : { tactic_id: tacticId }),
          website_visited: true,
        })
      }
    >
      {website.replace(/^https?:\/\//i, '').replace(/\/$/, '')}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  )
}
