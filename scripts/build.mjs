// Production build: the web app (React Router + Vite) and the server bundle (esbuild).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { build } from 'esbuild';
import { ROOT, STAMP } from './build-lib.mjs';

const started = performance.now();
const web = spawnSync(path.join(ROOT, 'node_modules', '.bin', 'react-router'), ['build'], {
  cwd: ROOT,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, NODE_ENV: 'production' },
});
if (web.status !== 0) {
  console.error('The web build failed.');
  process.exit(web.status ?? 1);
}

// Scripts, styles and SVG are compressed once here at the highest levels (brotli 11, gzip 9) and
// served as they are (@fastify/static `preCompressed`): smaller than compressing on each request at
// a speed-friendly level, and no CPU spent per request. Fonts and pictures are compressed already.
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(?:js|css|svg|json|txt)$/;
const clientDir = path.join(ROOT, 'build', 'web', 'client');
await Promise.all(
  readdirSync(clientDir, { recursive: true })
    .filter((name) => COMPRESSIBLE.test(name))
    .map(async (name) => {
      const file = path.join(clientDir, name);
      const content = readFileSync(file);
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzip(content, { level: 9 }),
      ]);
      writeFileSync(`${file}.br`, br);
      writeFileSync(`${file}.gz`, gz);
    }),
);

// The server and its command line are bundled with the packages they load at start: Node 20
// resolves, reads and compiles a package's files one by one, ~1,300 before the first request
// (decision 068). Left in node_modules: what is one copy shared with the web app's server build
// (React and the router); what reads files beside its own code (PGlite's wasm and data, native
// sharp and argon2, pino's worker transports; a new dependency that does must join them, or be
// pointed at its files as swagger-ui is below); what the server imports only when configured
// (pg, ioredis, nodemailer, the S3 client, vite in development). The demo data set (src/seed) is its own entry, seed.mjs: not part
// of the server's code; the CLI loads it, and a server's first start on an empty database runs
// the CLI's `seed` in a child process (its memory leaves with it).
// The folder is emptied first so that chunks of an earlier build do not pile up beside these.
rmSync(path.join(ROOT, 'build', 'app'), { recursive: true, force: true });
const EXTERNAL = [
  ...['react', 'react-dom', 'react-router', '@react-router/node'].flatMap((p) => [p, `${p}/*`]),
  ...['@electric-sql/pglite', '@electric-sql/pglite/*', 'sharp', '@node-rs/argon2'],
  'pino',
  ...['pg', 'ioredis', 'nodemailer', '@aws-sdk/*', 'vite'],
];
/**
 * swagger-ui finds its pages (and its logo) beside its own code, through `__dirname`, which a
 * bundle does not have. Bundled, its `__dirname` is its folder in node_modules, resolved when the
 * server starts (`require` is the banner's): it no longer loads a second copy of the static-file
 * server, the YAML writer and their dependencies from node_modules at each start (~150 ms).
 */
const SWAGGER_UI = path.join(ROOT, 'node_modules', '@fastify', 'swagger-ui');
const swaggerUiFiles = {
  name: 'swagger-ui-files',
  setup(bundler) {
    bundler.onLoad({ filter: /[\\/]@fastify[\\/]swagger-ui[\\/].*\.js$/ }, ({ path: file }) => {
      const folder = path.relative(SWAGGER_UI, path.dirname(file)).split(path.sep).join('/');
      const resolved = `require('node:path').dirname(require.resolve('@fastify/swagger-ui/package.json'))${
        folder ? ` + '/${folder}'` : ''
      }`;
      const source = readFileSync(file, 'utf8');
      return { contents: source.replaceAll('__dirname', `(${resolved})`), loader: 'js' };
    });
  },
};

await build({
  plugins: [swaggerUiFiles],
  entryPoints: {
    main: path.join(ROOT, 'src/server/main.ts'),
    cli: path.join(ROOT, 'src/server/cli/main.ts'),
    seed: path.join(ROOT, 'src/seed/index.ts'),
  },
  outdir: path.join(ROOT, 'build', 'app'),
  outExtension: { '.js': '.mjs' },
  bundle: true,
  // Code shared by the entries goes into chunks.
  splitting: true,
  external: EXTERNAL,
  // Bundled CommonJS packages call require() for Node's own modules; an ES module has none.
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  tsconfig: path.join(ROOT, 'tsconfig.json'),
});

mkdirSync(path.dirname(STAMP), { recursive: true });
writeFileSync(STAMP, new Date().toISOString());
console.log(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
