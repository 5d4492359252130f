import { Link } from '@tanstack/react-router'
import { bulb, create, megaphone, people, search, send } from 'ionicons/icons'
import { PRODUCT_NAME } from '#domain/brand.ts'

type Card = { icon: string; title: string; text: string }

const BENEFITS: Card[] = [
  {
    icon: people,
    title: 'Access to buyers',
    text: 'Be found by brand, shopper and trade marketers at consumer packaged goods companies who are planning their next campaign.',
  },
  {
    icon: megaphone,
    title: 'Build awareness',
    text: 'Publish a company profile and a catalogue of tactics, with videos and case illustrations, that buyers can share with their teams.',
  },
  {
    icon: bulb,
    title: 'Educate and sell',
    text: 'Explain what each tactic does along the path to purchase and receive quote requests straight into your sales rep’s inbox.',
  },
]

const STEPS: Card[] = [
  {
    icon: create,
    title: 'Register for free',
    text: 'Tell us whether you market a CPG brand or sell to CPG companies. It takes a minute.',
  },
  {
    icon: search,
    title: 'Search and compare',
    text: 'Filter tactics by path-to-purchase stage, brand objective, retailer and turnaround time, or browse vendors by type.',
  },
  {
    icon: send,
    title: 'Request quotes and share',
    text: 'Ask a vendor for a quote, share a tactic with a colleague, or recommend a vendor we are missing.',
  },
]

function CardGrid({ cards }: { cards: Card[] }) {
  return (
    <ul className="card-grid">
      {cards.map((card) => (
        <li key={card.title} className="info-card">
          <img src={card.icon} alt="" width="40" height="40" className="info-card__icon" />
          <h3>{card.title}</h3>
          <p>{card.text}</p>
        </li>
      ))}
    </ul>
  )
}

export function AboutSection() {
  return (
    <section className="landing-section" aria-labelledby="about-title">
      <div className="container narrow">
        <h2 id="about-title" className="section-title">
          About {PRODUCT_NAME}
        </h2>
        <p>
          {PRODUCT_NAME} is where marketers at consumer packaged goods companies discover the
          vendors and marketing tactics that move products off the shelf: retail media, in-store
          sampling, digital circulars, displays, loyalty offers and more. Vendors keep their profile
          and tactics up to date; buyers search, compare and reach out in one place, on the desk or
          on the show floor.
        </p>
      </div>
    </section>
  )
}

export function BenefitsSection() {
  return (
    <section className="landing-section landing-section--tinted" aria-labelledby="benefits-title">
      <div className="container">
        <h2 id="benefits-title" className="section-title">
          Benefits for Vendors
        </h2>
        <CardGrid cards={BENEFITS} />
      </div>
    </section>
  )
}

export function HowItWorksSection() {
  return (
    <section className="landing-section" aria-labelledby="how-title">
      <div className="container">
        <h2 id="how-title" className="section-title">
          How it works
        </h2>
        <CardGrid cards={STEPS} />
      </div>
    </section>
  )
}

export function RegisterCallToAction() {
  return (
    <section className="register-cta" aria-labelledby="register-cta-title">
      <div className="container narrow">
        <h2 id="register-cta-title">Registration is free</h2>
        <p>
          Create an account to see every vendor and tactic, request quotes and share what you find.
        </p>
        <Link to="/sign-up" className="btn btn--light">
          Register for free
        </Link>
      </div>
    </section>
  )
}
