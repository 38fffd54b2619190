/**
 * Reads a command's options the way every Puur command-line script does: `--help` (or `-h`)
 * prints the usage and exits 0; an unknown or malformed option prints what was wrong and the usage
 * and exits 1, instead of a stack trace.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;
type Values<T extends Options> = ReturnType<
  typeof parseArgs<{ options: T; strict: true }>
>['values'];

export function parseCliArgs<const T extends Options>(options: T, usage: string): Values<T> {
  let values: Record<string, unknown>;
  try {
    values = parseArgs({
      options: { ...options, help: { type: 'boolean', short: 'h', default: false } },
      strict: true,
    }).values;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
    process.exit(1);
  }
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  delete values.help;
  return values as Values<T>;
}
