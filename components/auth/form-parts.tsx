import { Button } from "@/components/ui/button";

/** A form-level error, announced when it appears. */
export function FormError({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className="text-sm text-red-700">
      {message}
    </p>
  ) : null;
}

export function SubmitButton({ pending, label, pendingLabel, disabled = false }: { pending: boolean; label: string; pendingLabel: string; disabled?: boolean }) {
  return (
    <Button type="submit" disabled={pending || disabled} className="w-full">
      {pending ? pendingLabel : label}
    </Button>
  );
}
