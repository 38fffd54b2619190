import { Fragment, type ReactNode } from 'react';

const URL_PATTERN = /(https?:\/\/[^\s]+[^\s.,;:!?)])/g;

/** Links in a line of report text (the product links the draft writes), the rest as text. */
function withLinks(line: string): ReactNode[] {
  return line.split(URL_PATTERN).map((part, index) =>
    index % 2 === 1 ? (
      <a key={index} href={part} className="break-all text-forest underline">
        {/\/product\/\d+$/.test(part) ? 'View product' : part}
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
        // Runs of '- ' lines are lists; the other lines are paragraphs, in the order written.
        const runs: { list: boolean; lines: string[] }[] = [];
        for (const line of block.split('\n')) {
          const list = line.startsWith('- ');
          const last = runs.at(-1);
          if (last && last.list && list) last.lines.push(line.slice(2));
          else runs.push({ list, lines: [list ? line.slice(2) : line] });
        }
        return (
          <div key={index}>
            {runs.map((run, r) =>
              run.list ? (
                <ul key={r} className="my-2 list-disc space-y-1 pl-6">
                  {run.lines.map((line, i) => (
                    <li key={i}>{withLinks(line)}</li>
                  ))}
                </ul>
              ) : (
                <p
                  key={r}
                  className={r === 0 && /^\d+\. /.test(run.lines[0]!) ? 'font-semibold' : undefined}
                >
                  {withLinks(run.lines[0]!)}
                </p>
              ),
            )}
          </div>
        );
      })}
    </div>
  );
}
