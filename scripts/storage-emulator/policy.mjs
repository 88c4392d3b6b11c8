// The access policy of storage.rules, in plain JavaScript for the local stand-in. Keep the two
// in step: docs/developer/storage.md lists where they differ, and tests/unit/storage-rules.test.ts
// checks that the limits here match lib/storage/limits.ts and storage.rules.

const MB = 1024 * 1024;
export const LIMITS = {
  image: { maxBytes: 10 * MB, types: ["image/jpeg", "image/png", "image/webp"] },
  video: { maxBytes: 2 * 1024 * MB, types: ["video/mp4", "video/webm"] },
  document: { maxBytes: 100 * MB, types: ["application/pdf"] },
  captions: { maxBytes: 1 * MB, types: ["text/vtt"] },
};

// One path segment of ours: no "/", not "." or "..", nothing invisible.
const SEGMENT = /^(?!\.{1,2}$)[^/\u0000-\u001f]{1,200}$/;

/**
 * The kind of object a path names, or null for every path storage.rules does not match (all
 * of them are refused). `kinds` are the media kinds allowed there.
 */
export function classifyPath(objectPath) {
  const parts = typeof objectPath === "string" ? objectPath.split("/") : [];
  if (parts[0] !== "products" || !parts.slice(1).every((part) => SEGMENT.test(part))) return null;
  if (parts.length === 4 && parts[2] === "preview") {
    return { area: "preview", productId: parts[1], kinds: ["image", "video"] };
  }
  if (parts.length === 5 && parts[2] === "lectures") {
    // Captions only under a .vtt name, as storage.rules' isCaptions: the media route serves them as text/vtt.
    const kinds = parts[4].toLowerCase().endsWith(".vtt") ? ["video", "document", "captions"] : ["video", "document"];
    return { area: "lecture", productId: parts[1], lectureId: parts[3], kinds };
  }
  return null;
}

/** null when an object of this type and size may be stored at `place`, else why not. */
export function checkContent(place, contentType, size) {
  const type = String(contentType ?? "").split(";")[0].trim().toLowerCase();
  const kind = place.kinds.find((name) => LIMITS[name].types.includes(type));
  if (!kind) return `Content type ${type || "(none)"} is not allowed here.`;
  if (!Number.isFinite(size) || size < 0) return "The upload does not say its size.";
  if (size > LIMITS[kind].maxBytes) return `Objects of type ${type} can be at most ${LIMITS[kind].maxBytes} bytes; this one has ${size}.`;
  return null;
}

/**
 * Whether `caller` may do `op` ("read" | "write" | "delete") on the object at `objectPath`.
 * caller: { owner: true } for firebase-admin, { uid, admin } for a signed-in user, null when
 * anonymous. lookup: { product(pid) → { creators, state } | null, hasRelation(uid, pid) → bool }.
 * Returns { allowed, reason }.
 * @param {"read" | "write" | "delete"} op
 * @param {string} objectPath
 * @param {{ owner?: boolean, uid?: string, admin?: boolean } | null} caller
 * @param {{ product(id: string): Promise<{ creators?: unknown, state?: unknown } | null>, hasRelation(uid: string, id: string): Promise<boolean> }} lookup
 * @param {{ contentType?: string, size?: number, exists?: boolean } | null} [upload] exists: the
 *   write would replace an object already stored there
 * @returns {Promise<{ allowed: boolean, reason?: string }>}
 */
export async function decide(op, objectPath, caller, lookup, upload = null) {
  if (caller?.owner) return { allowed: true };
  const place = classifyPath(objectPath);
  if (!place) return { allowed: false, reason: "No rule allows access to this path." };
  if (op === "write") {
    const problem = checkContent(place, upload?.contentType, upload?.size);
    if (problem) return { allowed: false, reason: problem };
  }
  if (caller?.admin) return { allowed: true };
  const product = await lookup.product(place.productId);
  const isCreator = Boolean(caller?.uid && Array.isArray(product?.creators) && product.creators.includes(caller.uid));
  // As storage.rules' mayReplace: once a course is under review or live, its creators add new
  // files but neither replace nor delete the ones buyers and reviewers see.
  const replaces = op === "delete" || (op === "write" && upload?.exists === true);
  if (isCreator && replaces && !["draft", "rejected"].includes(String(product?.state))) {
    return { allowed: false, reason: "Files of a course under review or live cannot be replaced or deleted; upload a new file instead." };
  }
  if (isCreator) return { allowed: true };
  if (op === "read" && place.area === "preview" && product?.state === "approved") return { allowed: true };
  return { allowed: false, reason: caller ? "Permission denied." : "Sign in first." };
}
