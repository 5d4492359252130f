import type { HeaderActions } from '../../ui/app-header.tsx'
import { openDialog } from '../../ui/dialog-store.ts'
import { loadDialog } from './auth-dialogs.tsx'

/** The header's Log in, Register and Logout open their dialogs. */
export const HEADER_ACTIONS: HeaderActions = {
  logIn: () => openDialog('login'),
  register: () => openDialog('register'),
  logOut: () => openDialog('logout'),
  prepare: (name) => void loadDialog[name]().catch(() => {}),
}
