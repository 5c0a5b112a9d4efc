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
        admin: 'admin/main.tsx',
      },
    },
  },
  ssr: {
    noExternal: ['@mui/material', '@mui/icons-material', '@mui/system', '@mui/utils', 'mui-tel-input'],
  },
});
