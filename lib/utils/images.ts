import { IMAGE_WIDTHS } from "@/config/image-widths";

export { IMAGE_WIDTHS };

/** The smallest configured width that covers `cssWidth` on a screen with `devicePixelRatio`. */
export function pickImageWidth(cssWidth: number, devicePixelRatio = 1): number {
  const needed = Math.ceil(Math.max(0, cssWidth) * Math.max(1, devicePixelRatio));
  return IMAGE_WIDTHS.find((width) => width >= needed) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
}
