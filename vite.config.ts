import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// One build for both front ends: the public site's browser entry and the back-office, served from /build/.
export default defineConfig({
  base: '/build/',
  plugins: [react()],
  build: {
    outDir: 'dist/client',
    manifest: true,
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      input: {
        site: 'site/entry-client.tsx',
        boot: 'site/boot.ts',
        admin: 'admin/main.tsx',
      },
    },
  },
  // `npm run dev:mock` sets MOCK_API: the dev server hands API calls and uploads to the json-server mock.
  ...(process.env.MOCK_API
    ? { server: { proxy: Object.fromEntries(['/api', '/sanctum', '/uploads'].map((p) => [p, { target: process.env.MOCK_API, changeOrigin: true }])) } }
    : {}),
  ssr: {
    noExternal: ['@mui/material', '@mui/icons-material', '@mui/system', '@mui/utils', 'mui-tel-input'],
  },
});
