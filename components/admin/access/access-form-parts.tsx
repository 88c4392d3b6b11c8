/** The required reason of every access change (3 to 500 characters). */
export function ReasonField({ id, value, onChange }: { id: string; value: string; onChange: (reason: string) => void }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        Reason
      </label>
      <textarea
        id={id}
        required
        minLength={3}
        maxLength={500}
        rows={2}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900"
      />
      <p className="mt-1 text-xs text-slate-600">3 to 500 characters, kept in the audit log.</p>
    </div>
  );
}

