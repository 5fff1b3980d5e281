/** Text whose `backticked` words are code, as the OpenAPI document's descriptions write them. */
export function InlineCode({ text }: { text: string }) {
  return (
    <>
      {text.split('`').map((part, index) =>
        index % 2 === 1 ? (
          <code key={index} className="font-mono text-slate-900">
            {part}
          </code>
        ) : (
          part
        ),
      )}
    </>
  );
}
