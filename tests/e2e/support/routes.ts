// SPEC §2: the routes behind sign-in (the public ones are listed where they are visited).
export const signedInRoutes = [
  "/library",
  "/dashboard",
  "/dashboard/account",
  "/dashboard/notifications",
  "/dashboard/performance",
  "/dashboard/settings",
  "/dashboard/guides/general",
  "/dashboard/guides/practical",
  "/dashboard/guides/why",
  "/dashboard/guides/copyright",
];
export const adminRoutes = [
  "/admin",
  "/admin/addUniData",
  "/admin/addUniData/addUniversity",
  "/admin/addUniData/addUniDegree",
  "/admin/addUniData/addUniCourse",
  "/admin/addUniData/addExUniCourse",
  "/admin/addUniData/addUniSection",
  "/admin/codeDocumentation",
  "/admin/certificates",
  "/admin/product_approval",
  "/admin/course_access",
];
