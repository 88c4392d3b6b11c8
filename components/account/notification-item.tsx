import { Link } from "@/components/ui/link";
import { safeReturnPath } from "@/lib/auth/return-path";
import type { Notification } from "@/lib/types/notification";
import { formatDate } from "@/lib/utils/format";

type NotificationItemProps = {
  notification: Notification;
  pending: boolean;
  onMarkRead: () => void;
};

export function NotificationItem({ notification, pending, onMarkRead }: NotificationItemProps) {
  const { title, body, link, createdAt, read } = notification;
  // Links come from the server, but only a path on this site may be opened from here.
  const href = link ? safeReturnPath(link, "") : "";
  return (
    <li
      className={`rounded-md border px-4 py-3 ${read ? "border-slate-200 bg-white" : "border-brand-700 border-l-4 bg-slate-50"}`}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 className="flex items-center gap-2 font-semibold text-slate-900">
            {read ? null : <span aria-hidden="true" className="h-2 w-2 shrink-0 rounded-full bg-brand-700" />}
            {read ? null : <span className="sr-only">Unread: </span>}
            {title}
          </h2>
          <p className="mt-1 whitespace-pre-line text-sm text-slate-700">{body}</p>
          <p className="mt-1 text-xs text-slate-600">
            <time dateTime={createdAt}>{formatDate(createdAt)}</time>
          </p>
          {href ? (
            <Link
              href={href}
              aria-label={`View details: ${title}`}
              className="mt-2 inline-block text-sm text-link"
            >
              View details
            </Link>
          ) : null}
        </div>
        {read ? null : (
          <button
            type="button"
            onClick={onMarkRead}
            disabled={pending}
            aria-label={`Mark as read: ${title}`}
            className="shrink-0 self-start rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 disabled:opacity-60"
          >
            Mark as read
          </button>
        )}
      </div>
    </li>
  );
}
