export { seedDemoContent, type SeedOptions } from './seed.ts';
