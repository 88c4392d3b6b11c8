"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { FormError, SubmitButton } from "@/components/auth/form-parts";
import { SelectField } from "@/components/admin/uni-data/choice-fields";
import { TextField } from "@/components/ui/text-field";
import { COURSE_LIMITS } from "@/lib/creator/course-validation";
import type { ProductType } from "@/lib/types/product";
import { useAppSelector } from "@/store/hooks";
import { selectSession, selectUserRecord } from "@/store/user-slice";

/** Step one of a new course: a title and a type make a draft, which the builder then fills. */
export function NewCourseForm() {
  const router = useRouter();
  const session = useAppSelector(selectSession);
  const record = useAppSelector(selectUserRecord);
  const [title, setTitle] = useState("");
  const [type, setType] = useState<ProductType>("video_courses");
  const [author, setAuthor] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const shownAuthor = author ?? [record?.firstName, record?.lastName].filter(Boolean).join(" ");

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!title.trim()) problems.title = "The title is required.";
    else if (title.length > COURSE_LIMITS.title) problems.title = `The title can be up to ${COURSE_LIMITS.title} characters.`;
    if (!shownAuthor.trim()) problems.author = "Say whose name learners should see.";
    setErrors(problems);
    if (Object.keys(problems).length || !session) return;
    setPending(true);
    setFailure(null);
    try {
      const { createDraft } = await import("@/lib/db/product-drafts");
      const id = await createDraft(session.uid, { title: title.trim(), type, author: shownAuthor.trim() });
      router.push(`/dashboard/products/${id}/edit`);
    } catch {
      setFailure("The course could not be created. Check your connection and try again; what you typed is kept.");
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="max-w-xl space-y-4">
      <TextField id="new-course-title" label="Title" maxLength={COURSE_LIMITS.title} value={title} onChange={(event) => setTitle(event.target.value)} error={errors.title} />
      <SelectField
        id="new-course-type"
        label="Type"
        placeholder="Choose a type"
        options={[
          { value: "video_courses", label: "Video course" },
          { value: "documents", label: "Documents" },
        ]}
        value={type}
        onChange={(value) => value && setType(value as ProductType)}
      />
      <TextField id="new-course-author" label="Author as shown" maxLength={COURSE_LIMITS.author} value={shownAuthor} onChange={(event) => setAuthor(event.target.value)} error={errors.author} />
      <FormError message={failure} />
      <SubmitButton pending={pending} label="Create draft" pendingLabel="Creating…" />
    </form>
  );
}
