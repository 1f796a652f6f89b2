import type { Config } from '@react-router/dev/config';

// The web app lives in src/web; the Fastify server (src/server) mounts its server build.
export default {
  appDirectory: 'src/web',
  buildDirectory: 'build/web',
  ssr: true,
  future: {
    v8_middleware: false,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
