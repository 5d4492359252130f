import { useSearch } from '@tanstack/react-router'
import { type ComponentType, Suspense } from 'react'
import { landingSearchOf } from '../../navigation/redirect-signed-in.ts'
import { type SearchParams, searchKindOf } from '../../navigation/search-params.ts'
import {
  AboutSection,
  BenefitsSection,
  HowItWorksSection,
  RegisterCallToAction,
} from './landing-sections.tsx'
import { LogoSlider } from './logo-slider.tsx'
import { SearchBanner } from './search-banner.tsx'

/**
 * The landing page, also under the /log-in, /sign-up and other dialog routes (same search schema).
 * A visitor's search shows `VisitorResults`, from the search feature, handed in by the route.
 */
export function LandingPage({
  VisitorResults,
}: {
  VisitorResults: ComponentType<{ search: SearchParams }>
}) {
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
