"use client";

import { TextField } from "@/components/ui/text-field";
import { MAX_TEXT_LENGTH } from "@/lib/admin/uni-data-validation";
import { DOMAINS_LABEL, DOMAINS_PLACEHOLDER } from "./options";
import { UniDataFormShell } from "./uni-data-form-shell";
import { useUniDataForm } from "./use-uni-data-form";

const initial = { name: "", shortName: "", country: "", city: "", website: "", emailDomains: "" };
const fields = [
  ["name", "Full name", "organization"],
  ["shortName", "Short name", "off"],
  ["country", "Country", "country-name"],
  ["city", "City", "address-level2"],
] as const;

export function UniversityForm() {
  const form = useUniDataForm(initial, (values) => ({ kind: "university", ...values }), { toast: "University added", linkLabel: "View the university’s page" });
  return (
    <UniDataFormShell {...form} submitLabel="Add university">
      {fields.map(([field, label, autoComplete]) => (
        <TextField
          key={field}
          id={`university-${field}`}
          label={label}
          autoComplete={autoComplete}
          maxLength={MAX_TEXT_LENGTH}
          value={form.values[field]}
          onChange={(event) => form.set(field, event.target.value)}
          error={form.errors[field]}
        />
      ))}
      <TextField
        id="university-website"
        label="Website URL"
        type="url"
        inputMode="url"
        placeholder="https://"
        maxLength={MAX_TEXT_LENGTH}
        value={form.values.website}
        onChange={(event) => form.set("website", event.target.value)}
        error={form.errors.website}
      />
      <TextField
        id="university-emailDomains"
        label={DOMAINS_LABEL}
        autoComplete="off"
        spellCheck={false}
        placeholder={DOMAINS_PLACEHOLDER}
        value={form.values.emailDomains}
        onChange={(event) => form.set("emailDomains", event.target.value)}
        error={form.errors.emailDomains}
      />
    </UniDataFormShell>
  );
}
