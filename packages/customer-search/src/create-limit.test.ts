import { describe, expect, it } from 'vitest'
import { createLimit } from './create-limit'

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

describe('createLimit', () => {
  it('runs at most `concurrency` tasks at once, in call order', async () => {
    const limit = createLimit(2)
    let running = 0
    let most = 0
    const started: number[] = []
    const results = await Promise.all(
      [30, 10, 20, 5, 1].map((ms, i) =>
        limit(async () => {
          started.push(i)
          running++
          most = Math.max(most, running)
          await sleep(ms)
          running--
          return i
        }),
      ),
    )
    expect(results).toEqual([0, 1, 2, 3, 4])
    expect(most).toBe(2)
    expect(started).toEqual([0, 1, 2, 3, 4])
  })

  it('starts a waiting task only after the finished task settled', async () => {
    const limit = createLimit(1)
    const events: string[] = []
    const first = limit(async () => {
      await sleep(1)
      events.push('first done')
    })
    const second = limit(async () => {
      events.push('second starts')
    })
    await Promise.all([first, second])
    expect(events).toEqual(['first done', 'second starts'])
  })

  it('passes on rejections and synchronous throws, and frees the slot', async () => {
    const limit = createLimit(1)
    await expect(limit(() => Promise.reject(new Error('no')))).rejects.toThrow('no')
    await expect(
      limit(() => {
        throw new Error('sync')
      }),
    ).rejects.toThrow('sync')
    await expect(limit(async () => 'still works')).resolves.toBe('still works')
  })
})
