import { decodeCursor, encodeCursor, pageSize, toPage, type Cursor } from "@/lib/db/cursor";
import { searchWords } from "@/lib/learning/library";
import { normalizeTitle, relationListing, titleTerms } from "@/lib/learning/title-terms";

vi.mock("@/lib/db/products", () => ({}));
vi.mock("@/lib/db/progress", () => ({}));
vi.mock("@/lib/db/relations", () => ({}));

describe("cursor paging", () => {
  const rows = ["a", "b", "c"].map((id, index) => ({ id, at: index }));
  const cursorOf = (row: { id: string; at: number }): Cursor => ({ value: row.at, id: row.id });

  it("shows the page size and makes the last shown row the cursor when one more came", () => {
    expect(toPage(rows, 2, cursorOf, (row) => row.id)).toEqual({ items: ["a", "b"], next: { value: 1, id: "b" } });
  });

  it("has no next page when the extra row did not come", () => {
    expect(toPage(rows, 3, cursorOf, (row) => row.id)).toEqual({ items: ["a", "b", "c"], next: null });
    expect(toPage([], 3, cursorOf, (row) => row.id)).toEqual({ items: [], next: null });
  });

  it("keeps page sizes within what the rules allow with the extra row", () => {
    expect([pageSize(undefined), pageSize(0), pageSize(24), pageSize(500)]).toEqual([20, 1, 24, 49]);
  });

  it("round-trips cursors through URL-safe strings, timestamps to the nanosecond", () => {
    for (const cursor of [
      { value: { seconds: 1_750_000_000, nanoseconds: 123_456_789 }, id: "order_ABC" },
      { value: "ökologie – basics", id: "uid_prod_1" },
      { value: null, id: "x" },
    ]) {
      const encoded = encodeCursor(cursor);
      expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(decodeCursor(encoded)).toEqual(cursor);
    }
  });

  it("refuses anything that is not a cursor, so a hand-edited link starts over", () => {
    const forged = (value: unknown) => btoa(encodeURIComponent(JSON.stringify(value)));
    for (const raw of [undefined, "", "%%%", "bm90IGpzb24", forged({ a: 1 }), forged([{ seconds: 1 }, "id"]), forged(["v", "a/b"]), forged(["v", ".."]), forged(["v", "__x__"]), forged(["v", 3]), forged([{ seconds: 1e12, nanoseconds: 0 }, "id"]), "x".repeat(3000)]) {
      expect(decodeCursor(raw)).toBeNull();
    }
  });
});

describe("library search terms", () => {
  it("stores every word start of a normalised title", () => {
    expect(normalizeTitle("  Ökologie   BASICS ")).toBe("okologie basics");
    expect(titleTerms("Soil & Water")).toEqual(["s", "so", "soi", "soil", "w", "wa", "wat", "wate", "water"]);
    expect(relationListing("Soil")).toEqual({ title: "Soil", titleSort: "soil", titleTerms: ["s", "so", "soi", "soil"] });
  });

  it("queries the longest searched word and cuts words to the stored length", () => {
    expect(searchWords("urban CLIMATE  adaptation")).toEqual(["adaptation", "climate", "urban"]);
    expect(searchWords("a".repeat(30))).toEqual(["a".repeat(20)]);
    expect(searchWords("  ")).toEqual([]);
  });
});
