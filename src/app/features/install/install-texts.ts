/** The install offer's texts, written once. */
export const INSTALL_TEXT = {
  button: 'Install app',
  iosSummary: 'Install on iPhone or iPad',
  iosSteps: [
    'Tap the Share button in Safari’s toolbar.',
    'Choose “Add to Home Screen”.',
    'Tap “Add”: the app opens from your home screen, even offline.',
  ],
} as const
