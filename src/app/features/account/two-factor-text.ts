import { RECOVERY_CODE_COUNT } from '#domain/two-factor.ts'

/** What the two-factor card and its dialogs say; tests assert these same texts. */
export const TWO_FACTOR_TEXT = {
  title: 'Two-factor sign-in',
  on: 'On: signing in asks for a code from your authenticator app after your password.',
  off: 'Off. Turn it on so that a stolen password alone cannot open your account.',
  turnOn: 'Turn on two-factor sign-in',
  turnOff: 'Turn off two-factor sign-in',
  setupTitle: 'Set up two-factor sign-in',
  scan: 'Scan this QR code with an authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password), or type the key below into it.',
  qrAlt: 'QR code of the authenticator key',
  keyLabel: 'Key',
  codeLabel: 'Code from the app',
  codeHint: 'The 6-digit code your authenticator app shows now',
  confirm: 'Turn on',
  setupFailed: 'The set-up could not start, please try again',
  recoveryTitle: 'Save your recovery codes',
  recoveryText: `Keep these ${RECOVERY_CODE_COUNT} codes somewhere safe. If you lose your phone, each one signs you in once instead of a code. They are shown only now.`,
  recoveryListLabel: 'Recovery codes',
  done: 'I have saved them',
  offTitle: 'Turn off two-factor sign-in',
  offText: 'Signing in will ask for your password only.',
} as const

export const TWO_FACTOR_TOASTS = {
  turnedOn: 'Two-factor sign-in is on',
  turnedOff: 'Two-factor sign-in is off',
} as const
