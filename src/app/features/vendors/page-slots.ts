import type { ComponentType } from 'react'

/** The page a buyer shares or asks a quote for: a vendor, maybe one of its tactics. */
export type SharedPage = {
  vendor: { id: number; name: string }
  tactic?: { id: number; name: string } | null
  searchId: number | null
}

/** The vendor or tactic a page's save control saves, with what its card shows while it waits. */
export type SavedPage = {
  kind: 'vendor' | 'tactic'
  id: number
  name: string
  vendor: { id: number; name: string; logo_url: string | null }
  description: string
}

/**
 * What a vendor or tactic page shows of other features, handed in by its route so the features
 * stay apart (docs/decisions/0004-layers.md): the buyer's actions, the save control, the nudge's
 * invitation, the company's members and its booth card.
 */
export type PageSlots = {
  Actions: ComponentType<SharedPage>
  /** The bookmark that saves the page's vendor or tactic to a shortlist. */
  Save: ComponentType<{ item: SavedPage }>
  InviteVendor: ComponentType<{ vendorId: number; vendorName: string; searchId: number | null }>
  Members: ComponentType<{ vendorId: number; companyName: string }>
  /** The QR code that opens the vendor; `own` on its members' page, which prints it. */
  BoothCard: ComponentType<{
    vendor: { id: number; name: string; logo: string | null }
    own: boolean
  }>
}
