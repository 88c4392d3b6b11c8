import { Button } from "@/components/ui/button";

type LowDataNoticeProps = {
  hasTranscript: boolean;
  resources: { title: string; url: string }[];
  onLoadVideo: () => void;
};

/** What stands in for the video in low-data mode: a way to load it after all, and the course's resources. */
export function LowDataNotice({ hasTranscript, resources, onLoadVideo }: LowDataNoticeProps) {
  return (
    <div className="rounded-md border border-slate-200 bg-slate-50 p-4">
      <p className="font-semibold text-slate-900">The video is not loaded in low-data mode.</p>
      <p className="mt-1 text-sm text-slate-700">
        {hasTranscript ? "Read the transcript, or load the video when your connection allows." : "This lecture has no transcript yet. Load the video when your connection allows."}
      </p>
      <Button size="sm" className="mt-3" onClick={onLoadVideo}>
        Load video
      </Button>
      <h3 className="mt-5 text-base font-semibold text-slate-900">Resources</h3>
      {resources.length > 0 ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {resources.map((resource) => (
            <li key={resource.url}>
              <a href={resource.url} rel="noopener noreferrer" className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
                {resource.title}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-slate-700">This course lists no resources.</p>
      )}
    </div>
  );
}
