/**
 * SPEC §9: image widths from 640 to 3840. next.config.ts hands this list to next/image and
 * lib/utils/images.ts picks from it, so server-made srcsets and the browser's choice agree.
 */
export const IMAGE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
