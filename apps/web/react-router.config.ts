import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // A separate folder lets a benchmark or a second checkout build beside a running server.
  buildDirectory: process.env.ATELIER_WEB_BUILD_DIR ?? 'build',
  ssr: true,
} satisfies Config;
