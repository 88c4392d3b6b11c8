import type { ReactNode } from "react";

type Column = { label: string; alignRight?: boolean };

const cellPadding = (index: number, count: number) => (index < count - 1 ? "py-2 pr-4" : "py-2");

/** The header row of a guide's table: a column header per label, the last without right padding. */
export function GuideTableHead({ columns }: { columns: Column[] }) {
  return (
    <thead>
      <tr className="border-b border-slate-300 text-slate-900">
        {columns.map((column, index) => (
          <th key={column.label} scope="col" className={`${cellPadding(index, columns.length)} font-semibold${column.alignRight ? " text-right" : ""}`}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** A guide's table of named entries: each row is headed by its name, then its cells. */
export function GuideTable({ columns, rows }: { columns: string[]; rows: { name: string; cells: ReactNode[] }[] }) {
  return (
    <table className="my-4 w-full border-collapse text-left text-sm">
      <GuideTableHead columns={columns.map((label) => ({ label }))} />
      <tbody>
        {rows.map(({ name, cells }) => (
          <tr key={name} className="border-b border-slate-200 align-top">
            <th scope="row" className="py-2 pr-4 font-medium whitespace-nowrap text-slate-900">
              {name}
            </th>
            {cells.map((cell, index) => (
              <td key={index} className={cellPadding(index, cells.length)}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
