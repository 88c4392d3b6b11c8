"use client";

import { Button } from "@/components/ui/button";
import { useState } from "react";
import { Link } from "@/components/ui/link";
import { toast } from "@/components/ui/toast";
import { LoadError } from "@/components/ui/load-error";
import { useLoad } from "@/components/ui/use-load";
import type { OpenInvitation } from "@/lib/api/creator";

// Loaded on first use: the route helpers bring Firebase Auth, which the first paint does not need.
const creatorApi = () => import("@/lib/api/creator");
// "unverified": invitations reach verified addresses only, so there is nothing to list yet.
const loadInvitations = async (): Promise<OpenInvitation[] | "unverified"> => (await creatorApi()).fetchInvitations();

/**
 * Open co-creator invitations for the signed-in user, for the dashboard overview. Hidden when
 * there are none; an unverified email gets a quiet hint instead, as invitations only reach
 * verified addresses (docs/decisions/0067-invitations-verified-email-only.md).
 */
export function InvitationsList() {
  const { state: load, reload, update } = useLoad(loadInvitations);
  const [busy, setBusy] = useState<string | null>(null);

  if (load.status === "loading") return null;
  if (load.status === "failed") return <LoadError message="Your invitations could not be loaded." cause={load.error} onRetry={reload} />;
  if (load.value === "unverified") {
    return (
      <p className="text-sm text-slate-700">
        Invitations to co-create a course reach verified email addresses only.{" "}
        <Link href="/dashboard/account" className="text-link hover:text-brand-800">
          Verify your email on your account page
        </Link>
        .
      </p>
    );
  }
  const items = load.value;
  if (items.length === 0) return null;

  const answer = async (invitation: OpenInvitation, accept: boolean) => {
    setBusy(invitation.productId);
    try {
      await (await creatorApi()).answerInvitation(invitation.productId, accept);
      update((shown) => (shown === "unverified" ? shown : shown.filter((item) => item.productId !== invitation.productId)));
      toast.success(accept ? `You are now a co-creator of “${invitation.title}”.` : `Invitation to “${invitation.title}” declined.`);
    } catch (caught) {
      toast.error(caught instanceof Error ? caught.message : "Your answer could not be saved.");
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="invitations-title" className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="invitations-title" className="text-lg font-semibold text-slate-900">
        Invitations to co-create
      </h2>
      <ul className="mt-3 divide-y divide-slate-200">
        {items.map((invitation) => (
          <li key={invitation.productId} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <p className="text-slate-900">
              <span className="font-medium">{invitation.title || "Untitled product"}</span>
              <span className="text-sm text-slate-600"> · your share {invitation.share} %</span>
            </p>
            <div className="flex gap-2">
              <Button size="xs" disabled={busy !== null} onClick={() => answer(invitation, true)} aria-label={`Accept invitation to ${invitation.title}`}>
                Accept
              </Button>
              <Button variant="secondary" size="xs" disabled={busy !== null} onClick={() => answer(invitation, false)} aria-label={`Decline invitation to ${invitation.title}`}>
                Decline
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
