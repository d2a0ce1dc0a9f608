import { type RouteConfig, index, layout } from '@react-router/dev/routes';
import { adminRoutes } from './routes/admin/routes.ts';

export default [
  layout('routes/public/layout.tsx', [index('routes/public/home.tsx')]),
  ...adminRoutes,
] satisfies RouteConfig;
