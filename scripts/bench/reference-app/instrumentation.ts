// Without a hook of its own, this nested app picked up the repository's instrumentation.ts
// (Turbopack's root is the folder with the lockfile). The bare page has no start-up work.
export function register(): void {}
