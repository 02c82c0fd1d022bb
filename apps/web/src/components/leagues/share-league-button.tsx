import { Share2 } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { toast } from '@/components/ui/use-toast.ts';
import { shareLeague } from './share-league.ts';

/** Share (docs/product/competitions.md#invitations-and-sharing): the share sheet, or the invite copied, with their toasts. */
export function ShareLeagueButton({ name, inviteCode }: { name: string; inviteCode: string }) {
  const share = async () => {
    try {
      const result = await shareLeague({ name, inviteCode });
      if (result === 'copied')
        toast({
          variant: 'success',
          title: 'Share Link Copied!',
          description: `The invite link and code ${inviteCode} are on your clipboard.`,
        });
    } catch {
      toast({
        variant: 'destructive',
        title: 'Share Failed',
        description: 'Could not share league. Try copying the invite code manually.',
      });
    }
  };
  return (
    <Button size="sm" variant="outline" onClick={() => void share()} aria-label={`Share ${name}`}>
      <Share2 aria-hidden="true" />
      Share
    </Button>
  );
}
