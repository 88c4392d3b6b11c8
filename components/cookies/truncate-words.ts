/** The first `count` words of `text` and an ellipsis, or the text itself when it is that short. */
export function truncateWords(text: string, count: number): string {
  const words = text.trim().split(/\s+/);
  return words.length <= count ? text : `${words.slice(0, count).join(" ")}...`;
}
