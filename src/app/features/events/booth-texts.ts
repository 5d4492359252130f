import { EVENT_MESSAGES } from '#domain/events.ts'

/** The booth card and "Scan booth code" (docs/spec/workspace.md §6), and the app's own texts. */
export const BOOTH_TEXT = {
  cardTitle: 'Booth card',
  cardHint: (name: string) => `Scan this code with a phone's camera to open ${name} in the app.`,
  ownCardHint:
    'Print it for your booth: buyers scan it to open your profile, offline too when they saved the show.',
  codeLabel: (name: string) => `QR code that opens ${name} in the app`,
  print: EVENT_MESSAGES.printBoothCard,
  printScan: 'Scan to see our profile, tactics and how to reach us',
  printBooth: (booth: string) => `Booth ${booth}`,
  scan: EVENT_MESSAGES.scanBoothCode,
  cameraLabel: 'Camera',
  cameraStarting: 'Starting the camera…',
  cameraHint: 'Point the camera at the QR code of a booth card.',
  cameraRefused:
    "Camera access was refused. Allow the camera for this site in the browser's settings, or type the booth number.",
  cameraAbsent: 'This device has no camera the app can use. Type the booth number instead.',
  cameraFailed: 'The camera could not be started. Type the booth number instead.',
  readerUnavailable:
    'The code reader could not be loaded: it needs a connection once. Type the booth number instead.',
  notBoothCode:
    "This code is not a booth code of this app. Scan the QR code on a vendor's booth card.",
  typedTitle: 'Or type the booth number',
  eventLabel: 'Event',
  find: 'Find booth',
  boothRequired: 'Type the booth number',
  noExhibitor: (booth: string, event: string) => `No exhibitor at booth ${booth} at ${event}`,
  notOnDevice: (booth: string) =>
    `Booth ${booth} is not among the exhibitors saved on this device. Try again once online.`,
  lookupFailed: 'The booth could not be looked up. Try again.',
  noCurrentEvent: 'No event is on or upcoming, so there is no booth to look up.',
} as const
