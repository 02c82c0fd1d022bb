import type { RosterImportResponse } from '@tradearena/contracts';
import { checkRosterStudents, parseRosterCsv, ROSTER_MAX_STUDENTS } from '@tradearena/domain';
import { FileUp } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/error-alert.tsx';
import { FormDialogFooter } from '@/components/form-dialog-footer.tsx';
import { FormField } from '@/components/form-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { serverText } from '@/lib/api-client.ts';
import { paths } from '@/lib/paths.ts';
import { useImportRoster } from '../api/import-roster.ts';
import { rememberLoginCards } from '../lib/login-cards.ts';
import { RosterPreview } from './roster-preview.tsx';

const EXAMPLE = 'first_name,last_name,student_id\nAda,Lovelace,1001';

/** The preview of what was pasted or chosen: the same parser and row checks the server runs. */
function previewOf(text: string) {
  if (text.trim() === '') return null;
  const parsed = parseRosterCsv(text);
  if (!parsed.ok) return { error: parsed.reason } as const;
  if (parsed.entries.length > ROSTER_MAX_STUDENTS) {
    return { error: `At most ${ROSTER_MAX_STUDENTS} students can be imported at once: split the list` } as const;
  }
  return checkRosterStudents(parsed.entries);
}

/**
 * Import roster (docs/decisions/024-managed-student-accounts.md): a CSV export of the school system, pasted or chosen
 * as a file, previewed with each skipped row's reason, then sent. The answer lists the usernames and temporary
 * passwords (shown once) and links to the printable login cards.
 */
export function ImportRosterDialog({ league }: { league: { id: number; name: string } }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<RosterImportResponse | null>(null);
  const importRoster = useImportRoster();
  const preview = previewOf(text);
  const ready = preview !== null && !('error' in preview) && preview.students.length > 0;

  const onOpenChange = (next: boolean) => {
    if (importRoster.isPending) return;
    setOpen(next);
    if (!next) {
      setText('');
      setError(null);
      setResult(null);
    }
  };
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) setText(await file.text());
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    importRoster.mutate(
      { leagueId: league.id, csv: text },
      {
        onSuccess: (answer) => {
          rememberLoginCards(league.id, answer.created);
          setResult(answer);
        },
        onError: (e) => setError(serverText(e, 'message') ?? 'The roster could not be imported. Please try again.'),
      },
    );
  };

  return (
    <>
      <Button variant="outline" onClick={() => onOpenChange(true)}>
        <FileUp aria-hidden="true" />
        Import roster
      </Button>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent className="max-h-[90dvh] overflow-y-auto">
          <DialogHeader>
            <DialogTitle>Import roster</DialogTitle>
            <DialogDescription>
              Student accounts for {league.name}, without email: each gets a username and a temporary password.
            </DialogDescription>
          </DialogHeader>
          {result ? (
            <ImportResult leagueId={league.id} result={result} />
          ) : (
            <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Import roster">
              <FormField id="roster-file" label="CSV file">
                <input id="roster-file" type="file" accept=".csv,text/csv,text/plain" onChange={onFile} />
              </FormField>
              <FormField id="roster-text" label="Or paste the roster">
                <Textarea
                  id="roster-text"
                  rows={6}
                  placeholder={EXAMPLE}
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                />
              </FormField>
              {preview && 'error' in preview && <ErrorAlert message={preview.error} />}
              {preview && !('error' in preview) && (
                <RosterPreview students={preview.students} skipped={preview.skipped} />
              )}
              <ErrorAlert message={error} />
              <FormDialogFooter
                onCancel={() => onOpenChange(false)}
                pending={importRoster.isPending}
                submitLabel={ready ? `Create ${preview.students.length} accounts` : 'Create accounts'}
                pendingLabel="Creating accounts..."
                disabled={!ready}
              />
            </form>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}

function ImportResult({ leagueId, result }: { leagueId: number; result: RosterImportResponse }) {
  return (
    <div className="grid gap-3 text-sm">
      <p className="text-slate-200">
        {result.created.length} accounts created and placed in the class. The temporary passwords are shown only now and
        on the login cards: print them before you close this tab.
      </p>
      <ul className="grid max-h-56 gap-1 overflow-y-auto" aria-label="Created accounts">
        {result.created.map((s) => (
          <li key={s.userId} className="font-mono text-xs text-slate-300">
            {s.firstName} {s.lastName}: {s.username} / {s.temporaryPassword}
          </li>
        ))}
      </ul>
      {result.skipped.length > 0 && (
        <ul className="grid gap-1 text-red-300" aria-label="Skipped rows">
          {result.skipped.map((s) => (
            <li key={s.row}>
              Row {s.row}: {s.reason}
            </li>
          ))}
        </ul>
      )}
      <Button asChild>
        <Link to={paths.loginCards.getHref(leagueId)}>Print login cards</Link>
      </Button>
    </div>
  );
}
