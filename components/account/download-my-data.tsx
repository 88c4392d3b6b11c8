"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { HttpError } from "@/lib/http/error";

const serverMessage = (error: unknown) => (error instanceof HttpError && typeof error.details.error === "string" ? error.message : null);

/** "Download my data" (GDPR Art. 15 and 20): the file app/api/account/export makes, saved by the browser. */
export function DownloadMyData() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = async () => {
    setPending(true);
    setError(null);
    try {
      const { blob, fileName } = await (await import("@/lib/api/account")).downloadMyData();
      const url = URL.createObjectURL(blob);
      const link = Object.assign(document.createElement("a"), { href: url, download: fileName });
      document.body.append(link);
      link.click();
      link.remove();
      // The click has handed the file to the browser; the URL is not needed after this task.
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch (caught) {
      // The server's words when it answered (a second export within a minute); ours when it could not be reached.
      if (!serverMessage(caught)) console.error(caught);
      setError(serverMessage(caught) ?? "We could not collect your data. Check your connection and try again.");
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="space-y-3">
      <p className="max-w-2xl text-slate-700">
        A copy of everything we store about you, as a JSON file you can keep or take to another service: your profile and cart,
        orders and invoices, courses and progress, reviews, questions and answers, notifications, the emails we sent you, and
        payout records if you sell courses.
      </p>
      <Button variant="secondary" onClick={download} disabled={pending} aria-describedby={error ? "download-data-error" : undefined}>
        {pending ? "Collecting your data…" : "Download my data"}
      </Button>
      {error ? (
        <p id="download-data-error" role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
