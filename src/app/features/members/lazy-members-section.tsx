import { lazy, Suspense } from 'react'

// Loaded with the page that shows it: the forms library it uses stays out of the first paint.
const MembersSection = lazy(() =>
  import('./members-section.tsx').then((module) => ({ default: module.MembersSection })),
)

export function LazyMembersSection(props: { vendorId: number; companyName: string }) {
  return (
    <Suspense fallback={null}>
      <MembersSection {...props} />
    </Suspense>
  )
}
