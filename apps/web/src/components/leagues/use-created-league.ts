import { useState } from 'react';
import { toast } from '@/components/ui/use-toast.ts';

/** The league a create-league dialog just made: its name and the invite code to share. */
export interface CreatedLeague {
  name: string;
  inviteCode: string;
}

/**
 * A create-league dialog's success (friend and class leagues alike): keeps the new league for LeagueCreated and says
 * `title` with 'Invite code: …. Share it with your {joiners}.' in a toast; `clear` when the dialog closes.
 */
export function useCreatedLeague(title: string, joiners: 'friends' | 'students') {
  const [created, setCreated] = useState<CreatedLeague | null>(null);
  const onCreated = (result: { league: { name: string }; inviteCode: string }) => {
    setCreated({ name: result.league.name, inviteCode: result.inviteCode });
    toast({
      variant: 'success',
      title,
      description: `Invite code: ${result.inviteCode}. Share it with your ${joiners}.`,
    });
  };
  return { created, onCreated, clear: () => setCreated(null) };
}
