import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  build: { target: 'es2022' },
  ssr: {
    // Workspace packages are TypeScript sources; let Vite compile them into the server build.
    noExternal: ['@coach/contract'],
  },
});
