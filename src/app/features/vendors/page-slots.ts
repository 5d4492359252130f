import type { ComponentType } from 'react'

/** The page a buyer shares or asks a quote for: a vendor, maybe one of its tactics. */
export type SharedPage = {
  vendor: { id: number; name: string }
  tactic?: { id: number; name: string } | null
  searchId: number | null
}

/**
 * What a vendor or tactic page shows of other features, handed in by its route so the features
 * stay apart (docs/decisions/0004-layers.md): the buyer's actions, the nudge's invitation and the
 * company's members.
 */
export type PageSlots = {
  Actions: ComponentType<SharedPage>
  InviteVendor: ComponentType<{ vendorId: number; vendorName: string; searchId: number | null }>
  Members: ComponentType<{ vendorId: number; companyName: string }>
}
