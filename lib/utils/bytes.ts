const UNITS = [
  { size: 1024 ** 3, label: "GB" },
  { size: 1024 ** 2, label: "MB" },
  { size: 1024, label: "KB" },
] as const;

/**
 * A size for people: "2 GB", "100 MB", "1.5 MB". Binary units with the everyday labels, as
 * operating systems show file sizes, so a file the system calls "2 GB" fits a 2 GB limit.
 */
export function formatBytes(bytes: number): string {
  for (const unit of UNITS) {
    if (bytes >= unit.size) {
      const value = Math.round((bytes / unit.size) * 10) / 10;
      return `${value} ${unit.label}`;
    }
  }
  return `${bytes} bytes`;
}

const TYPE_NAMES: Record<string, string> = {
  "video/mp4": "MP4",
  "video/webm": "WebM",
  "application/pdf": "PDF",
  "image/jpeg": "JPEG",
  "image/png": "PNG",
  "image/webp": "WebP",
  "text/vtt": "WebVTT (.vtt)",
};

/** "MP4 or WebM" from MIME types; unknown types show as given. */
export function formatFileTypes(types: readonly string[]): string {
  const names = types.map((type) => TYPE_NAMES[type] ?? type);
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} or ${names[names.length - 1]}`;
}
