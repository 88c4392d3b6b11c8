/** What the review spot shows until the viewer's enrolment (and the form's code) is known. */
export function ReviewFormChecking() {
  return (
    <p className="rounded-md bg-slate-50 px-4 py-3 text-sm text-slate-700" aria-busy="true">
      Checking whether you can review this course…
    </p>
  );
}
