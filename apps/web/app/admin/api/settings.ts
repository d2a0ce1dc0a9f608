import { schemas } from '@coach/contract';
import type { z } from 'zod';
import { call } from './client.ts';

export type Stats = z.output<typeof schemas.stats.update>;
export type Banners = z.output<typeof schemas.banners.update>;

/** Stats and banners are single records: GET and PUT without an id. */
export const getStats = () => call<Stats>('/stats');
export const saveStats = (body: Stats) => call<Stats>('/stats', { method: 'PUT', json: body });
export const getBanners = () => call<Banners>('/banners');
export const saveBanners = (body: Banners) =>
  call<Banners>('/banners', { method: 'PUT', json: body });
