"use client";

import { buttonClass } from "@/components/ui/button";
import { useCallback, useEffect, useState, type FormEvent } from "react";
import { useLoad } from "@/components/ui/use-load";
import { toast } from "@/components/ui/toast";
import { LoadError } from "@/components/ui/load-error";
import type { Team } from "@/lib/api/creator";
import { isShare, shareSumError, TEAM_MAX } from "@/lib/schemas/creator";
import { isEmail } from "@/lib/utils/email";
import { ShareInput } from "./share-input";

// Loaded on first use: the route helpers bring Firebase Auth, which the first paint does not need.
const creatorApi = () => import("@/lib/api/creator");

const SHARE_RANGE = "Every share is a whole number from 1 to 100 %.";

const link = "text-sm font-medium text-brand-700 underline hover:text-brand-800";

/** Whether `draft` differs from the team as saved: a share, a removal or an invitation. */
const teamKey = (team: Team) => JSON.stringify([team.creators.map(({ uid, share }) => [uid, share]), team.invitations.map(({ email, share }) => [email, share])]);
const teamChanged = (saved: Team, draft: Team) => teamKey(saved) !== teamKey(draft);

/**
 * Co-creators and their payout shares. Only the lead creator edits; a removed co-creator's or
 * invitation's share goes back to the lead, so removing never breaks the 100 %. Edits wait for
 * "Save team"; `onUnsavedChange` tells the page while there are some, so leaving it can warn.
 */
