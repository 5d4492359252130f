import type { AdminCompany } from '#domain/admin-companies.ts'
import { counted } from './counted.ts'

/** A company as a merge names it: its type, members and vendor profile. */
export function companyFacts(company: AdminCompany): string {
  const facts = [
    company.company_type === 'vendor' ? 'Vendor' : 'CPG marketer',
    counted(company.members, 'member', 'members'),
  ]
  if (company.vendor_id !== null)
    facts.push(`vendor profile, ${counted(company.tactics, 'tactic', 'tactics')}`)
  if (company.website) facts.push(company.website)
  return facts.join(' · ')
}

/** What the admin site's Companies section says (docs/api-admin.md, "Companies"). */
export const COMPANY_TEXT = {
  title: 'Companies',
  intro:
    'Requests to join a company with members, which its admins decide and you may too, and merging two companies that are the same firm.',
  joinRequests: 'Join requests',
  noJoinRequests: 'No request to join a company is waiting.',
  approved: (name: string, company: string) => `${name} is now a member of ${company}.`,
  declined: (name: string, company: string) => `${name}’s request to join ${company} was declined.`,
  merge: 'Merge two companies',
  mergeIntro:
    'Choose the company that goes away and the one that stays: its members, vendor profile, tactics and everything referring to it move to the company kept. A vendor company cannot be merged into a CPG company.',
  gone: 'Company to merge',
  kept: 'Company to keep',
  find: 'Type a company name',
  searching: 'Searching…',
  noMatch: (query: string) => `No company is named like “${query}”.`,
  /** Read before a found company's name, which its button shows. */
  choose: 'Choose ',
  change: 'Choose another',
  mergeButton: 'Merge companies',
  mergeTitle: 'Merge these companies?',
  mergeQuestion: (gone: string, kept: string) =>
    `${gone} will be merged into ${kept} and deleted. This cannot be undone.`,
  cancel: 'Cancel',
  merged: (gone: string, kept: string) => `${gone} is merged into ${kept}.`,
  failed: 'The companies could not be merged. Try again.',
} as const
