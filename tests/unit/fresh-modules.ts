// The unit tests share their workers' module cache (vitest.config.mts: isolate false). Each file
// still starts from its own copy of our modules, so one file's vi.mock cannot reach another's.
vi.resetModules();
