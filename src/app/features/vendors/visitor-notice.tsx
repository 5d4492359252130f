import { openDialog } from '../../ui/dialog-store.ts'
import { VENDOR_TEXT } from './vendor-messages.ts'

/** What a visitor sees beside limited data: the dialogs to register or log in (§8). */
export function VisitorNotice() {
  return (
    <div className="alert alert--info visitor-notice">
      <p className="alert__message">{VENDOR_TEXT.limitedData}</p>
      <div className="wrap-row">
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => openDialog('register', { visitorGate: true })}
        >
          Register for free
        </button>
        <button
          type="button"
          className="btn btn--outline"
          onClick={() => openDialog('login', { visitorGate: true })}
        >
          Log in
        </button>
      </div>
    </div>
  )
}
