import { createFileRoute } from '@tanstack/react-router'
import { PRODUCT_NAME } from '../../domain/brand.ts'

export const Route = createFileRoute('/privacy-policy')({ component: PrivacyPolicy })

function PrivacyPolicy() {
  return (
    <article className="container narrow prose">
      <h1>Privacy policy</h1>
      <p>
        {PRODUCT_NAME} keeps the account details you give us (name, work email, company, job title
        and phone number) to run your account, to show vendors who asked them for a quote, and to
        send the emails you ask for. We never sell your data.
      </p>
      <h2>What we store</h2>
      <p>
        Your profile, the searches you run (to improve results), and the quotes, shares and
        recommendations you send. Passwords are stored only as salted hashes.
      </p>
      <h2>Emails</h2>
      <p>
        Account emails are sent when you register or reset a password. The weekly digest is sent
        only if you switch it on in Profile Settings, and you can switch it off at any time.
      </p>
      <h2>Your choices</h2>
      <p>
        You can edit or delete your profile from Profile Settings. To change your email address,
        open a support ticket.
      </p>
    </article>
  )
}
