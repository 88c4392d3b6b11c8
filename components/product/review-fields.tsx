import { REVIEW_TEXT_MAX, type ReviewFieldErrors } from "@/lib/schemas/reviews";

const STAR_CHOICES = [5, 4, 3, 2, 1] as const;

type ReviewFieldsProps = {
  stars: number;
  text: string;
  errors: ReviewFieldErrors;
  onStars: (stars: number) => void;
  onText: (text: string) => void;
};

/** The stars and the text of a review, each with its message beside it: writing one and editing one. */
export function ReviewFields({ stars, text, errors, onStars, onText }: ReviewFieldsProps) {
  const length = text.trim().length;
  return (
    <>
      <fieldset aria-describedby={errors.stars ? "review-stars-error" : undefined}>
        <legend className="text-sm font-medium text-slate-900">Your rating</legend>
        <div className="mt-2 flex flex-wrap gap-3">
          {STAR_CHOICES.map((choice) => (
            <label key={choice} className="flex items-center gap-1.5 text-sm text-slate-800">
              <input type="radio" name="stars" value={choice} checked={stars === choice} onChange={() => onStars(choice)} className="accent-brand-700" />
              <span aria-hidden="true" className="text-amber-500">
                {"★".repeat(choice)}
              </span>
              {choice === 1 ? "1 star" : `${choice} stars`}
            </label>
          ))}
        </div>
        {errors.stars ? (
          <p id="review-stars-error" className="mt-1 text-sm text-red-700">
            {errors.stars}
          </p>
        ) : null}
      </fieldset>
      <div>
        <label htmlFor="review-text" className="block text-sm font-medium text-slate-900">
          Your review
        </label>
        <textarea
          id="review-text"
          value={text}
          onChange={(event) => onText(event.target.value)}
          rows={5}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={errors.text ? "review-text-error review-text-count" : "review-text-count"}
          className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900 focus:border-brand-700 focus:outline-2 focus:outline-brand-700 aria-invalid:border-red-600"
        />
        <p id="review-text-count" className={`mt-1 text-xs ${length > REVIEW_TEXT_MAX ? "text-red-700" : "text-slate-600"}`}>
          {length} of {REVIEW_TEXT_MAX} characters
        </p>
        {errors.text ? (
          <p id="review-text-error" className="mt-1 text-sm text-red-700">
            {errors.text}
          </p>
        ) : null}
      </div>
    </>
  );
}
