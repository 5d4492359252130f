/** A vendor or tactic answer: all of it, or what a visitor may see beside show_data false (§8). */
export type DetailView<Full, Limited> =
  | { showData: true; data: Full }
  | { showData: false; data: Limited }

type DetailAnswer = { show_data: boolean; data: unknown }

/** The full data of a detail answer, and the limited data a visitor gets with show_data false. */
export type FullData<A> = Extract<A, { show_data: true; data: unknown }>['data']
export type LimitedData<A> = Extract<A, { show_data: false; data: unknown }>['data']

/** Runs a detail call and tells its full data from a visitor's limited data. */
export async function detailView<A extends DetailAnswer>(
  call: () => Promise<A>,
): Promise<DetailView<FullData<A>, LimitedData<A>>> {
  const answer = await call()
  return answer.show_data
    ? { showData: true, data: answer.data as FullData<A> }
    : { showData: false, data: answer.data as LimitedData<A> }
}
