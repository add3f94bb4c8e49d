import './styles/admin.css'
import '@shop/ui/styles.css'
import { ErrorBannerProvider, ToastProvider } from '@shop/ui'
import { QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { AdminApp } from './app/admin-app'
import { createAdminQueryClient } from './app/query-client'
import { SessionProvider } from './app/session'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')

const queryClient = createAdminQueryClient()

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <ErrorBannerProvider>
        <ToastProvider>
          <SessionProvider>
            <AdminApp />
          </SessionProvider>
        </ToastProvider>
      </ErrorBannerProvider>
    </QueryClientProvider>
  </StrictMode>,
)
