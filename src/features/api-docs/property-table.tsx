import { Fragment, type ReactNode } from 'react';
import { exampleText, type ParameterDoc, type PropertyRow } from './reference';
import { ScrollArea } from './scroll-area';
import { ColumnHeads } from './column-heads';

const cell = 'px-3 py-2 align-top';

/** A dotted field name that may wrap after each dot on a narrow screen. */
function BreakableName({ name }: { name: string }) {
  return name.split('.').map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? (
        <>
          .<wbr />
        </>
      ) : null}
      {part}
    </Fragment>
  ));
}

interface DocRow {
  key: string;
  name: ReactNode;
  /** Under the name: its type, where it goes, whether it is required. */
  detail: string;
  rules: readonly string[];
}

/** Two columns: the name with what kind of thing it is, and its rules. */
function DocTable({ rows, caption, nameHeading }: { rows: readonly DocRow[]; caption: string; nameHeading: string }) {
  return (
    <ScrollArea label={caption} className="overflow-x-auto rounded-lg ring-1 ring-slate-200">
      <table className="w-full text-left text-xs">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-600">
          <ColumnHeads columns={[nameHeading, 'Rules']} className={cell} />
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className={`${cell} font-normal`}>
                <code className="font-mono font-semibold break-words text-slate-900">{row.name}</code>
                <span className="block break-words text-slate-600">{row.detail}</span>
              </th>
              <td className={`${cell} break-words text-slate-600`}>{row.rules.join(' · ') || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollArea>
  );
}

const requirement = (required: boolean) => (required ? 'required' : 'optional');

/** A schema's fields as a compact table: the name with its type and whether it is required, and its rules. */
export function PropertyTable({ rows, caption }: { rows: PropertyRow[]; caption: string }) {
  return (
    <DocTable
      caption={caption}
      nameHeading="Field, type"
      rows={rows.map((row) => ({
        key: row.name,
        name: <BreakableName name={row.name} />,
        detail: `${row.type} · ${requirement(row.required)}`,
        rules: row.rules,
      }))}
    />
  );
}

/** An endpoint's path, query and header parameters: the name with where it goes, its type and whether it is required, and its rules. */
export function ParameterTable({ parameters, caption }: { parameters: ParameterDoc[]; caption: string }) {
  return (
    <DocTable
      caption={caption}
      nameHeading="Name, type"
      rows={parameters.map((p) => ({
        key: `${p.in}-${p.name}`,
        name: p.name,
        detail: `${p.in} · ${p.type} · ${requirement(p.required)}`,
        rules: [
          ...p.rules,
          ...(p.description ? [p.description] : []),
          ...(p.example !== undefined ? [`e.g. ${exampleText(p.example)}`] : []),
        ],
      }))}
    />
  );
}
