import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'

// Workspace packages are read from their src/ (the @shop/source condition), so the app never
// waits for, or silently uses a stale, build of a package.
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@shop/source', ...defaultClientConditions] },
  build: {
    target: 'es2022',
    // Maps are written for debugging a build, without the comment that points browsers at them;
    // the API server never serves them (issue 14).
    sourcemap: 'hidden',
    reportCompressedSize: true,
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
})
