/** Emails one address may receive a day from what users do (shares, invitations, quote copies). */
export const MAILS_PER_RECIPIENT_PER_DAY = 10

/** Recipients one user's actions may reach a day, all kinds of email together. */
export const MAILS_PER_USER_PER_DAY = 100

export const MAIL_LIMIT_MESSAGES = {
  tooManyToday: `You have sent the most emails allowed today (${MAILS_PER_USER_PER_DAY}). Please try again tomorrow.`,
  recipientFull: (addresses: string[]) =>
    `${addresses.join(', ')} already received the most emails allowed today. Please try again tomorrow.`,
} as const
