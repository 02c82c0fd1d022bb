import { BackLink } from '@/components/back-link.tsx';
import { useCurrentUser } from '@/lib/current-user.ts';
import { paths } from '@/lib/paths.ts';
import { detectTimezone } from '@/lib/timezone.ts';
import { AccountOverview } from './account-overview.tsx';
import { DataPrivacy } from './data-privacy.tsx';
import { PasswordForm } from './password-form.tsx';
import { ProfileForm } from './profile-form.tsx';
import { SubscriptionCard } from './subscription-card.tsx';

/** /settings: profile form, password change, account overview, the educator subscription card, data and privacy. */
export function SettingsPage() {
  const { user } = useCurrentUser();
  if (!user) return null;
  const timeZone = user.timezone || detectTimezone();
  return (
    <div className="grid grid-cols-1 gap-8">
      <header>
        <BackLink to={paths.dashboard.getHref()}>Back to Dashboard</BackLink>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-white">Settings</h1>
        <p className="mt-1 text-slate-400">Manage your profile and account.</p>
      </header>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-3">
        <div className="grid grid-cols-1 gap-6 lg:col-span-2">
          <ProfileForm user={user} />
          <PasswordForm />
          <DataPrivacy />
        </div>
        <div className="grid grid-cols-1 gap-6">
          <AccountOverview user={user} timeZone={timeZone} />
          {user.isEducator && <SubscriptionCard timeZone={timeZone} />}
        </div>
      </div>
    </div>
  );
}
