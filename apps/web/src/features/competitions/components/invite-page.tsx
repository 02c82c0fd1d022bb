import { COMPETITION_MESSAGES } from '@tradearena/contracts';
import { Link2, Mail, UserPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { BackLink } from '@/components/back-link.tsx';
import { FormField } from '@/components/form-field.tsx';
import { InviteCodeBox } from '@/components/leagues/invite-code-box.tsx';
import { joinLeagueLink } from '@/components/leagues/invite-links.ts';
import { ShareLinks } from '@/components/leagues/share-links.tsx';
import { RetryAlert } from '@/components/retry-alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Select } from '@/components/ui/select.tsx';
import { SkeletonList } from '@/components/ui/skeleton.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { toast } from '@/components/ui/use-toast.ts';
import { paths } from '@/lib/paths.ts';
import { toastError } from '@/lib/toast-error.ts';
import { useUserCompetitions } from '../api/get-user-competitions.ts';
import { useSendInvite } from '../api/send-invite.ts';

/**
 * The invite page (/invite, docs/product/competitions.md#invitations-and-sharing): one of the user's own private leagues (only those they created and
 * not completed), an email invitation with an optional message, the link and code to copy, and share links.
 */
export function InvitePage() {
  const mine = useUserCompetitions();
  const leagues = (mine.data ?? []).filter((c) => c.kind === 'league' && c.isCreator && c.isPrivate && !c.isCompleted);
  const [leagueId, setLeagueId] = useState('');
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const send = useSendInvite();
  const league = leagues.find((l) => String(l.id) === leagueId) ?? null;
  const link = league?.inviteCode ? joinLeagueLink(league.inviteCode) : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!league || !email.trim()) {
      toast({ variant: 'destructive', title: 'Missing Information', description: COMPETITION_MESSAGES.inviteMissing });
      return;
    }
    send.mutate(
      { leagueId: league.id, email: email.trim(), customMessage: message.trim() },
      {
        onSuccess: () => {
          toast({
            variant: 'success',
            title: 'Invitation Sent!',
            description: `We emailed ${email.trim()} an invite.`,
          });
          setEmail('');
          setMessage('');
        },
        onError: (error) => toastError('Failed to Send Invitation', error, 'Please try again later'),
      },
    );
  };

  const copyLink = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      toast({ variant: 'success', title: 'Copied!', description: 'The invite link is on your clipboard.' });
    } catch {
      toast({ variant: 'destructive', title: 'Copy failed', description: 'Please manually copy the invite code.' });
    }
  };

  return (
    <div className="grid grid-cols-1 gap-6">
      <header>
        <BackLink to={paths.competitions.getHref()}>Back to Trading Leagues</BackLink>
        <h1 className="mt-2 flex items-center gap-3 text-3xl font-bold tracking-tight text-white">
          <UserPlus className="size-7 text-emerald-400" aria-hidden="true" />
          Invite Players
        </h1>
        <p className="mt-2 text-slate-400">Bring friends into one of your private leagues.</p>
      </header>
      {mine.isError ? (
        <RetryAlert message="Your leagues could not be loaded." onRetry={() => void mine.refetch()} />
      ) : mine.isPending ? (
        <SkeletonList count={2} label="Loading your leagues" className="h-24 rounded-2xl" />
      ) : leagues.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-2xl border border-dashed border-slate-800 px-6 py-14 text-center">
          <p className="text-lg font-semibold text-white">No leagues to invite to</p>
          <p className="max-w-sm text-sm text-slate-400">
            You can invite players to private leagues you created. Create a friend league first.
          </p>
          <Button asChild className="mt-2">
            <Link to={paths.competitions.getHref()}>Create a League</Link>
          </Button>
        </div>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <Mail className="size-5 text-emerald-400" aria-hidden="true" />
                Email an invitation
              </CardTitle>
              <CardDescription>We send the invite code and a link that opens the Join League dialog.</CardDescription>
            </CardHeader>
            <CardContent>
              <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Email invitation">
                <FormField id="invite-league" label="League">
                  <Select id="invite-league" value={leagueId} onChange={(e) => setLeagueId(e.target.value)}>
                    <option value="">Select a league</option>
                    {leagues.map((l) => (
                      <option key={l.id} value={l.id}>
                        {l.name}
                      </option>
                    ))}
                  </Select>
                </FormField>
                <FormField id="invite-email" label="Friend's email">
                  <Input
                    id="invite-email"
                    type="email"
                    autoComplete="off"
                    value={email}
                    onChange={(e) => setEmail(e.target.value)}
                  />
                </FormField>
                <FormField id="invite-message" label="Message (optional)">
                  <Textarea
                    id="invite-message"
                    rows={3}
                    maxLength={500}
                    value={message}
                    onChange={(e) => setMessage(e.target.value)}
                  />
                </FormField>
                <div>
                  <Button type="submit" disabled={send.isPending}>
                    {send.isPending ? 'Sending...' : 'Send Invitation'}
                  </Button>
                </div>
              </form>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <Link2 className="size-5 text-emerald-400" aria-hidden="true" />
                Share the link or code
              </CardTitle>
              <CardDescription>
                {league ? `Anyone with these can join ${league.name}.` : 'Select a league to see its code and link.'}
              </CardDescription>
            </CardHeader>
            {league?.inviteCode && link && (
              <CardContent className="grid gap-4">
                <InviteCodeBox inviteCode={league.inviteCode} />
                <div className="flex flex-wrap items-center gap-2">
                  <Input readOnly value={link} aria-label="Invite link" className="min-w-0 flex-1" />
                  <Button variant="outline" onClick={() => void copyLink()}>
                    Copy link
                  </Button>
                </div>
                <ShareLinks leagueName={league.name} inviteCode={league.inviteCode} link={link} />
              </CardContent>
            )}
          </Card>
        </div>
      )}
    </div>
  );
}
