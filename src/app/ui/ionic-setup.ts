import '@ionic/react/css/core.css'
import '@ionic/react/css/padding.css'
import './ionic-theme.css'
import { setupIonicReact } from '@ionic/react'

// Imported only by lazily loaded chunks, so Ionic's work starts after the first paint. Sheets,
// dialogs, toasts and menus appear without sliding for a person who asked for less motion.
setupIonicReact({
  mode: 'md',
  // The pages prerendered on the server have no window to ask.
  animated: globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches !== true,
})
