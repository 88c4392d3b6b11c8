// Extra approved products for npm run bench:scale: clones of the seeded approved products, every
// field copied verbatim (derived fields the seed or approval adds come along) except a title
// suffix (" #1234") and a spread of createdOn/lastUpdated, rating and price, so that sorts and
// filters meet a realistic mix. Ids are the spec's format and stable (clone 1234 has the same id
// on every run). Lectures are copied only for the clones the bench opens (copyLectures).
import { Timestamp } from "firebase-admin/firestore";
import { stableId } from "../lib/stable-id.mjs";

const BATCH = 500; // Firestore's limit of writes per batch
const PARALLEL = 4; // batches in flight: the emulator is the bottleneck on two cores
const YEAR_MS = 365 * 86_400_000;

/** A small deterministic generator (mulberry32), so every run seeds the same catalogue. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

export const cloneId = (number) => stableId("prod", `bench-scale/${number}`);

/** The approved products as seeded: the templates of every clone. */
export async function loadTemplates(db) {
  const snapshot = await db.collection("products").where("state", "==", "approved").get();
  const templates = snapshot.docs.filter((doc) => !/ #\d+$/.test(doc.get("title"))).map((doc) => ({ id: doc.id, data: doc.data() }));
  if (!templates.length) throw new Error("No approved products to clone: is the emulator seeded?");
  return templates.sort((a, b) => a.id.localeCompare(b.id));
}

function clone(template, number, now) {
  const next = random(number);
  const created = now - Math.floor(next() * 3 * YEAR_MS);
  const updated = Math.min(now, created + Math.floor(next() * 0.25 * YEAR_MS));
  const count = Math.floor(next() ** 2 * 300);
  const total = count ? count + Math.floor(next() * 4 * count) : 0;
  const data = {
    ...template.data,
    title: `${template.data.title} #${number}`,
    createdOn: Timestamp.fromMillis(created),
    lastUpdated: Timestamp.fromMillis(updated),
    // Exact, as a review's transaction stores it (firestore.rules: stars == total / count).
    rating: { stars: count ? total / count : 0, count, total },
  };
  if (!template.data.free) data.price = Math.round((4.99 + next() * 195) * 100) / 100;
  return data;
}

/**
 * Writes clones number `from` + 1 … `to` in batches of 500, a few in flight, and returns the
 * template id of each clone written (clone id → template id).
 */
export async function addClones(db, templates, from, to, { onProgress = () => {} } = {}) {
  const now = Date.now();
  const sources = new Map();
  let next = from;
  let done = from;
  async function worker() {
    while (next < to) {
      const first = next;
      const last = Math.min(to, first + BATCH);
      next = last;
      const batch = db.batch();
      for (let number = first + 1; number <= last; number++) {
        const template = templates[(number - 1) % templates.length];
        const id = cloneId(number);
        batch.set(db.doc(`products/${id}`), clone(template, number, now));
        sources.set(id, template.id);
      }
      await batch.commit();
      done += last - first;
      onProgress(done, to);
    }
  }
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return sources;
}

/** Gives the clones among `ids` their template's lectures (the outline a product page shows). */
export async function copyLectures(db, ids, sources) {
  for (const id of ids) {
    const template = sources.get(id);
    if (!template) continue;
    const lectures = await db.collection(`products/${template}/lectures`).get();
    const batch = db.batch();
    for (const lecture of lectures.docs) batch.set(db.doc(`products/${id}/lectures/${lecture.id}`), lecture.data());
    await batch.commit();
  }
}

/** A progress bar on stderr, redrawn in place. */
export function progressBar(label) {
  const started = Date.now();
  return (done, total) => {
    const width = 30;
    const filled = Math.round((done / total) * width);
    const seconds = (Date.now() - started) / 1000;
    process.stderr.write(`\r${label} [${"#".repeat(filled)}${" ".repeat(width - filled)}] ${done.toLocaleString("en")}/${total.toLocaleString("en")} ${seconds.toFixed(0)} s `);
    if (done >= total) process.stderr.write("\n");
  };
}
