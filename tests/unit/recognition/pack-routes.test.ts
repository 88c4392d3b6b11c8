import { GET as getJsonLd } from "@/app/api/products/[id]/recognition-pack.jsonld/route";
import { GET as getPdf } from "@/app/api/products/[id]/recognition-pack.pdf/route";
import { learnerCertificateFor } from "@/lib/recognition/learner-certificate.server";
import { readPackData } from "@/lib/recognition/pack-data.server";
import { verifyRequest } from "@/lib/auth/verify-request";
import { pdfText } from "@/tests/e2e/support/pdf-text";
import { certificate, packData } from "./fixtures";

// The routes with their reads replaced: the pack's data, the caller and, once the certificates
// module is wired in, the learner's certificate (injected here).
vi.mock("@/lib/recognition/pack-data.server", () => ({ readPackData: vi.fn() }));
vi.mock("@/lib/recognition/learner-certificate.server", () => ({ learnerCertificateFor: vi.fn() }));
vi.mock("@/lib/auth/verify-request", () => ({ verifyRequest: vi.fn() }));

const ID = "prod_lcaInPractice";
const context = (id = ID) => ({ params: Promise.resolve({ id }) });
const request = (kind: "pdf" | "jsonld", token?: string) =>
  new Request(`http://localhost/api/products/${ID}/recognition-pack.${kind}`, token ? { headers: { Authorization: `Bearer ${token}` } } : {});

beforeEach(() => {
  vi.mocked(readPackData).mockImplementation(async (id) => (id === ID ? packData() : null));
  vi.mocked(verifyRequest).mockResolvedValue({ uid: "bea" } as Awaited<ReturnType<typeof verifyRequest>>);
  vi.mocked(learnerCertificateFor).mockResolvedValue(null);
});

describe("GET /api/products/{id}/recognition-pack.jsonld", () => {
  it("a visitor gets the public pack, which shared caches may keep", async () => {
    const response = await getJsonLd(request("jsonld"), context());
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/ld+json");
    expect(response.headers.get("cache-control")).toContain("public");
    expect(response.headers.get("vary")).toBe("Authorization");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="recognition-pack-${ID}.jsonld"`);
    const pack = await response.json();
    expect(pack.learningSpecification.creditPoint[0].point).toBe("0.5");
    expect(pack).not.toHaveProperty("@included");
    expect(verifyRequest).not.toHaveBeenCalled();
  });

  it("a learner who completed the course gets their certificate in a private answer", async () => {
    vi.mocked(learnerCertificateFor).mockResolvedValue(certificate);
    const response = await getJsonLd(request("jsonld", "token-of-bea"), context());
    expect(learnerCertificateFor).toHaveBeenCalledWith("bea", ID);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect((await response.json())["@included"]).toEqual([JSON.parse(certificate.credential)]);
  });

  it("a signed-in learner without a certificate gets the public pack", async () => {
    const response = await getJsonLd(request("jsonld", "token-of-bea"), context());
    expect(response.headers.get("cache-control")).toContain("public");
    expect(await response.json()).not.toHaveProperty("@included");
  });

  it("answers 404 for a product that is missing or not approved", async () => {
    const response = await getJsonLd(request("jsonld"), context("prod_notApproved1"));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "This course is not available.", code: "recognition/not-found" });
  });
});

describe("GET /api/products/{id}/recognition-pack.pdf", () => {
  it("prints the title, the summary and the outcomes, without a certificate for a visitor", async () => {
    const response = await getPdf(request("pdf"), context());
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("cache-control")).toContain("public");
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
    for (const part of ["Recognition pack", "Life Cycle Assessment in Practice", "0.5 ECTS", "EQF level 7", "Project", "LCA-501 Life Cycle Assessment", "Define a functional unit"]) {
      expect(text).toContain(part);
    }
    expect(text).not.toContain("Certificate");
  });

  it("adds a Certificate section with its address for a learner who holds one, privately", async () => {
    vi.mocked(learnerCertificateFor).mockResolvedValue(certificate);
    const response = await getPdf(request("pdf", "token-of-bea"), context());
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain("Certificate");
    expect(text).toContain(certificate.url);
  });
});
