/** `2026-11-24T18-30-00Z`: an instant to the second for a file name (db:backup, db:restore); sorts by time, valid on every file system. */
export function formatFileStamp(at: Date): string {
  return at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
}
