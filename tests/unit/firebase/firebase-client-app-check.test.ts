const created = vi.hoisted(() => ({ name: "[DEFAULT]", options: {} }));
vi.mock("firebase/app", () => ({ getApps: () => [], getApp: () => created, initializeApp: () => created }));
vi.mock("firebase/firestore/lite", () => ({ getFirestore: () => ({}), connectFirestoreEmulator: () => {} }));
vi.mock("@/lib/firebase/app-check", () => ({ startAppCheck: vi.fn() }));

beforeEach(() => {
  vi.resetModules();
  vi.clearAllMocks();
  vi.stubEnv("NEXT_PUBLIC_USE_EMULATORS", "true");
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("the one Firebase app of the browser", () => {
  it("starts App Check as it is created, before the first call to our routes can ask for a token", async () => {
    vi.stubEnv("NEXT_PUBLIC_APP_CHECK_SITE_KEY", "site-key");
    const { getDb } = await import("@/lib/firebase/client");
    const { startAppCheck } = await import("@/lib/firebase/app-check");
    getDb();
    await vi.waitFor(() => expect(startAppCheck).toHaveBeenCalledWith(created));
  });

  it("never loads App Check in a build without it", async () => {
    const { getDb } = await import("@/lib/firebase/client");
    const { startAppCheck } = await import("@/lib/firebase/app-check");
    getDb();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(startAppCheck).not.toHaveBeenCalled();
  });
});

describe("the browser's Firebase config in an emulator build", () => {
  it("names the demo app, unless a real web app is given for App Check's debug exchange", async () => {
    vi.stubEnv("NEXT_PUBLIC_FIREBASE_API_KEY", "");
    expect((await import("@/config/env")).firebaseWebConfig()).toMatchObject({ apiKey: "demo-api-key", appId: "demo-app", projectId: "demo-verdant-campus" });
    vi.resetModules();
    vi.stubEnv("NEXT_PUBLIC_FIREBASE_PROJECT_ID", "verdant-staging");
    vi.stubEnv("NEXT_PUBLIC_FIREBASE_API_KEY", "AIza-staging");
    vi.stubEnv("NEXT_PUBLIC_FIREBASE_APP_ID", "1:123:web:abc");
    expect((await import("@/config/env")).firebaseWebConfig()).toMatchObject({ apiKey: "AIza-staging", appId: "1:123:web:abc", projectId: "verdant-staging" });
  });
});
