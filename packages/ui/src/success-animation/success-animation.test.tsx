import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

const seen: Record<string, unknown>[] = []
vi.mock('lottie-react', () => ({
  LottieLight: (props: Record<string, unknown>) => {
    seen.push(props)
    return <div data-testid={props['data-testid'] as string} aria-hidden={props['aria-hidden'] as 'true'} />
  },
}))

const { SuccessAnimation } = await import('./success-animation')

afterEach(() => {
  cleanup()
  seen.length = 0
})

const last = () => seen[seen.length - 1] ?? {}

describe('SuccessAnimation', () => {
  it('loops, plays by itself at speed 1, 200×200, hidden from screen readers', () => {
    const { getByTestId } = render(<SuccessAnimation />)
    expect(last()).toMatchObject({ loop: true, autoplay: true, speed: 1, style: { width: 200, height: 200 } })
    expect(getByTestId('success-animation').getAttribute('aria-hidden')).toBe('true')
    expect(last().subscriptions).toBeUndefined()
  })

  it('calls onComplete when it completes, and at the end of every loop', () => {
    const onComplete = vi.fn()
    render(<SuccessAnimation onComplete={onComplete} />)
    const subscriptions = last().subscriptions as { complete: () => void; loopCompleted: () => void }
    subscriptions.complete()
    subscriptions.loopCompleted()
    expect(onComplete).toHaveBeenCalledTimes(2)
  })

  it('takes its size, loop, autoplay and speed from the props', () => {
    render(<SuccessAnimation width={120} height={100} loop={false} autoplay={false} speed={2} />)
    expect(last()).toMatchObject({
      loop: false,
      autoplay: false,
      speed: 2,
      style: { width: 120, height: 100 },
    })
  })

  it('stands still for a visitor who asks for reduced motion', () => {
    render(<SuccessAnimation reducedMotion />)
    expect(last()).toMatchObject({ loop: false, autoplay: false })
  })
})
