import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/config/site";
import { getUniversity, listUniversities } from "@/lib/db/universities.server";

// Read at request time from the cached university reads, never at build time.
export const dynamic = "force-dynamic";

/** The shop's public pages other than products: home, catalogue, universities and their courses. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const universities = await listUniversities();
  const trees = await Promise.all(universities.map((university) => getUniversity(university.id)));
  return [
    { url: absoluteUrl("/"), changeFrequency: "daily", priority: 1 },
    { url: absoluteUrl("/courses"), changeFrequency: "daily", priority: 0.9 },
    { url: absoluteUrl("/universities"), changeFrequency: "weekly", priority: 0.6 },
    ...trees.flatMap((university) =>
      university
        ? [
            { url: absoluteUrl(`/universities/${university.id}`), changeFrequency: "weekly" as const, priority: 0.6 },
            ...university.courses.map((course) => ({
              url: absoluteUrl(`/universities/${university.id}/courses/${course.id}`),
              changeFrequency: "weekly" as const,
              priority: 0.5,
            })),
          ]
        : [],
    ),
  ];
}
