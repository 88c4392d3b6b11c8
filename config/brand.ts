/** The product's name and the facts every page repeats. */
export const brand = {
  name: "Verdant Campus",
  tagline: "University-linked courses for a sustainable future",
  description:
    "Video courses and documents on sustainability, each linked to a university, degree, course and section. Learn from university teachers, or teach what you know.",
  contactEmail: "hello@verdantcampus.example",
  supportEmail: "support@verdantcampus.example",
  copyrightYear: 2025,
  themeColor: "#ffffff",
} as const;
