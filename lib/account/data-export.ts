/**
 * The "Download my data" file (GDPR Art. 15 and 20): everything stored about one person, as
 * plain JSON. Built from the stored documents by pure functions, so what leaves the shop, and
 * what of other people is held back, is decided here and tested without a database.
 */

import { brand } from "@/config/brand";
import type { MailKind } from "@/lib/types/mail";

export const DATA_EXPORT_FORMAT = "verdant-campus-data-export/1";

/** One stored document: its id, where it hangs (product, question) when that is not the owner, and its fields. */
export type StoredEntry = { id: string; data: Record<string, unknown>; productId?: string; questionId?: string };

export type ExportSources = {
  account: { uid: string; email: string; emailVerified: boolean };
  record: Record<string, unknown> | null;
  orders: StoredEntry[];
  invoices: StoredEntry[];
  relations: StoredEntry[];
  progress: StoredEntry[];
  reviews: StoredEntry[];
  questions: StoredEntry[];
  answers: StoredEntry[];
  notifications: StoredEntry[];
  emails: StoredEntry[];
  payoutAccount: Record<string, unknown> | null;
  payouts: StoredEntry[];
  certificates: StoredEntry[];
};

type Plain = null | boolean | number | string | Plain[] | { [key: string]: Plain };
type PlainEntry = { [key: string]: Plain };

type ListKey = Exclude<keyof ExportSources, "account" | "record" | "payoutAccount">;

export type DataExport = { format: typeof DATA_EXPORT_FORMAT; exportedAt: string; account: PlainEntry; record: PlainEntry | null; payoutAccount: PlainEntry | null } & Record<ListKey, PlainEntry[]>;

const isTimestamp = (value: object): value is { toDate(): Date } => typeof (value as { toDate?: unknown }).toDate === "function";

/** Stored values as JSON has them: Timestamps become ISO 8601 strings, anything else unknown is dropped. */
export function toPlain(value: unknown): Plain {
  if (value === null || typeof value === "string" || typeof value === "boolean") return value;
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (Array.isArray(value)) return value.map(toPlain);
  if (typeof value === "object") {
    if (isTimestamp(value)) return value.toDate().toISOString();
    if (value instanceof Date) return value.toISOString();
    return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined).map(([key, field]) => [key, toPlain(field)]));
  }
  return null;
}

const without = (data: Record<string, unknown>, keys: string[]) => Object.fromEntries(Object.entries(data).filter(([key]) => !keys.includes(key)));

// Other people named in one's own documents: the creators (uids) an order pays and their
// percentages (team data, kept off public pages too: decision 0134), and the admin who granted
// a course. The library's search helpers are derived from the title and say nothing about anyone.
const OTHERS_IN_ORDER = ["creatorIds"];
const OTHERS_IN_ORDER_ITEM = ["creators", "payout"];
const OTHERS_IN_RELATION = ["creatorIds", "grantedBy", "titleSort", "titleTerms"];

function entry({ id, data, productId, questionId }: StoredEntry, drop: string[] = []): PlainEntry {
  const placed = { ...(productId ? { productId } : {}), ...(questionId ? { questionId } : {}) };
  return { id, ...placed, ...(toPlain(without(data, drop)) as PlainEntry) };
}

function order(stored: StoredEntry): PlainEntry {
  const items = Array.isArray(stored.data.items) ? stored.data.items : [];
  return entry({ ...stored, data: { ...stored.data, items: items.map((item: unknown) => (item && typeof item === "object" ? without(item as Record<string, unknown>, OTHERS_IN_ORDER_ITEM) : item)) } }, OTHERS_IN_ORDER);
}

