/** A timer that fires later than this was held up by a busy page, not by the network. */
const LATE_MS = 100
/** How long a held-up deadline waits again, for the answers queued meanwhile to be read. */
const RECHECK_MS = 50
/** A hidden page's timers are slowed down for good: past this many deadlines, give up anyway. */
export const MOST_DEADLINES = 3

/**
 * Like `AbortSignal.timeout(ms)`, but an answer that arrived while the page was too busy to read
 * it (a slow phone rendering) is not taken for no answer: when the timer fires late, the page
 * reads what came meanwhile first, and the signal aborts at the first timer that fires on time.
 */
export function deadlineSignal(
  ms: number,
  now: () => number = () => performance.now(),
): AbortSignal {
  const controller = new AbortController()
  const giveUpAt = now() + ms * MOST_DEADLINES
  const check = (due: number) => {
    const time = now()
    if (time - due > LATE_MS && time < giveUpAt) {
      setTimeout(() => check(time + RECHECK_MS), RECHECK_MS)
      return
    }
    controller.abort(new DOMException('The answer did not arrive in time', 'TimeoutError'))
  }
  const due = now() + ms
  setTimeout(() => check(due), ms)
  return controller.signal
}
