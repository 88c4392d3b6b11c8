/**
 * A video file's length in whole minutes (at least 1), read by the browser from the file's own
 * metadata; null when the browser cannot read it (the lecture then keeps its duration).
 */
export function videoMinutes(file: Blob, timeoutMs = 10_000): Promise<number | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement("video");
    const finish = (minutes: number | null) => {
      clearTimeout(timer);
      URL.revokeObjectURL(url);
      video.removeAttribute("src");
      resolve(minutes);
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    video.preload = "metadata";
    video.onloadedmetadata = () => finish(Number.isFinite(video.duration) ? Math.max(1, Math.round(video.duration / 60)) : null);
    video.onerror = () => finish(null);
    video.src = url;
  });
}
