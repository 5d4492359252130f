/** One lock for every "tab", as navigator.locks gives one per name and origin: tasks run in turn. */
export function oneLock() {
  let tail = Promise.resolve()
  return (task: () => Promise<void>) => {
    const run = tail.then(task)
    tail = run.catch(() => {})
    return run
  }
}
