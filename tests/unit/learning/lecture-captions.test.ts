import { toLecture } from "@/lib/db/product-shape";

describe("a lecture's captions as the player gets them", () => {
  it("keeps each well-formed captions file and drops entries a hand edit broke", () => {
    const english = { language: "en", label: "English", path: "products/p/lectures/l/en.vtt" };
    const lecture = toLecture("lec_1", {
      type: "video",
      captions: [english, { language: "de", label: "Deutsch" }, { language: "", label: "Empty", path: "x.vtt" }, "fr.vtt", null],
    });
    expect(lecture.captions).toEqual([english]);
  });

  it("gives a lecture stored before captions existed none", () => {
    expect(toLecture("lec_1", { type: "video" }).captions).toEqual([]);
  });
});
