import { AUTH_MESSAGES } from '@tradearena/contracts';
import { normalizeEmail } from '@tradearena/domain';
import { Globe, MailCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { FormField } from '@/components/form-field.tsx';
import { Alert, AlertDescription } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { toast } from '@/components/ui/use-toast.ts';
import type { User } from '@/lib/auth-storage.ts';
import { detectTimezone } from '@/lib/timezone.ts';
import { pendingEmailMessage, useUpdateProfile } from '../api/update-profile.ts';

/**
 * Profile form (docs/product/accounts.md#profile-and-settings): names and email required after trimming; the timezone is detected, read only.
 * A different email asks for the current password and only takes effect once the link mailed to it is opened:
 * the form shows the server's note and keeps the current email meanwhile.
 */
export function ProfileForm({ user }: { user: User }) {
  const [firstName, setFirstName] = useState(user.firstName ?? '');
  const [lastName, setLastName] = useState(user.lastName ?? '');
  const [email, setEmail] = useState(user.email ?? '');
  const [currentPassword, setCurrentPassword] = useState('');
  const [pendingNote, setPendingNote] = useState<string | null>(null);
  const [timezone] = useState(detectTimezone);
  const update = useUpdateProfile();
  const changesEmail = normalizeEmail(email) !== normalizeEmail(user.email ?? '');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = { firstName: firstName.trim(), lastName: lastName.trim(), email: email.trim(), timezone };
    if (!input.firstName || !input.lastName || !input.email) {
      toast({
        variant: 'destructive',
        title: 'Missing Information',
        description: 'Please fill in all required fields.',
      });
      return;
    }
    if (changesEmail && !currentPassword) {
      toast({ variant: 'destructive', title: 'Password Required', description: AUTH_MESSAGES.currentPasswordRequired });
      return;
    }
    update.mutate(changesEmail ? { ...input, currentPassword } : input, {
      onSuccess: (data) => {
        setCurrentPassword('');
        const note = pendingEmailMessage(data);
        setPendingNote(note);
        if (note) setEmail(user.email ?? '');
        toast({ variant: 'success', title: 'Profile Updated', description: note ?? 'Your profile has been saved.' });
      },
      onError: (e) =>
        toast({
          variant: 'destructive',
          title: 'Update Failed',
          description: e.message || 'Failed to update profile. Please try again.',
        }),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
        <CardDescription>Your name and email. Other players only ever see your username.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Profile">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="profile-first-name" label="First name">
              <Input
                id="profile-first-name"
                autoComplete="given-name"
                value={firstName}
                onChange={(e) => setFirstName(e.target.value)}
              />
            </FormField>
            <FormField id="profile-last-name" label="Last name">
              <Input
                id="profile-last-name"
                autoComplete="family-name"
                value={lastName}
                onChange={(e) => setLastName(e.target.value)}
              />
            </FormField>
          </div>
          <FormField id="profile-email" label="Email">
            <Input
              id="profile-email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </FormField>
          {changesEmail && (
            <FormField id="profile-current-password" label="Current password">
              <Input
                id="profile-current-password"
                type="password"
                autoComplete="current-password"
                value={currentPassword}
                onChange={(e) => setCurrentPassword(e.target.value)}
                aria-describedby="current-password-help"
              />
              <p id="current-password-help" className="text-xs text-slate-400">
                Needed to change your email. We will send a confirmation link to the new address.
              </p>
            </FormField>
          )}
          {pendingNote && (
            <Alert variant="success">
              <MailCheck aria-hidden="true" />
              <AlertDescription>{pendingNote}</AlertDescription>
            </Alert>
          )}
          <FormField id="profile-timezone" label="Timezone">
            <div className="relative">
              <Globe className="pointer-events-none absolute top-3 left-3 size-4 text-slate-400" aria-hidden="true" />
              <Input
                id="profile-timezone"
                value={timezone}
                readOnly
                className="pl-9"
                aria-describedby="timezone-help"
              />
            </div>
            <p id="timezone-help" className="text-xs text-slate-400">
              Detected automatically from your browser.
            </p>
          </FormField>
          <div>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save Changes'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
