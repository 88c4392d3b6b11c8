"use client";

import { useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { FormError, SubmitButton } from "@/components/auth/form-parts";
import { Switch } from "@/components/ui/switch";
import type { UserSettings } from "@/lib/types/user";
import { useAppDispatch, useAppSelector } from "@/store/hooks";
import { recordLoaded, selectUserRecord } from "@/store/user-slice";

type Choice = { key: keyof UserSettings; label: string; description: string };

const groups: { legend: string; choices: Choice[] }[] = [
  {
    legend: "Email notifications",
    choices: [
      { key: "emailOnSale", label: "Sales", description: "When someone buys one of your courses." },
      { key: "emailOnReview", label: "Reviews", description: "When someone reviews one of your courses." },
      { key: "emailOnQuestion", label: "Questions", description: "When someone asks a question about your course, or answers yours." },
      { key: "emailOnApproval", label: "Approvals", description: "When a course you submitted is approved or needs changes." },
    ],
  },
  {
    legend: "News",
    choices: [{ key: "newsletter", label: "Newsletter", description: "New courses and news from the marketplace." }],
  },
  {
    legend: "Lectures",
    choices: [
      {
        key: "lowDataMode",
        label: "Low-data mode",
        description: "Video lectures open as their transcript and resources; a video loads only when you ask for it.",
      },
    ],
  },
];

export function SettingsForm() {
  const record = useAppSelector(selectUserRecord);
  const dispatch = useAppDispatch();
  // The user's unsaved choices; null means "as stored".
  const [draft, setDraft] = useState<UserSettings | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!record) {
    return (
      <p role="status" className="text-slate-600">
        Loading your settings…
      </p>
    );
  }

  const settings = draft ?? record.settings;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      // Loaded on save, so Firestore is not part of the page's first download.
      const { updateUserSettings } = await import("@/lib/db/user-settings");
      await updateUserSettings(record.uid, settings);
      dispatch(recordLoaded({ ...record, settings }));
      setDraft(null);
      toast.success("Settings saved.");
    } catch {
      setError("Your settings could not be saved. Check your connection and try again.");
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={handleSubmit} className="max-w-xl space-y-8">
      {groups.map((group) => (
        <fieldset key={group.legend} className="space-y-4">
          <legend className="mb-3 text-lg font-semibold text-slate-900">{group.legend}</legend>
          {group.choices.map(({ key, label, description }) => (
            <Switch
              key={key}
              label={label}
              description={description}
              checked={settings[key]}
              onChange={(checked) => setDraft({ ...settings, [key]: checked })}
            />
          ))}
        </fieldset>
      ))}
      <FormError message={error} />
      <div className="sm:w-48">
        <SubmitButton pending={pending} label="Save settings" pendingLabel="Saving…" />
      </div>
    </form>
  );
}
