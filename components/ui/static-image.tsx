import { getImageProps, type ImageProps } from "next/image";
import { preload as preloadResource } from "react-dom";

type StaticImageProps = Omit<ImageProps, "src" | "width" | "height" | "preload" | "priority"> & {
  src: string;
  width: number;
  height: number;
  /** Above the fold: fetched early, from a preload link in the head. */
  preload?: boolean;
};

/**
 * next/image's srcset, widths and optimizer, rendered as a plain <img> by the server. The Image
 * component itself is a client component (about 3 kB of a page's first load) whose only extra
 * is a load handler for blur placeholders, which we do not use.
 */
export function StaticImage({ preload = false, ...image }: StaticImageProps) {
  const { props } = getImageProps({ ...image, loading: preload ? "eager" : image.loading, fetchPriority: preload ? "high" : image.fetchPriority });
  if (preload) {
    preloadResource(props.src, { as: "image", imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: "high" });
  }
  // next/image colours the alt text transparent while loading; an image without alt text (a card's
  // picture, named by its title) needs no style, and a catalogue page carries twelve fewer. Left
  // out rather than undefined: React's payload spells an undefined prop out ("$undefined").
  const { style, ...rest } = props;
  // eslint-disable-next-line @next/next/no-img-element -- the props come from next/image's getImageProps
  return <img {...rest} {...(props.alt && style ? { style } : {})} alt={props.alt} />;
}
