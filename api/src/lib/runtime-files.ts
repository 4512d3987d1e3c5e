import path from 'node:path';

/**
 * Set to `true` by the build (scripts/build.ts, esbuild `define`); undeclared when the sources run
 * under tsx or jest, where `typeof` still reads it safely.
 */
declare const __PSAR_API_BUNDLE__: boolean | undefined;

/** Whether this code runs from the build (`node dist/server.js`) rather than from the sources. */
export const RUNS_FROM_BUNDLE = typeof __PSAR_API_BUNDLE__ !== 'undefined' && __PSAR_API_BUNDLE__;

/**
 * The API package's folder (api/). The bundle is one file in api/dist/, the sources are in api/src/lib/,
 * so `__dirname` (the file's own folder) is one or two levels below it.
 */
export const API_DIR = RUNS_FROM_BUNDLE ? path.resolve(__dirname, '..') : path.resolve(__dirname, '..', '..');

/**
 * The files the API reads from disk at run time: where they are in the sources (relative to api/) and
 * where the build copies them (relative to api/dist/), so that dist/ runs on its own, without src/.
 */
export const RUNTIME_FILES = {
  /** drizzle-kit's SQL migrations, applied at start. */
  migrations: { source: 'drizzle', bundle: 'drizzle' },
  /** The product illustrations resized ahead of time (demo data's photos, see files/seed/). */
  seedPhotos: { source: 'src/modules/files/seed/rendered', bundle: 'seed-photos' },
} as const satisfies Record<string, { source: string; bundle: string }>;

/** Where one of the runtime files is, for the code that is running now (sources or build). */
export function runtimePath(name: keyof typeof RUNTIME_FILES): string {
  const entry = RUNTIME_FILES[name];
  return RUNS_FROM_BUNDLE ? path.join(__dirname, entry.bundle) : path.join(API_DIR, entry.source);
}
