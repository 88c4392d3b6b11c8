import { GET } from "@/app/api/cart/route";
import { readApprovedProducts } from "@/lib/db/products.server";
import type { Product } from "@/lib/types/product";

vi.mock("@/lib/db/products.server", () => ({ readApprovedProducts: vi.fn() }));

const product = (id: string, title: string, price: number, free = false) => ({ id, title, price, free, description: "not sent" }) as unknown as Product;
const ask = (query: string) => GET(new Request(`http://localhost/api/cart${query}`));

beforeEach(() => {
  vi.clearAllMocks();
  // What the batched read finds: the products asked about that exist and are approved.
  vi.mocked(readApprovedProducts).mockResolvedValue([product("prod_solar", "Solar", 39.99), product("prod_free", "Free guide", 0, true)]);
});

describe("GET /api/cart", () => {
  it("answers the title, price and free flag of the products asked about, from one batched read of those products", async () => {
    const response = await ask("?ids=prod_solar,prod_free,prod_gone");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      products: [
        { id: "prod_solar", title: "Solar", price: 39.99, free: false },
        { id: "prod_free", title: "Free guide", price: 0, free: true },
      ],
    });
    expect(readApprovedProducts).toHaveBeenCalledTimes(1);
    expect(readApprovedProducts).toHaveBeenCalledWith(["prod_solar", "prod_free", "prod_gone"]);
  });

  it("refuses a missing, malformed or too long list of ids", async () => {
    const tooMany = Array.from({ length: 51 }, (_, index) => `prod_${index}`).join(",");
    for (const query of ["", "?ids=", "?ids=prod_solar,,prod_free", "?ids=../users/x", `?ids=${tooMany}`]) {
      const response = await ask(query);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toMatchObject({ code: "cart/invalid-request" });
    }
    expect(readApprovedProducts).not.toHaveBeenCalled();
  });
});
