import './styles/admin.css'
import '@shop/ui/styles.css'
import { ErrorBannerProvider, ToastProvider } from '@shop/ui'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { AdminApp } from './app/admin-app'
import { SessionProvider } from './app/session'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')

createRoot(root).render(
  <StrictMode>
    <ErrorBannerProvider>
      <ToastProvider>
        <SessionProvider>
          <AdminApp />
        </SessionProvider>
      </ToastProvider>
    </ErrorBannerProvider>
  </StrictMode>,
)
