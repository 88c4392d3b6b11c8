"use client";

import { useCallback, useState, type FormEvent } from "react";
import { FormError, SubmitButton } from "@/components/auth/form-parts";
import { LoadError } from "@/components/ui/load-error";
import { TextAreaField } from "@/components/ui/text-area-field";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { useLoad } from "@/components/ui/use-load";
import { PROFILE_LIMITS, validateCreatorProfile, type CreatorProfile, type ProfileErrors } from "@/lib/db/creator-profile-shape";
import type { UserRecord } from "@/lib/types/user";

type Fields = Omit<CreatorProfile, "uid">;

function ProfileFields({ uid, initial }: { uid: string; initial: Fields }) {
  const [fields, setFields] = useState(initial);
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const set = (key: keyof Fields) => (event: { target: { value: string } }) => setFields((current) => ({ ...current, [key]: event.target.value }));

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateCreatorProfile(fields);
    setErrors(found);
    if (Object.keys(found).length) return;
    setPending(true);
    setError(null);
    try {
      const { saveCreatorProfile } = await import("@/lib/db/creator-profiles");
      await saveCreatorProfile({ uid, displayName: fields.displayName.trim(), bio: fields.bio.trim(), photoUrl: fields.photoUrl.trim() });
      toast.success("Your instructor profile is saved. Course pages show it within a few minutes.");
    } catch (caught) {
      console.error(caught);
      setError("We could not save your profile. Check your connection and try again.");
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4">
      <TextField id="instructor-name" label="Name on your courses" value={fields.displayName} error={errors.displayName} maxLength={PROFILE_LIMITS.displayName} onChange={set("displayName")} />
      <TextAreaField id="instructor-bio" label="About you" rows={5} value={fields.bio} limit={PROFILE_LIMITS.bio} error={errors.bio} hint="What learners should know about who teaches them." onChange={set("bio")} />
      <TextField id="instructor-photo" label="Photo address (optional)" type="url" inputMode="url" placeholder="https://" value={fields.photoUrl} error={errors.photoUrl} onChange={set("photoUrl")} />
      <FormError message={error} />
      <div className="sm:w-48">
        <SubmitButton pending={pending} label="Save profile" pendingLabel="Saving…" />
      </div>
    </form>
  );
}

/** The public profile shown as "About the instructor" on the creator's course pages. */
export function InstructorProfileForm({ record }: { record: UserRecord }) {
  const { uid } = record;
  const load = useCallback(async () => (await import("@/lib/db/creator-profiles")).getCreatorProfile(uid), [uid]);
  const { state, reload } = useLoad(load);
  if (state.status === "loading") return <p role="status" className="text-slate-600">Loading your instructor profile…</p>;
  if (state.status === "failed") return <LoadError message="We could not load your instructor profile." cause={state.error} onRetry={reload} />;
  const profile = state.value;
  const initial = profile ?? { displayName: `${record.firstName} ${record.lastName}`.trim(), bio: "", photoUrl: "" };
  return (
    <>
      <p className="mb-4 text-slate-700">Learners see this on your course pages. Without a photo, your initials are shown.</p>
      <ProfileFields uid={uid} initial={{ displayName: initial.displayName, bio: initial.bio, photoUrl: initial.photoUrl }} />
    </>
  );
}
