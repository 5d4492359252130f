import { ApiError } from '../../api/api-client.ts'

/** A vendor or tactic answer: all of it, or what a visitor may see beside show_data false (§8). */
export type DetailView<Full, Limited> =
  | { showData: true; data: Full }
  | { showData: false; data: Limited }

/** Runs a detail call, turning the visitor's 401 with show_data false into its limited data. */
export async function detailView<Full, Limited>(
  call: () => Promise<{ data: Full }>,
): Promise<DetailView<Full, Limited>> {
  try {
    return { showData: true, data: (await call()).data }
  } catch (error) {
    const body = error instanceof ApiError && error.status === 401 ? error.body : null
    const hidden = body as { show_data?: boolean; data?: Limited } | null
    if (hidden?.show_data === false && hidden.data) return { showData: false, data: hidden.data }
    throw error
  }
}
