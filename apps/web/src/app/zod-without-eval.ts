// Zod 4 compiles fast parsers with `new Function` once a probe finds it may. Under the
// server's Content-Security-Policy (script-src 'self', no 'unsafe-eval') the probe is
// refused and reported as a violation on every form. Zod takes its settings from this
// global when it loads (zod/v4/core/core.js); `jitless` skips the probe and the compiler.
// main.tsx imports this first, so it is set before any chunk that loads zod: the zod
// chunk stays off the till's first screen (vite.config.ts).

declare global {
  // A global's declaration must be a `var`.
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

export {};
