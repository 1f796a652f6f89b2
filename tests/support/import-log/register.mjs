// Loaded with `node --import` by tests/integration/startup-modules.test.ts: records every package
// the process resolves (static imports and import() alike) in the file IMPORT_LOG names.
import { register } from 'node:module';

register('./hooks.mjs', import.meta.url, { data: { file: process.env.IMPORT_LOG } });
