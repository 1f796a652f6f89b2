/**
 * Architecture rules held by `npm run lint` (decision 034). Features use each other only through
 * their public entry (features/<name>/index.ts); shared code lives in lib/ and ui/.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'feature-internals',
      comment:
        "A feature reaches into another feature's files: import from that feature's index.ts (its public entry) instead, or move what both need to lib/.",
      severity: 'error',
      from: { path: '^src/(server|web)/features/([^/]+)/' },
      to: {
        path: '^src/(server|web)/features/[^/]+/',
        pathNot: ['^src/$1/features/$2/', '^src/(server|web)/features/[^/]+/index\\.tsx?$'],
        // A lazy import() may name the one file it loads: going through the entry would put
        // everything the entry exports into the lazy chunk (decision 019's first-load budget).
        dependencyTypesNot: ['dynamic-import'],
      },
    },
    {
      name: 'shared-stands-alone',
      comment: 'src/shared is the contract both sides import: it imports neither of them.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/(server|web|seed)/' },
    },
    {
      name: 'web-without-server',
      comment: 'The web app talks to the server through the API and src/shared only.',
      severity: 'error',
      from: { path: '^src/web/' },
      to: { path: '^src/(server|seed)/' },
    },
    {
      name: 'server-without-web',
      comment: 'The server mounts the built web app; it does not import its modules.',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/web/' },
    },
    {
      name: 'demo-data-apart',
      comment:
        'The demo data set is not part of the server: only the first-start import in main.ts and the CLI load it.',
      severity: 'error',
      from: { path: '^src/server/', pathNot: ['^src/server/main\\.ts$', '^src/server/cli/main\\.ts$'] },
      to: { path: '^src/seed/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
