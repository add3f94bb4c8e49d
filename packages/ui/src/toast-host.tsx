import * as Toast from '@radix-ui/react-toast'
import type { Dispatch, SetStateAction } from 'react'
import type { ToastTone } from './toast-provider'

export interface CurrentToast {
  id: number
  message: string
  tone: ToastTone
  open: boolean
}

export interface ToastHostProps {
  current: CurrentToast | null
  setCurrent: Dispatch<SetStateAction<CurrentToast | null>>
  duration: number
}

/**
 * The Radix Toast part of ToastProvider: the viewport at the top centre and the one toast on
 * screen. Loaded on the first toast (toast-provider.tsx), so that Radix Toast is not in an app's
 * first load.
 */
export function ToastHost({ current, setCurrent, duration }: ToastHostProps) {
  return (
    <Toast.Provider duration={duration} swipeDirection="up" label="Notifica">
      {current === null ? null : (
        <Toast.Root
          key={current.id}
          className={`ui-toast ui-toast--${current.tone}`}
          type={current.tone === 'error' ? 'foreground' : 'background'}
          open={current.open}
          onOpenChange={(open) => {
            if (open) return
            const closedId = current.id
            setCurrent((shown) => (shown?.id === closedId ? { ...shown, open: false } : shown))
          }}
        >
          <span className="ui-toast__icon" aria-hidden="true" />
          <Toast.Description className="ui-toast__message">{current.message}</Toast.Description>
        </Toast.Root>
      )}
      <Toast.Viewport className="ui-toast-viewport" label="Notifiche ({hotkey})" />
    </Toast.Provider>
  )
}
