/**
 * The header row of a figures table on /dashboard/performance: the first column names the row
 * (a product, a day, a week), the others are numbers, right-aligned.
 */
export function FiguresHead({ first, numbers }: { first: string; numbers: string[] }) {
  return (
    <thead>
      <tr className="border-b border-slate-200 text-left">
        <th scope="col" className="py-2 pr-4 font-semibold">
          {first}
        </th>
        {numbers.map((name, index) => (
          // One line each: on a phone the table scrolls sideways (TableScroll) rather than stacking
          // "Units / sold" in a 57-px column.
          <th key={name} scope="col" className={`py-2 ${index < numbers.length - 1 ? "pr-4 " : ""}text-right font-semibold whitespace-nowrap`}>
            {name}
          </th>
        ))}
      </tr>
    </thead>
  );
}
