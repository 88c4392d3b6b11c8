// Demo notifications, keyed like ./users.mjs. In the app the server writes these when
// something happens; here they describe events of the demo products (./product-data.mjs).
import { stableId } from "../lib/stable-id.mjs";

const note = (userKey, key, fields) => ({ id: stableId("note", `${userKey}/${key}`), ...fields });

export const notifications = {
  creator: [
    note("creator", "sale-climate-adaptation", {
      type: "sale",
      title: "New sale: Climate Adaptation for Cities",
      body: "A learner bought your course for €34.99.",
      link: "/dashboard/performance",
      createdAt: "2025-02-27T09:00:00.000Z",
      read: false,
    }),
    note("creator", "approval-carbon-pricing", {
      type: "approval",
      title: "Approved: Carbon Pricing and Policy Instruments",
      body: "Your course passed review and is now in the catalogue.",
      link: "/dashboard/performance",
      createdAt: "2025-08-09T10:00:00.000Z",
      read: true,
    }),
    note("creator", "review-lca", {
      type: "review",
      title: "New 5-star review: Life Cycle Assessment in Practice",
      body: "“Used it to prepare my master's thesis. The interpretation section is gold.”",
      link: "/dashboard/performance",
      createdAt: "2025-08-30T07:45:00.000Z",
      read: false,
    }),
  ],
  buyer: [
    note("buyer", "access-circular-economy", {
      type: "access",
      title: "Designing for a Circular Economy is in your library",
      body: "You can start the course now.",
      link: "/library",
      createdAt: "2025-05-12T09:00:00.000Z",
      read: true,
    }),
    note("buyer", "answer-lca", {
      type: "answer",
      title: "Your question was answered",
      body: "Lena Hofer answered your question about allocation in Life Cycle Assessment in Practice.",
      link: "/library",
      createdAt: "2025-10-03T08:15:00.000Z",
      read: false,
    }),
  ],
};
