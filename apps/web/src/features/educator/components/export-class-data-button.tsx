import { Download } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { FormDialogFooter } from '@/components/form-dialog-footer.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog.tsx';
import { toast } from '@/components/ui/use-toast.ts';
import { toastError } from '@/lib/toast-error.ts';
import { useExportClassData } from '../api/export-class-data.ts';
import { downloadBlob } from '../lib/download-blob.ts';
import { ClassPickField, type ClassRef, defaultClassId } from './class-pick-field.tsx';

/**
 * Export Class Data: one class's CSV downloaded under the server's file name: the class selected
 * on the dashboard, else the only one, else the one chosen in a dialog. Needs a class to exist ('Please select a
 * specific class to export').
 */
export function ExportClassDataButton({ classes, selected }: { classes: ClassRef[]; selected: ClassRef | null }) {
  const exportData = useExportClassData();
  const [choosing, setChoosing] = useState(false);
  const [leagueId, setLeagueId] = useState<number | null>(null);

  const run = (id: number) =>
    exportData.mutate(id, {
      onSuccess: ({ blob, filename }) => {
        setChoosing(false);
        downloadBlob(blob, filename);
        toast({ variant: 'success', title: 'Class data exported successfully!', description: filename });
      },
      onError: (error) => toastError('Error exporting data', error, 'Please try again.'),
    });

  const onClick = () => {
    if (classes.length === 0) {
      toast({
        variant: 'destructive',
        title: 'Select a class',
        description: 'Please select a specific class to export',
      });
      return;
    }
    const id = defaultClassId(classes, selected);
    if (id !== null) return run(id);
    setLeagueId(null);
    setChoosing(true);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (leagueId !== null) run(leagueId);
  };

  return (
    <>
      <Button variant="outline" onClick={onClick} disabled={exportData.isPending}>
        <Download aria-hidden="true" />
        {exportData.isPending ? 'Exporting...' : 'Export Class Data'}
      </Button>
      <Dialog open={choosing} onOpenChange={(next) => !exportData.isPending && setChoosing(next)}>
        <DialogContent>
          <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Export Class Data">
            <DialogHeader>
              <DialogTitle>Export Class Data</DialogTitle>
              <DialogDescription>A CSV of one class's students and their results.</DialogDescription>
            </DialogHeader>
            <ClassPickField id="class-export-class" classes={classes} value={leagueId} onChange={setLeagueId} />
            <FormDialogFooter
              onCancel={() => setChoosing(false)}
              pending={exportData.isPending}
              submitLabel="Export"
              pendingLabel="Exporting..."
              disabled={leagueId === null}
            />
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
