/** At most `length` characters of `text`, cut with an ellipsis: for notification bodies. */
export function excerpt(text: string, length = 140): string {
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}
