"use client";

import { TextField } from "@/components/ui/text-field";
import { DEGREE_LEVELS, MAX_CODE_LENGTH, MAX_TEXT_LENGTH, type FieldErrors } from "@/lib/admin/uni-data-validation";
import type { EditableKind } from "@/lib/admin/uni-data-edit";
import { SelectField } from "./choice-fields";
import { DOMAINS_LABEL, DOMAINS_PLACEHOLDER } from "./options";

// The labels of the add forms, so an edit reads like the form that created the item.
const TEXT_FIELDS: Record<EditableKind, [field: string, label: string][]> = {
  university: [
    ["name", "Full name"],
    ["shortName", "Short name"],
    ["country", "Country"],
    ["city", "City"],
    ["website", "Website URL"],
    ["emailDomains", DOMAINS_LABEL],
  ],
  degree: [["name", "Degree name"]],
  course: [
    ["name", "Course name"],
    ["code", "Course code"],
  ],
  section: [["name", "Section name"]],
};
const levels = DEGREE_LEVELS.map((level) => ({ value: level, label: level[0]?.toUpperCase() + level.slice(1) }));

type Props = { kind: EditableKind; idPrefix: string; values: Record<string, string>; errors: FieldErrors; set: (field: string, value: string) => void };

export function EditFields({ kind, idPrefix, values, errors, set }: Props) {
  return (
    <>
      {TEXT_FIELDS[kind].map(([field, label]) => (
        <TextField
          key={field}
          id={`${idPrefix}-${field}`}
          label={label}
          type={field === "website" ? "url" : "text"}
          // A list of domains is longer than any name; the server says when it is too long.
          maxLength={field === "code" ? MAX_CODE_LENGTH : field === "emailDomains" ? undefined : MAX_TEXT_LENGTH}
          placeholder={field === "emailDomains" ? DOMAINS_PLACEHOLDER : undefined}
          value={values[field] ?? ""}
          onChange={(event) => set(field, event.target.value)}
          error={errors[field]}
        />
      ))}
      {kind === "degree" ? (
        <SelectField id={`${idPrefix}-level`} label="Level" placeholder="Choose a level" options={levels} value={values.level ?? ""} onChange={(value) => set("level", value)} error={errors.level} />
      ) : null}
    </>
  );
}
