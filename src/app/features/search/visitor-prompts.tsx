import { recommendAfterLogin } from '../../session/recommend-after-login.ts'
import { openDialog } from '../../ui/dialog-store.ts'
import { LOGIN_TO_RECOMMEND } from './search-messages.ts'

/** The register-for-free prompt under a visitor's two results (docs/spec/marketplace.md §2, §6). */
export function RegisterPrompt({ total, noun }: { total: number; noun: string }) {
  return (
    <aside className="register-prompt" aria-labelledby="register-prompt-title">
      <h3 id="register-prompt-title">
        Register for free to see all {total} {noun}
      </h3>
      <p>
        Visitors see the first 2 results. Log in or register for free to see every result, page
        through them and request quotes.
      </p>
      <div className="register-prompt__actions">
        <button type="button" className="btn btn--primary" onClick={() => openDialog('register')}>
          Register for free
        </button>
        <button type="button" className="btn btn--outline" onClick={() => openDialog('login')}>
          Log in
        </button>
      </div>
    </aside>
  )
}

/** A visitor cannot recommend: the button opens the login dialog, and the modal follows login. */
export function LoginToRecommend() {
  const login = () => {
    recommendAfterLogin()
    openDialog('login')
  }
  return (
    <button type="button" className="btn btn--outline" onClick={login}>
      {LOGIN_TO_RECOMMEND}
    </button>
  )
}
