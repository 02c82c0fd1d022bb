import type { EducatorLeague } from '@tradearena/contracts';
import { Settings } from 'lucide-react';
import type { ReactNode } from 'react';
import { LeagueSettingSwitch } from '@/components/leagues/league-setting-switch.tsx';
import { ShortSellingSwitch } from '@/components/leagues/short-selling-switch.tsx';
import { formatWholeDollars } from '@/lib/format.ts';
import { formatInstant } from '@/lib/format-in-zone.ts';
import { useUpdateClassLeagueSettings } from '../api/update-class-league-settings.ts';
import { maxStudentsLabel } from '../lib/max-students-label.ts';
import { HouseRulesForm } from './house-rules-form.tsx';
import { LeagueDialog } from './league-dialog.tsx';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 border-b border-slate-800 pb-2 last:border-0">
      <dt className="text-xs uppercase tracking-wider text-slate-400">{label}</dt>
      <dd className="whitespace-pre-line break-words text-sm text-white">{children}</dd>
    </div>
  );
}

/**
 * Settings (docs/product/educators.md#class-leagues): how the class league was set up — schedule, seats, starting balance, objectives — and the
 * switches the educator may change at any time: short selling (ADR 015) and bank or store cash into the students'
 * class portfolios (ADR 012, off by default so grades stay net of deposits).
 */
export function LeagueSettingsDialog({ league, timeZone }: { league: EducatorLeague; timeZone: string }) {
  const update = useUpdateClassLeagueSettings(league.id);
  const updateBankTransfers = useUpdateClassLeagueSettings(league.id, 'allowBankTransfers');
  return (
    <LeagueDialog
      icon={Settings}
      action="Settings"
      leagueName={league.name}
      description="Set when the league was created; times in your time zone."
    >
      {!league.isCompleted && (
        <>
          <ShortSellingSwitch leagueName={league.name} allowed={league.shortSellingAllowed} update={update} />
          <LeagueSettingSwitch
            label="Allow bank transfers"
            hint="On lets students move bank or store cash into this class; grades stay net of deposits either way."
            allowed={league.allowBankTransfers}
            update={updateBankTransfers}
            savedDescription={(saved) =>
              `Bank transfers are ${saved.allowBankTransfers ? 'allowed' : 'off'} in ${league.name}.`
            }
          />
          <HouseRulesForm leagueId={league.id} rules={league.rules} />
        </>
      )}
      <dl className="grid gap-2">
        <Row label="Starts">{formatInstant(new Date(league.scheduledStartDate), timeZone)}</Row>
        {league.endDate && <Row label="Ends">{formatInstant(new Date(league.endDate), timeZone)}</Row>}
        <Row label="Max students">{maxStudentsLabel(league.maxParticipants)}</Row>
        <Row label="Starting balance">{formatWholeDollars(league.startingBalance)}</Row>
        {league.inviteCode && <Row label="Invite code">{league.inviteCode}</Row>}
        <Row label="Short selling">{league.shortSellingAllowed ? 'Allowed' : 'Not allowed'}</Row>
        <Row label="Bank and store cash">
          {league.allowBankTransfers ? 'Students may transfer it in' : 'Not accepted'}
        </Row>
        <Row label="Learning objectives">{league.description || 'None'}</Row>
      </dl>
    </LeagueDialog>
  );
}
