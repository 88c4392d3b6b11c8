/** users/{uid}/progress/{productId}: one learner's progress in one product, as the app holds it. */
export type Progress = {
  productId: string;
  /** Ids of the lectures the learner finished. */
  completed: string[];
  /** Where each video lecture was left, in seconds. */
  positions: Record<string, number>;
  /** The lecture opened last: where "Continue" leads. Empty before the first lecture. */
  lastLectureId: string;
  updatedAt: string;
};

export const emptyProgress = (productId: string): Progress => ({
  productId,
  completed: [],
  positions: {},
  lastLectureId: "",
  updatedAt: new Date(0).toISOString(),
});
