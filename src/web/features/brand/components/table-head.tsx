/** The column headings of the small figure tables in Brand Settings; the first names the rows. */
export function TableHead({ columns, className }: { columns: readonly string[]; className?: string }) {
  return (
    <thead className={className}>
      <tr className="text-left text-ink-muted text-xs uppercase">
        {columns.map((c, i) => (
          <th key={c} scope="col" className={i === 0 ? "py-2 pr-3" : "px-3 py-2"}>
            {c}
          </th>
        ))}
      </tr>
    </thead>
  );
}
