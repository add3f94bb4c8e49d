import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'

// Served under /admin by the API server (or any static host at that path). Workspace packages are
// read from their src/ (the @shop/source condition), never from a stale build.
export default defineConfig({
  base: '/admin/',
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
