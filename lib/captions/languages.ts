import type { Caption } from "@/lib/types/product";

/**
 * The caption languages the builder offers: BCP 47 tags with the names the player's captions
 * menu shows. firestore.rules allow at most this many captions per lecture.
 */
export const CAPTION_LANGUAGES = [
  { language: "en", label: "English" },
  { language: "de", label: "German" },
  { language: "fr", label: "French" },
  { language: "es", label: "Spanish" },
  { language: "it", label: "Italian" },
  { language: "pt", label: "Portuguese" },
  { language: "nl", label: "Dutch" },
  { language: "pl", label: "Polish" },
  { language: "tr", label: "Turkish" },
  { language: "uk", label: "Ukrainian" },
  { language: "ar", label: "Arabic" },
  { language: "zh", label: "Chinese" },
] as const satisfies readonly Omit<Caption, "path">[];

/** `captions` with `caption` in place of the one of its language, or added in the list's order. */
export function withCaption(captions: readonly Caption[], caption: Caption): Caption[] {
  const order = (language: string) => CAPTION_LANGUAGES.findIndex((entry) => entry.language === language);
  return [...captions.filter((entry) => entry.language !== caption.language), caption].sort((a, b) => order(a.language) - order(b.language));
}
