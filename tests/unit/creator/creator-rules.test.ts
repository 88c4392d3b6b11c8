import type { Caption } from "@/lib/types/product";
import { derivedFields } from "@/lib/creator/submission-rules";

describe("derived fields", () => {
  it("sum lecture minutes and count sections and lectures", () => {
    const video = (duration: number, captions = [] as Caption[]) => ({ duration, type: "video" as const, captions });
    expect(derivedFields({ sections: [{ id: "a", title: "A" }] }, [video(12), video(7.5)])).toEqual({ length: 19.5, sectionCount: 1, lectureCount: 2, captioned: false });
  });

  it("mark a product captioned only when it has videos and every one has captions", () => {
    const en: Caption[] = [{ language: "en", label: "English", path: "products/p/lectures/l/a.vtt" }];
    const lecture = (type: "video" | "document", captions: Caption[] = []) => ({ duration: 5, type, captions });
    const captioned = (lectures: ReturnType<typeof lecture>[]) => derivedFields({ sections: [] }, lectures).captioned;
    expect(captioned([lecture("video", en), lecture("document"), lecture("video", en)])).toBe(true);
    expect(captioned([lecture("video", en), lecture("video")])).toBe(false);
    expect(captioned([lecture("document"), lecture("document")])).toBe(false);
    expect(captioned([])).toBe(false);
  });
});
