import {
  CLASS_LEAGUE_DEFAULT_STARTING_BALANCE_DOLLARS,
  CLASS_LEAGUE_MIN_STARTING_BALANCE_DOLLARS,
  CLASS_LEAGUE_MIN_STUDENTS,
  CLASS_LEAGUE_STARTING_BALANCE_STEP_DOLLARS,
  CLASS_LEAGUE_UNLIMITED_STUDENTS,
} from '@tradearena/domain';
import { FormField } from '@/components/form-field.tsx';
import { ShortSellingCheckbox } from '@/components/leagues/short-selling-checkbox.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Select } from '@/components/ui/select.tsx';
import { clockLabel } from '@/lib/clock-label.ts';
import type { CreateClassLeagueInput } from '../api/create-class-league.ts';
import { CLASS_START_TIMES } from '../lib/class-start-times.ts';
import { maxStudentsLabel } from '../lib/max-students-label.ts';
import { todayInZone } from '../lib/today-in-zone.ts';

/**
 * The schedule and size of a new class league: start date (not before today) and time in the educator's zone,
 * duration in days, max students (999 = Unlimited), starting balance (min 1,000, step 1,000, blank = 100,000) and
 * whether students may sell short.
 */
export function ClassLeagueSettingsFields({
  form,
  set,
  timeZone,
}: {
  form: CreateClassLeagueInput;
  set: <K extends keyof CreateClassLeagueInput>(key: K, value: CreateClassLeagueInput[K]) => void;
  timeZone: string;
}) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="class-league-start-date" label="Start date">
          <Input
            id="class-league-start-date"
            type="date"
            min={todayInZone(timeZone)}
            value={form.startDate}
            onChange={(e) => set('startDate', e.target.value)}
          />
        </FormField>
        <FormField id="class-league-start-time" label={`Start time (${timeZone})`}>
          <Select
            id="class-league-start-time"
            value={form.startTime}
            onChange={(e) => set('startTime', e.target.value)}
          >
            {CLASS_START_TIMES.map((t) => (
              <option key={t} value={t}>
                {clockLabel(t)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField id="class-league-duration" label="Duration (days)">
          <Input
            id="class-league-duration"
            type="number"
            inputMode="numeric"
            min={1}
            value={Number.isNaN(form.duration) ? '' : form.duration}
            onChange={(e) => set('duration', e.target.valueAsNumber)}
          />
        </FormField>
        <FormField id="class-league-max-students" label="Max students">
          <Input
            id="class-league-max-students"
            type="number"
            inputMode="numeric"
            min={CLASS_LEAGUE_MIN_STUDENTS}
            max={CLASS_LEAGUE_UNLIMITED_STUDENTS}
            value={Number.isNaN(form.maxParticipants) ? '' : form.maxParticipants}
            onChange={(e) => set('maxParticipants', e.target.valueAsNumber)}
            aria-describedby="class-league-max-students-help"
          />
          <p id="class-league-max-students-help" className="text-xs text-slate-400">
            {maxStudentsLabel(form.maxParticipants)} · {CLASS_LEAGUE_UNLIMITED_STUDENTS} means unlimited
          </p>
        </FormField>
      </div>
      <FormField id="class-league-balance" label="Starting balance ($)">
        <Input
          id="class-league-balance"
          type="number"
          inputMode="numeric"
          min={CLASS_LEAGUE_MIN_STARTING_BALANCE_DOLLARS}
          step={CLASS_LEAGUE_STARTING_BALANCE_STEP_DOLLARS}
          placeholder={String(CLASS_LEAGUE_DEFAULT_STARTING_BALANCE_DOLLARS)}
          value={form.customStartingBalance}
          onChange={(e) => set('customStartingBalance', e.target.value)}
        />
      </FormField>
      <ShortSellingCheckbox
        id="class-league-short-selling"
        checked={form.shortSellingAllowed}
        onChange={(checked) => set('shortSellingAllowed', checked)}
      />
    </>
  );
}
