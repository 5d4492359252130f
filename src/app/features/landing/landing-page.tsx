import {
  AboutSection,
  BenefitsSection,
  HowItWorksSection,
  RegisterCallToAction,
} from './landing-sections.tsx'
import { LogoSlider } from './logo-slider.tsx'
import { SearchBanner } from './search-banner.tsx'

export function LandingPage() {
  return (
    <>
      <SearchBanner />
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
