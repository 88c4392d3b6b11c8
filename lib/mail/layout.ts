import { brand } from "@/config/brand";
import { absoluteUrl } from "@/config/site";
import type { MailKind, MailMessage } from "@/lib/types/mail";
import type { EmailSetting } from "@/lib/types/user";
import { MAIL_SWITCH } from "@/config/mail-switches";

export const SETTINGS_PATH = "/dashboard/settings";

const SWITCH_LABEL: Record<EmailSetting, string> = {
  emailOnSale: "Sales",
  emailOnReview: "Reviews",
  emailOnQuestion: "Questions",
  emailOnApproval: "Approvals",
  newsletter: "Newsletter",
};

/** Text from people (titles, names, reasons, questions) goes into HTML only through this. */
export function escapeHtml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#39;");
}

export type MailContent = {
  kind: MailKind;
  subject: string;
  /** Paragraphs of plain text; the HTML escapes each. */
  paragraphs: string[];
  /** Links to pages of this site, by path. */
  links: { label: string; path: string }[];
};

function footer(kind: MailKind): string {
  const key = MAIL_SWITCH[kind];
  return key
    ? `You get this email because "${SWITCH_LABEL[key]}" is on in your email settings. To unsubscribe, turn it off:`
    : "This email confirms something you did, so it is sent whatever your email settings. Manage your emails:";
}

/**
 * One email as plain text and HTML with the same content. The HTML has inline styles only and no
 * images: mail clients block remote images and many strip <style> (decision 0151).
 */
export function renderMail({ kind, subject: rawSubject, paragraphs, links }: MailContent): MailMessage {
  // A subject is one header line: a title with a line break in it must not start another header.
  const subject = rawSubject.replace(/\s+/g, " ").trim();
  const settingsUrl = absoluteUrl(SETTINGS_PATH);
  const text = [
    ...paragraphs,
    ...links.map(({ label, path }) => `${label}: ${absoluteUrl(path)}`),
    "--",
    `${footer(kind)} ${settingsUrl}`,
    `${brand.name} · ${brand.supportEmail}`,
  ].join("\n\n");
  const html = [
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;color:#1c1917">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:24px;border-radius:8px">',
    `<p style="margin:0 0 16px;font-weight:bold;color:#166534">${escapeHtml(brand.name)}</p>`,
    ...paragraphs.map((paragraph) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(paragraph)}</p>`),
    ...links.map(({ label, path }) => `<p style="margin:0 0 16px"><a href="${escapeHtml(absoluteUrl(path))}" style="color:#166534">${escapeHtml(label)}</a></p>`),
    `<p style="margin:24px 0 0;font-size:12px;color:#57534e">${escapeHtml(footer(kind))} <a href="${escapeHtml(settingsUrl)}" style="color:#57534e">${escapeHtml(settingsUrl)}</a></p>`,
    `<p style="margin:8px 0 0;font-size:12px;color:#57534e">${escapeHtml(`${brand.name} · ${brand.supportEmail}`)}</p>`,
    "</div></body></html>",
  ].join("\n");
  return { subject, text, html };
}
