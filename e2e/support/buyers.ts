import { DEMO_PASSWORD, demoEmail } from './auth-ui.ts'
import { createUser } from './database.ts'

/**
 * A buyer of the demo CPG company of their own (password DEMO_PASSWORD): the emails one test
 * sends then never count against another test's hourly buyer-action limit.
 */
export async function newBuyer(): Promise<string> {
  const { email } = await createUser({
    role: 'cpg_user',
    password: DEMO_PASSWORD,
    companyOf: demoEmail('cpg_user'),
  })
  return email
}