const EMAIL_ADDRESS = /[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[a-z]{2,}/gi;
export const SOMEONE_ELSES_EMAIL = "(another person's email address)";

/**
 * Texts we wrote to the person may name someone else by address (a co-creator who accepted an
 * invitation is named in the lead's notification): every address but their own and the shop's
 * (every email's footer) is replaced.
 */
function withoutOthersEmails(value: unknown, own: string): unknown {
  if (typeof value !== "string") return value;
  const kept = [own.toLowerCase(), brand.supportEmail.toLowerCase()];
  return value.replace(EMAIL_ADDRESS, (found) => (kept.includes(found.toLowerCase()) ? found : SOMEONE_ELSES_EMAIL));
}

function notification(stored: StoredEntry, own: string): PlainEntry {
  const { title, body } = stored.data;
  return entry({ ...stored, data: { ...stored.data, title: withoutOthersEmails(title, own), body: withoutOthersEmails(body, own) } });
}

/**
 * Emails whose links are keys. The university email's link proves that whoever opens it reads
 * that mailbox, and this file goes to whoever holds the account: with the link in it, anyone
 * could verify an address they never saw (issue 48). A Record, so a new kind of email does not
 * compile until someone decides.
 */
const LINKS_ARE_KEYS: Record<MailKind, boolean> = {
  "order-confirmation": false,
  "enrolment-confirmation": false,
  "refund-confirmation": false,
  "refund-request-rejected": false,
  sale: false,
  "sale-refunded": false,
  approval: false,
  rejection: false,
  question: false,
  answer: false,
  review: false,
  "student-email": true,
};

const LINK = /https?:\/\/[^\s<>"']+/gi;
// Whatever the kind, a link that carries a parameter named like a key is left out too.
const KEY_PARAMETER = /[?&#;](?:token|oobcode|code|key|apikey|secret|sig|signature|access_token|id_token|refresh_token|password)=/i;
export const LINK_LEFT_OUT = "(link left out: the links in this email are for its mailbox only)";

function withoutKeys(value: unknown, everyLink: boolean): unknown {
  if (typeof value !== "string") return value;
  return value.replace(LINK, (link) => (everyLink || KEY_PARAMETER.test(link) ? LINK_LEFT_OUT : link));
}

/**
 * An email as it was sent: the plain-text body carries everything the HTML one does, less the
 * links that are keys. Its existence, recipient, subject and words stay (GDPR Art. 15).
 */
function email(stored: StoredEntry, own: string): PlainEntry {
  const message = (stored.data.message ?? {}) as Record<string, unknown>;
  const delivery = (stored.data.delivery ?? {}) as Record<string, unknown>;
  // An unknown kind (an email from before its kind was renamed) is treated as the strict case.
  const everyLink = (LINKS_ARE_KEYS as Partial<Record<string, boolean>>)[String(stored.data.kind)] ?? true;
  const text = (value: unknown) => withoutOthersEmails(withoutKeys(value, everyLink), own);
  const data = { to: stored.data.to, kind: stored.data.kind, subject: text(message.subject), text: text(message.text), createdAt: stored.data.createdAt, deliveryState: delivery.state ?? null };
  return entry({ id: stored.id, data });
}

export function buildDataExport(sources: ExportSources, now: Date): DataExport {
  const own = sources.account.email;
  return {
    format: DATA_EXPORT_FORMAT,
    exportedAt: now.toISOString(),
    account: toPlain(sources.account) as PlainEntry,
    record: sources.record ? (toPlain(sources.record) as PlainEntry) : null,
    orders: sources.orders.map(order),
    invoices: sources.invoices.map((stored) => entry(stored)),
    relations: sources.relations.map((stored) => entry(stored, OTHERS_IN_RELATION)),
    progress: sources.progress.map((stored) => entry(stored)),
    reviews: sources.reviews.map((stored) => entry(stored)),
    questions: sources.questions.map((stored) => entry(stored)),
    answers: sources.answers.map((stored) => entry(stored)),
    notifications: sources.notifications.map((stored) => notification(stored, own)),
    emails: sources.emails.map((stored) => email(stored, own)),
    payoutAccount: sources.payoutAccount ? (toPlain(sources.payoutAccount) as PlainEntry) : null,
    payouts: sources.payouts.map((stored) => entry(stored)),
    certificates: sources.certificates.map((stored) => entry(stored)),
  };
}

/** The file's name: the date it was made, so a second download does not overwrite the first. */
export const dataExportFileName = (now: Date) => `verdant-campus-my-data-${now.toISOString().slice(0, 10)}.json`;
