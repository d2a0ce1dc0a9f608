/** The compiled server (scripts/build-server.mjs), relative to the repository root. */
export const SERVER_BUNDLE: string;
/** esbuild's list of the files that went into it. */
export const SERVER_BUNDLE_META: string;
/** `node ...SERVER_ARGS`, from the repository root, runs the server. */
export const SERVER_ARGS: readonly string[];
/** The server's environment beside the caller's (glibc's malloc settings). */
export const SERVER_ENV: Readonly<Record<string, string>>;
/**
 * Builds what is missing or older than its sources (`npm run build:web`, `build:server`).
 * Returns 0, or the exit code of the build that failed.
 */
export function buildIfStale(root: string): number;
