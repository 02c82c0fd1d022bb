import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client.ts';
import { readStoredUser } from '@/lib/auth-storage.ts';

export interface ClassDataFile {
  blob: Blob;
  filename: string;
}

/** The file name of the server's Content-Disposition, else class-data-league-{id}-{date}.csv (docs/product/educators.md#csv-export). */
export function exportFilename(disposition: string | null, leagueId: number, today: string): string {
  const star = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (star) return decodeURIComponent(star);
  const plain = disposition?.match(/filename="?([^";]+)"?/i)?.[1];
  return plain ?? `class-data-league-${leagueId}-${today}.csv`;
}

/** GET /api/educator/export/{leagueId}: the class's CSV as a blob with the server's file name. */
export async function exportClassData(leagueId: number): Promise<ClassDataFile> {
  const headers: Record<string, string> = { Accept: 'text/csv' };
  const user = readStoredUser();
  if (user) headers['x-user-id'] = String(user.id);
  const response = await fetch(`/api/educator/export/${leagueId}`, { headers, credentials: 'include' });
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text());
  const filename = exportFilename(
    response.headers.get('Content-Disposition'),
    leagueId,
    new Date().toISOString().slice(0, 10),
  );
  return { blob: await response.blob(), filename };
}

export function useExportClassData() {
  return useMutation({ mutationFn: exportClassData });
}
