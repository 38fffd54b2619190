/**
 * The manifest a snapshot folder carries (size and sha256 of every file in it) and the names the
 * backups folder uses: complete snapshots, older single-file backups and interrupted leftovers.
 */
import { z } from 'zod';

export const MANIFEST = 'manifest.json';
export const SNAPSHOT_NAME = /^puur-[0-9_-]+$/;
export const OLD_BACKUP_NAME = /^puur-.*\.db$/;
export const PARTIAL_NAME = /^\.puur-.*\.partial$/;

export const manifestSchema = z.object({
  format: z.literal(1),
  createdAt: z.string(),
  files: z.array(
    z.object({
      path: z.string(),
      bytes: z.number().int().nonnegative(),
      sha256: z.string().regex(/^[a-f0-9]{64}$/),
    }),
  ),
  /** Pictures the database pointed at that were already missing from the shop's own folder. */
  missingAtSource: z.array(z.string()).default([]),
  /** Why it was taken: by hand, on the schedule, or before a migration at start-up. */
  reason: z.string().max(200).optional(),
});
export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestFile = Manifest['files'][number];