export function TeamEditor({ productId, onUnsavedChange }: { productId: string; onUnsavedChange?: (unsaved: boolean) => void }) {
  const { state: load, reload, update } = useLoad(useCallback(async () => (await creatorApi()).fetchTeam(productId), [productId]));
  // The edits not saved yet, over the team as loaded or saved (`from`).
  const [edit, setEdit] = useState<{ from: Team; draft: Team } | null>(null);
  const [email, setEmail] = useState("");
  const [share, setShare] = useState(10);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [inviteShareError, setInviteShareError] = useState(false);

  const savedTeam = load.status === "ready" ? load.value : null;
  // A team that (re)loaded starts a new draft from itself.
  const draft = savedTeam && edit?.from === savedTeam ? edit.draft : savedTeam;
  const setDraft = (next: Team) => savedTeam && setEdit({ from: savedTeam, draft: next });
  const unsaved = Boolean(savedTeam && draft && (teamChanged(savedTeam, draft) || email.trim() !== ""));
  useEffect(() => {
    onUnsavedChange?.(unsaved);
  }, [unsaved, onUnsavedChange]);
  // Gone from the page, its edits can no longer be saved or lost here.
  useEffect(() => () => onUnsavedChange?.(false), [onUnsavedChange]);

  if (load.status === "loading") return <p role="status">Loading the team…</p>;
  if (load.status === "failed" || !draft) {
    return <LoadError message={load.status === "failed" && load.error instanceof Error ? load.error.message : "The team could not be loaded."} onRetry={reload} />;
  }

  const shares = [...draft.creators.map((creator) => creator.share), ...draft.invitations.map((invitation) => invitation.share)];
  // A -10 % beside a 110 % adds up to 100 %: each share is checked too, as the server does (lib/schemas/creator.ts).
  const sumError = shares.every(isShare) ? shareSumError(shares) : SHARE_RANGE;
  const shareErrorId = (share: number) => (!isShare(share) ? "team-share-status" : undefined);
  const full = draft.creators.length + draft.invitations.length >= TEAM_MAX;
  const giveToLead = (team: Team, amount: number): Team => ({
    ...team,
    creators: team.creators.map((creator, index) => (index === 0 ? { ...creator, share: creator.share + amount } : creator)),
  });
  const setCreatorShare = (index: number, value: number) =>
    setDraft({ ...draft, creators: draft.creators.map((creator, i) => (i === index ? { ...creator, share: value } : creator)) });
  const setInvitationShare = (index: number, value: number) =>
    setDraft({ ...draft, invitations: draft.invitations.map((invitation, i) => (i === index ? { ...invitation, share: value } : invitation)) });
  const removeCreator = (index: number) =>
    setDraft(giveToLead({ ...draft, creators: draft.creators.filter((_, i) => i !== index) }, draft.creators[index]?.share ?? 0));
  const removeInvitation = (index: number) =>
    setDraft(giveToLead({ ...draft, invitations: draft.invitations.filter((_, i) => i !== index) }, draft.invitations[index]?.share ?? 0));

  const invite = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim().toLowerCase();
    if (!isEmail(address)) return setError("Enter a valid email address.");
    setInviteShareError(!isShare(share));
    if (!isShare(share)) return setError(null);
    if (draft.invitations.some((invitation) => invitation.email === address) || draft.creators.some((creator) => creator.email === address)) {
      return setError("This person is already on the team or invited.");
    }
    setError(null);
    setDraft({ ...draft, invitations: [...draft.invitations, { email: address, share }] });
    setEmail("");
  };

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      const saved = await (await creatorApi()).saveTeam(productId, {
        creators: draft.creators.map((creator) => creator.uid),
        payout: draft.creators.map((creator) => creator.share),
        invitations: draft.invitations,
      });
      // The saved team is shown as loaded, and the draft starts again from it.
      update(() => saved);
      toast.success("Team saved.");
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "The team could not be saved.");
    } finally {
      setSaving(false);
    }
  };

  const editable = draft.lead;
  return (
    <section aria-labelledby="team-editor-title" className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="team-editor-title" className="text-lg font-semibold text-slate-900">
        Co-creators and payout split
      </h2>
      {!editable ? <p className="mt-1 text-sm text-slate-700">Only the lead creator can change the team.</p> : null}
      <ul className="mt-4 space-y-3">
        {draft.creators.map((creator, index) => (
          <li key={creator.uid} className="flex flex-wrap items-center gap-3">
            <span className="min-w-48 flex-1 text-slate-900">
              {creator.name || creator.email || "Creator"}
              {creator.email && creator.name ? <span className="text-sm text-slate-600"> ({creator.email})</span> : null}
              {index === 0 ? <span className="text-sm text-slate-600"> · lead</span> : null}
            </span>
            <ShareInput
              id={`share-${creator.uid}`}
              label={`Share of ${creator.name || creator.email || "creator"}`}
              value={creator.share}
              disabled={!editable}
              errorId={shareErrorId(creator.share)}
              onChange={(value) => setCreatorShare(index, value)}
            />
            {editable && index > 0 ? (
              <button type="button" className={link} onClick={() => removeCreator(index)}>
                Remove {creator.name || creator.email}
              </button>
            ) : null}
          </li>
        ))}
        {draft.invitations.map((invitation, index) => (
          <li key={invitation.email} className="flex flex-wrap items-center gap-3">
            <span className="min-w-48 flex-1 text-slate-900">
              {invitation.email} <span className="text-sm text-slate-600">· invited</span>
            </span>
            <ShareInput
              id={`invite-share-${index}`}
              label={`Share of ${invitation.email}`}
              value={invitation.share}
              disabled={!editable}
              errorId={shareErrorId(invitation.share)}
              onChange={(value) => setInvitationShare(index, value)}
            />
            {editable ? (
              <button type="button" className={link} onClick={() => removeInvitation(index)}>
                Cancel invitation for {invitation.email}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <p id="team-share-status" aria-live="polite" className={`mt-4 text-sm font-medium ${sumError ? "text-red-700" : "text-slate-700"}`}>
        {sumError ?? "Shares add up to 100 %."}
      </p>
      {editable ? (
        <>
          <form noValidate onSubmit={invite} className="mt-4 flex flex-wrap items-end gap-3">
            <div className="min-w-60 flex-1">
              <label htmlFor="invite-email" className="block text-sm font-medium text-slate-900">
                Invite a co-creator by email
              </label>
              <input
                id="invite-email"
                type="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900 focus:border-brand-700 focus:outline-2 focus:outline-brand-700"
              />
            </div>
            <div>
              <ShareInput id="invite-share" label="Their share" value={share} onChange={setShare} errorId={inviteShareError ? "invite-share-error" : undefined} />
              {inviteShareError ? (
                <p id="invite-share-error" role="alert" className="mt-1 text-sm text-red-700">
                  {SHARE_RANGE}
                </p>
              ) : null}
            </div>
            <button type="submit" disabled={full} className={buttonClass({ variant: "secondary", size: "sm" })}>
              Add invitation
            </button>
          </form>
          {full ? <p className="mt-2 text-sm text-slate-700">A product can have at most {TEAM_MAX} people, invitations included.</p> : null}
          {error ? (
            <p role="alert" className="mt-3 text-sm text-red-700">
              {error}
            </p>
          ) : null}
          <button type="button" onClick={save} disabled={saving || sumError !== null} className={buttonClass({ size: "sm", className: "mt-4" })}>
            {saving ? "Saving…" : "Save team"}
          </button>
        </>
      ) : null}
    </section>
  );
}
