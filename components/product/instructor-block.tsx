import { Link } from "@/components/ui/link";
import type { Instructor } from "@/lib/db/creator-profiles.server";

type Shown = { key: string; name: string; bio: string; photoUrl: string; otherCourses: Instructor["otherCourses"] };

/** "Dr. Lena Hofer" → "LH": titles such as "Dr." or "Prof." are skipped when a name follows. */
function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const named = words.filter((word) => !word.endsWith("."));
  return (named.length ? named : words)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join("");
}

/**
 * Each creator with a public profile; when none has one, the product's author name alone (with the
 * first creator's other courses), so a course never loses the name it was published under.
 */
export function shownInstructors(instructors: Instructor[], author: string): Shown[] {
  const withProfile = instructors.filter((entry) => entry.profile);
  if (withProfile.length) {
    return withProfile.map(({ uid, profile, otherCourses }) => ({ key: uid, name: profile?.displayName ?? author, bio: profile?.bio ?? "", photoUrl: profile?.photoUrl ?? "", otherCourses }));
  }
  if (!author.trim()) return [];
  return [{ key: "author", name: author, bio: "", photoUrl: "", otherCourses: instructors[0]?.otherCourses ?? [] }];
}

/** "About the instructor": name, bio, photo or initials, and up to four other approved courses. */
export function InstructorBlock({ instructors, author }: { instructors: Instructor[]; author: string }) {
  const shown = shownInstructors(instructors, author);
  if (!shown.length) return null;
  return (
    <section aria-labelledby="instructor-heading" className="max-w-3xl text-slate-700">
      <h2 id="instructor-heading" className="text-xl font-semibold text-slate-900">
        {shown.length > 1 ? "About the instructors" : "About the instructor"}
      </h2>
      {shown.map((entry) => (
        <article key={entry.key} aria-label={entry.name} className="mt-4 flex gap-4">
          {entry.photoUrl ? (
            // A creator's own https address, not one of ours: next/image would need every host listed.
            // eslint-disable-next-line @next/next/no-img-element
            <img src={entry.photoUrl} alt="" width={64} height={64} loading="lazy" referrerPolicy="no-referrer" className="size-16 shrink-0 rounded-full bg-slate-100 object-cover" />
          ) : (
            <span aria-hidden="true" className="flex size-16 shrink-0 items-center justify-center rounded-full bg-brand-50 text-lg font-semibold text-brand-800">
              {initials(entry.name)}
            </span>
          )}
          <div className="min-w-0 space-y-2">
            <h3 className="text-lg font-semibold text-slate-900">{entry.name}</h3>
            {entry.bio ? <p className="leading-7 break-words whitespace-pre-line">{entry.bio}</p> : null}
            {entry.otherCourses.length ? (
              <div>
                <h4 className="font-medium text-slate-900">More courses by {entry.name}</h4>
                <ul className="mt-1 list-disc space-y-1 pl-6">
                  {entry.otherCourses.map((course) => (
                    <li key={course.id}>
                      <Link href={`/products/${course.id}`} className="font-semibold text-brand-700 underline hover:text-brand-800">
                        {course.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
        </article>
      ))}
    </section>
  );
}
