// One class each (app/globals.css), not the utilities: the catalogue's prerendered HTML carries
// them once per field twice (markup and React's payload), and stays within its 62 kB budget.
export const control = "filter-control";
export const labelClass = "filter-label";

type Option = { value: string; label: string };

/** A labelled select of the catalogue's GET form; `any` is the first, empty entry ("" for none). */
export function Select({ name, label, value, any, options }: { name: string; label: string; value: string; any: string; options: Option[] }) {
  return (
    <div>
      <label htmlFor={`filter-${name}`} className={labelClass}>
        {label}
      </label>
      <select id={`filter-${name}`} name={name} defaultValue={value} className={control}>
        {any ? <option value="">{any}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
