import { Fragment, type ReactNode } from 'react';

const URL_PATTERN = /(https?:\/\/[^\s]+[^\s.,;:!?)])/g;

/** Links in a line of report text (the product links the draft writes), the rest as text. */
function withLinks(line: string): ReactNode[] {
  return line.split(URL_PATTERN).map((part, index) =>
    index % 2 === 1 ? (
      <a key={index} href={part} className="break-all text-forest underline">
        {part}
      </a>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}

/**
 * A swap report as staff wrote it: plain text, paragraphs split by blank lines, lines starting
 * '- ' as list items, web addresses as links. Nothing in it is read as HTML.
 */
export function ReportText({ text }: { text: string }) {
  const blocks = text.split(/\n\s*\n/).filter((block) => block.trim());
  return (
    <div className="space-y-5 leading-relaxed text-ink" data-testid="report-text">
      {blocks.map((block, index) => {
        const lines = block.split('\n');
        const items = lines.filter((line) => line.startsWith('- '));
        const plain = lines.filter((line) => !line.startsWith('- '));
        return (
          <div key={index}>
            {plain.map((line, i) => (
              <p key={i} className={i === 0 && /^\d+\. /.test(line) ? 'font-semibold' : undefined}>
                {withLinks(line)}
              </p>
            ))}
            {items.length > 0 && (
              <ul className="mt-2 list-disc space-y-1 pl-6">
                {items.map((line, i) => (
                  <li key={i}>{withLinks(line.slice(2))}</li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
    </div>
  );
}
