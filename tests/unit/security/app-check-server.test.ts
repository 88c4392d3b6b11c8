import { POST as paymentWebhook } from "@/app/api/payments/webhook/route";
import { verifyRequest } from "@/lib/auth/verify-request";
import { route } from "@/lib/http/route";

// The emulators cannot mint App Check tokens, so firebase-admin's two verifiers are stand-ins:
// a real-looking ID token for the buyer, and App Check's verdict on the token the call carried.
const admin = vi.hoisted(() => ({
  verifyIdToken: vi.fn(async () => ({ uid: "buyer-uid", auth_time: Math.floor(Date.now() / 1000) })),
  verifyAppCheckToken: vi.fn(async (token: string) => {
    if (token !== "app-check-from-our-app") throw new Error("app-check/invalid-argument");
    return { appId: "1:123:web:abc", token: {} };
  }),
}));
vi.mock("@/lib/firebase/server", () => ({
  adminAuth: () => ({ verifyIdToken: admin.verifyIdToken }),
  adminAppCheck: () => ({ verifyToken: admin.verifyAppCheckToken }),
}));

/** A signed-in call to one of our routes, as a script or our web app would send it. */
const call = (appCheck?: string) =>
  new Request("http://shop.test/api/products/prod_1/questions", {
    method: "POST",
    headers: { Authorization: "Bearer buyer-id-token", ...(appCheck === undefined ? {} : { "X-Firebase-AppCheck": appCheck }) },
  });

// Any signed-in route: it answers with the caller it verified.
const signedInRoute = route("Failed.", async (request) => Response.json({ uid: (await verifyRequest(request)).uid }));

beforeEach(() => {
  vi.clearAllMocks();
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("App Check on the routes a signed-in user calls, enforced", () => {
  beforeEach(() => {
    vi.stubEnv("APP_CHECK_ENFORCE", "true");
  });

  it("refuses a script that has a real account's ID token but no App Check token, with a 401 saying why", async () => {
    const response = await signedInRoute(call());
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "This request did not come from our web app. Reload the page and try again.", code: "app-check/missing-token" });
    expect(admin.verifyAppCheckToken).not.toHaveBeenCalled();
  });

  it("refuses an App Check token that Firebase does not accept", async () => {
    const response = await signedInRoute(call("forged-or-expired"));
    expect(response.status).toBe(401);
    expect((await response.json()).code).toBe("app-check/invalid-token");
    expect(admin.verifyAppCheckToken).toHaveBeenCalledWith("forged-or-expired");
  });

  it("lets our web app's call through with the verified caller", async () => {
    const response = await signedInRoute(call("app-check-from-our-app"));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ uid: "buyer-uid" });
    expect(admin.verifyAppCheckToken).toHaveBeenCalledWith("app-check-from-our-app");
  });

  it("leaves the payment webhook to its signature: the provider's servers have no App Check token", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const response = await paymentWebhook(new Request("http://shop.test/api/payments/webhook", { method: "POST", body: "{}" }));
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe("webhook/invalid-signature");
    expect(admin.verifyAppCheckToken).not.toHaveBeenCalled();
  });
});

describe("App Check on the routes a signed-in user calls, not enforced (the default)", () => {
  it.each([undefined, "false"])("never asks for or checks a token with APP_CHECK_ENFORCE=%s", async (value) => {
    vi.stubEnv("APP_CHECK_ENFORCE", value);
    const response = await signedInRoute(call());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ uid: "buyer-uid" });
    expect(admin.verifyAppCheckToken).not.toHaveBeenCalled();
  });
});
