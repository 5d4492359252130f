import { Link } from '@tanstack/react-router'
import { WELCOME_TEXT } from './welcome-texts.ts'

/** The vendor staff landing for a company admin whose company has no profile yet. */
export function WelcomePage() {
  return (
    <section className="welcome container narrow">
      <h1>{WELCOME_TEXT.title}</h1>
      <p>{WELCOME_TEXT.lead}</p>
      <Link to="/company/create" className="btn btn--primary">
        {WELCOME_TEXT.createCompany}
      </Link>
    </section>
  )
}
