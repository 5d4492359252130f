/** The server's texts for access (docs/api-access.md); the app shows the first one it receives. */
export const AUTH_MESSAGES = {
  unauthenticated: 'You need to sign in or sign up before continuing.',
  forbidden: 'Access to this resource on the server is denied',
  invalidCredentials: 'Invalid login credentials. Please try again.',
  unconfirmed: (email: string) =>
    `A confirmation email was sent to your account at ${email}. You must follow the instructions in the email before your account can be activated`,
  deactivated:
    'This account has been deactivated. Please contact the marketplace team to reactivate it.',
  tooManyAttempts: 'Too many login attempts. Please try again later.',
  tooManyRegistrations: 'Too many registration attempts. Please try again later.',
  tooManyRegistrationsOfEmail:
    'Too many registration attempts with this email today. Please try again tomorrow.',
  tooManyRequests: 'Too many requests. Please try again later.',
  recoverySent: 'If the email is registered, we have sent password reset instructions.',
  resetLinkRequired: 'Please use the link in the password reset email to set a new password.',
  emailTaken: 'Email has already been taken',
  companyNotFound: 'Please choose a company from the list',
  invitationNotFound: 'Invitation not found',
  invitationExpired: 'Invitation has expired',
  verificationSent: 'Verification e-mail sent.',
  linkExpired: 'The URL you requested is not valid or has expired.',
} as const
