import { register } from "@/instrumentation";

// What the probe read does: answer, fail, or never answer.
const probe = vi.hoisted(() => ({ read: vi.fn<() => Promise<unknown>>() }));
vi.mock("@/lib/firebase/server", () => ({ adminDb: () => ({ doc: () => ({ get: probe.read }) }) }));

const env = process.env as Record<string, string | undefined>;
const started = { NEXT_RUNTIME: env.NEXT_RUNTIME, NEXT_PHASE: env.NEXT_PHASE };
// process.env turns an assigned undefined into "undefined".
const restore = (name: keyof typeof started) => (started[name] === undefined ? delete env[name] : (env[name] = started[name]));

beforeEach(() => {
  probe.read.mockReset();
  env.NEXT_RUNTIME = "nodejs";
  delete env.NEXT_PHASE;
});
afterEach(() => {
  vi.useRealTimers();
  restore("NEXT_RUNTIME");
  restore("NEXT_PHASE");
});

describe("a new server instance opens its Firestore channel before it answers", () => {
  it("reads the probe once when the Node server starts", async () => {
    probe.read.mockResolvedValue({ exists: false });
    await register();
    expect(probe.read).toHaveBeenCalledTimes(1);
  });

  it("does not read during the build, nor in the edge runtime", async () => {
    env.NEXT_PHASE = "phase-production-build";
    await register();
    delete env.NEXT_PHASE;
    env.NEXT_RUNTIME = "edge";
    await register();
    expect(probe.read).not.toHaveBeenCalled();
  });

  it("starts anyway when Firestore refuses, and says so", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    probe.read.mockRejectedValue(new Error("UNAVAILABLE"));
    await expect(register()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("warm-up failed"), expect.any(Error));
    warn.mockRestore();
  });

  it("gives up after five seconds when Firestore does not answer", async () => {
    vi.useFakeTimers();
    probe.read.mockReturnValue(new Promise(() => {}));
    let done = false;
    const start = register().then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(4_900);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    await start;
    expect(done).toBe(true);
  });
});
