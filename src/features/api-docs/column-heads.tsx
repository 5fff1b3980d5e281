/** The header row of the reference's tables: a `<th scope="col">` a column, all with `className`. */
export function ColumnHeads({ columns, className }: { columns: readonly string[]; className: string }) {
  return (
    <tr>
      {columns.map((column) => (
        <th key={column} scope="col" className={className}>
          {column}
        </th>
      ))}
    </tr>
  );
}
