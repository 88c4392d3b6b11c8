import { call, respond, withQuery } from "@/lib/api/core";
import { HttpError } from "@/lib/http/error";
import { stubFetch } from "../fetch-stub";

// lib/api/core.ts is the browser's one fetch of our routes: what every lib/api function relies on.
const auth = vi.hoisted(() => ({ currentUser: null as null | { getIdToken: (refresh?: boolean) => Promise<string> } }));
vi.mock("@/lib/firebase/client", () => ({ getClientAuth: () => auth }));

const fetchMock = stubFetch();
const signedIn = (token = "id-token") => {
  const getIdToken = vi.fn(async (refresh?: boolean) => (refresh ? `${token}-fresh` : token));
  auth.currentUser = { getIdToken };
  return getIdToken;
};

beforeEach(() => {
  auth.currentUser = null;
});

describe("a signed-in call", () => {
  it("carries the user's ID token and sends its body as JSON", async () => {
    signedIn();
    fetchMock.mockResolvedValue(Response.json({ question: { id: "q1" } }, { status: 201 }));
    await expect(call("/api/products/prod_1/questions", { method: "POST", body: { text: "Is the exam included?" } })).resolves.toEqual({ question: { id: "q1" } });
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/products/prod_1/questions",
      expect.objectContaining({ method: "POST", body: JSON.stringify({ text: "Is the exam included?" }), cache: "no-store", headers: { Authorization: "Bearer id-token", "Content-Type": "application/json" } }),
    );
  });

  it("refreshes the token first when the route wants a recent sign-in", async () => {
    const getIdToken = signedIn();
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(call("/api/account", { method: "DELETE", freshToken: true })).resolves.toBeNull();
    expect(getIdToken).toHaveBeenCalledWith(true);
    expect(fetchMock).toHaveBeenCalledWith("/api/account", expect.objectContaining({ headers: { Authorization: "Bearer id-token-fresh" } }));
  });

  it("is refused before any request when nobody is signed in", async () => {
    const refused = await call("/api/creator/overview", { signIn: "Sign in to check out." }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ status: 401, code: "auth/unauthenticated", message: "Sign in to check out." });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("a public call", () => {
  it("sends no token and lets a shared cache answer", async () => {
    signedIn();
    fetchMock.mockResolvedValue(Response.json({ reviews: [], next: null }));
    await call("/api/products/prod_1/reviews", { signedIn: false });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.headers).toEqual({});
    expect(init?.cache).toBeUndefined();
  });
});

describe("a refusal", () => {
  it("is one HttpError carrying the route's { error, code }, its other fields and the status", async () => {
    signedIn();
    fetchMock.mockResolvedValue(Response.json({ error: "You already own “Soil Health”.", code: "checkout/already-owned", productIds: ["prod_soil"] }, { status: 409 }));
    const refused = await call("/api/checkout", { method: "POST", body: {} }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ status: 409, code: "checkout/already-owned", message: "You already own “Soil Health”.", details: { productIds: ["prod_soil"] } });
  });

  it("whose body is not JSON keeps the status and says the caller's fallback", async () => {
    signedIn();
    fetchMock.mockResolvedValue(new Response("<html>Bad gateway</html>", { status: 502, headers: { "Content-Type": "text/html" } }));
    const refused = await respond("/api/orders/order_1/invoice", { fallback: "The PDF could not be downloaded. Please try again.", fallbackCode: "orders/failed" }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 502, code: "orders/failed", message: "The PDF could not be downloaded. Please try again." });
  });

  it("without an answer at all is status 0, with the caller's words for it", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    const refused = await call("/api/certificates/verify", { method: "POST", body: { url: "x" }, signedIn: false, unreachable: "Our server could not be reached." }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 0, code: "network", message: "Our server could not be reached." });
  });
});

describe("a file", () => {
  it("is the raw response, for the caller to save", async () => {
    signedIn();
    fetchMock.mockResolvedValue(new Response("%PDF-1.7", { status: 200, headers: { "Content-Type": "application/pdf" } }));
    const response = await respond("/api/orders/order_1/invoice");
    expect(await response.text()).toBe("%PDF-1.7");
  });
});

describe("withQuery", () => {
  it("adds only the values given", () => {
    expect(withQuery("/api/admin/orders", { filter: "all", q: "", after: null })).toBe("/api/admin/orders?filter=all");
    expect(withQuery("/api/admin/approvals", { after: null })).toBe("/api/admin/approvals");
  });
});
