// Loaded with `node --import` by tests/integration/startup-modules.test.ts: records every package
// the process resolves (static imports and import() alike) in the file IMPORT_LOG names.
import { appendFileSync } from 'node:fs';
import Module, { register } from 'node:module';

register('./hooks.mjs', import.meta.url, { data: { file: process.env.IMPORT_LOG } });

// A package that ships a development and a production build (React) picks one with a CommonJS
// `require` of its own, which the resolution hooks above do not see: those are written as
// `require <id>`.
const requireModule = Module.prototype.require;
Module.prototype.require = function (id, ...rest) {
  if (process.env.IMPORT_LOG && /\.(production|development)\.js$/.test(id))
    appendFileSync(process.env.IMPORT_LOG, `require ${id}\n`);
  return requireModule.call(this, id, ...rest);
};
