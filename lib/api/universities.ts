import type { UniversityTree } from "@/lib/types/university";
import { call, segment } from "./core";

/**
 * One university with its degrees, courses and sections (GET /api/creator/universities/[id],
 * signed-in users, cached per university on the server and expired by every admin change):
 * what the course builder's and the admin's university pickers offer once one is chosen.
 */
export const fetchUniversityTree = async (id: string) => (await call<{ university: UniversityTree }>(`/api/creator/universities/${segment(id)}`)).university;
