// Test files share their process's module cache (isolate false in vitest.config.mts and
// vitest.rules.config.mts). Each file still starts from its own copy of our modules, so one
// file's vi.mock cannot reach another's.
vi.resetModules();
