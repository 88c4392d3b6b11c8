import { progressText } from "@/lib/learning/progress";

type ProgressBarProps = { percent: number; label: string };

/** A labelled progress bar whose value also reads as text ("40% complete"). */
export function ProgressBar({ percent, label }: ProgressBarProps) {
  return (
    <div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={progressText(percent)}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-1 text-sm text-slate-700">{progressText(percent)}</p>
    </div>
  );
}
