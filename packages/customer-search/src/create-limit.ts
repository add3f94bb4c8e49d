/** Runs a task when fewer than `concurrency` tasks run; settles like the task. */
export type Limit = <T>(task: () => Promise<T>) => Promise<T>

/**
 * A small FIFO concurrency limiter (p-limit's contract, without its dependency): at most
 * `concurrency` tasks run at once, the others wait in call order. A task's slot is released only
 * after the task's promise settles, so whatever a task does before it settles happens before the
 * next waiting task starts. A task that throws synchronously rejects like one that rejects.
 */
export function createLimit(concurrency: number): Limit {
  const waiting: (() => void)[] = []
  let active = 0
  const next = () => {
    if (active >= concurrency) return
    const run = waiting.shift()
    if (run === undefined) return
    active++
    run()
  }
  return (task) =>
    new Promise((resolve, reject) => {
      waiting.push(() => {
        ;(async () => task())()
          .then(resolve, reject)
          .finally(() => {
            active--
            next()
          })
      })
      next()
    })
}
