import nextConfig from "@/next.config";
import { IMAGE_WIDTHS, pickImageWidth } from "@/lib/utils/images";

describe("image widths", () => {
  it("run from 640 to 3840 and are what next/image is configured with", () => {
    expect(IMAGE_WIDTHS[0]).toBe(640);
    expect(IMAGE_WIDTHS.at(-1)).toBe(3840);
    expect(nextConfig.images?.deviceSizes).toEqual([...IMAGE_WIDTHS]);
  });

  it("picks the smallest width that stays sharp on the screen", () => {
    expect(pickImageWidth(300)).toBe(640);
    expect(pickImageWidth(700)).toBe(750);
    expect(pickImageWidth(600, 2)).toBe(1200);
    expect(pickImageWidth(5000)).toBe(3840);
  });
});
