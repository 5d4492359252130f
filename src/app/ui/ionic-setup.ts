import '@ionic/react/css/core.css'
import '@ionic/react/css/padding.css'
import './ionic-theme.css'
import { setupIonicReact } from '@ionic/react'

// Imported only by lazily loaded chunks, so Ionic's work starts after the first paint.
setupIonicReact({ mode: 'md' })
