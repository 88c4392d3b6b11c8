// What the server answers (403) and the form shows to an account whose email is not verified
// (decision 0207). No imports: the product page's chunk carries none of it until it is shown.

export const VERIFY_TO_POST = {
  ask: {
    title: "Verify your email to ask a question.",
    why: "Questions come from people with a verified email, so that nobody can flood a course with throwaway accounts.",
  },
  answer: {
    title: "Verify your email to answer.",
    why: "Answers come from people with a verified email, so that nobody can flood a course with throwaway accounts.",
  },
} as const;
