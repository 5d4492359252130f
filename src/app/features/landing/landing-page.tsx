import { useSearch } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { type SearchParams, searchKindOf } from '../search/search-params.ts'
import {
  AboutSection,
  BenefitsSection,
  HowItWorksSection,
  RegisterCallToAction,
} from './landing-sections.tsx'
import { LogoSlider } from './logo-slider.tsx'
import { landingSearchOf } from './redirect-signed-in.ts'
import { SearchBanner } from './search-banner.tsx'

// Loaded only for a visitor's search, so the pre-rendered landing page stays light.
const VisitorResults = lazy(() => import('../search/visitor-results.tsx'))

/** The landing page, also under the /log-in, /sign-up and other dialog routes (same search schema). */
export function LandingPage() {
  const search = landingSearchOf(
    useSearch({ strict: false }) as SearchParams & Record<string, unknown>,
  )
  return (
    <>
      <SearchBanner />
      {searchKindOf(search) && (
        <Suspense fallback={null}>
          <VisitorResults search={search} />
        </Suspense>
      )}
      <div className="container sliders">
        <LogoSlider
          kind="registered_vendors"
          title="Registered vendors"
          logoAlt="Registered vendor logo"
        />
        <LogoSlider
          kind="cpg_clients"
          title="Registered CPG marketers"
          logoAlt="Registered CPG marketer logo"
        />
      </div>
      <AboutSection />
      <BenefitsSection />
      <HowItWorksSection />
      <RegisterCallToAction />
    </>
  )
}
