import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { toast } from '@/components/ui/use-toast.ts';
import { toastError } from '@/lib/toast-error.ts';
import { useExportClassData } from '../api/export-class-data.ts';
import { downloadBlob } from '../lib/download-blob.ts';

/**
 * Export Class Data (spec 02 §2, §5, §8): the selected class's CSV downloaded under the server's file name. Needs a
 * specific class ('Please select a specific class to export').
 */
export function ExportClassDataButton({ league }: { league: { id: number; name: string } | null }) {
  const exportData = useExportClassData();
  const onClick = () => {
    if (!league) {
      toast({
        variant: 'destructive',
        title: 'Select a class',
        description: 'Please select a specific class to export',
      });
      return;
    }
    exportData.mutate(league.id, {
      onSuccess: ({ blob, filename }) => {
        downloadBlob(blob, filename);
        toast({ variant: 'success', title: 'Class data exported successfully!', description: filename });
      },
      onError: (error) => toastError('Error exporting data', error, 'Please try again.'),
    });
  };
  return (
    <Button variant="outline" onClick={onClick} disabled={exportData.isPending}>
      <Download aria-hidden="true" />
      {exportData.isPending ? 'Exporting...' : 'Export Class Data'}
    </Button>
  );
}
