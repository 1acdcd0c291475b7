import type { Config } from '@react-router/dev/config';

/** Which floor to build (`bare` or `stack`, a folder beside this file) and where: floor.bench.ts sets both. */
export default {
  appDirectory: process.env.FLOOR_APP ?? 'bare',
  buildDirectory: process.env.FLOOR_BUILD_DIR ?? 'build',
  ssr: true,
} satisfies Config;
