/**
 * SPEC §9: image widths from 640 to 3840. next.config.ts hands the same list to next/image,
 * so server-made srcsets and this helper agree.
 */
export const IMAGE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;

/** The smallest configured width that covers `cssWidth` on a screen with `devicePixelRatio`. */
export function pickImageWidth(cssWidth: number, devicePixelRatio = 1): number {
  const needed = Math.ceil(Math.max(0, cssWidth) * Math.max(1, devicePixelRatio));
  return IMAGE_WIDTHS.find((width) => width >= needed) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
}
