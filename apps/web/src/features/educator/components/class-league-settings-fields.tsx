import {
  CLASS_LEAGUE_DEFAULT_STARTING_BALANCE_DOLLARS,
  CLASS_LEAGUE_MIN_STARTING_BALANCE_DOLLARS,
  CLASS_LEAGUE_MIN_STUDENTS,
  CLASS_LEAGUE_STARTING_BALANCE_STEP_DOLLARS,
  CLASS_LEAGUE_UNLIMITED_STUDENTS,
} from '@tradearena/domain';
import { FormField, fieldErrorProps } from '@/components/form-field.tsx';
import { RankingModeSelect } from '@/components/leagues/ranking-mode-select.tsx';
import { ShortSellingCheckbox } from '@/components/leagues/short-selling-checkbox.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Select } from '@/components/ui/select.tsx';
import { clockLabel } from '@/lib/clock-label.ts';
import type { CreateClassLeagueInput } from '../api/create-class-league.ts';
import type { ClassLeagueProblem } from '../lib/class-league-problem.ts';
import { CLASS_START_TIMES } from '../lib/class-start-times.ts';
import { maxStudentsHint } from '../lib/max-students-label.ts';
import { todayInZone } from '../lib/today-in-zone.ts';

/**
 * The schedule and size of a new class league: start now, or at a date (not before today) and time in the educator's
 * zone,
 * duration in days, max students (999 = Unlimited), starting balance (min 1,000, step 1,000, blank = 100,000), what
 * the standings rank by (ADR 023) and whether students may sell short.
 */
export function ClassLeagueSettingsFields({
  form,
  set,
  timeZone,
  problem,
}: {
  form: CreateClassLeagueInput;
  set: <K extends keyof CreateClassLeagueInput>(key: K, value: CreateClassLeagueInput[K]) => void;
  timeZone: string;
  /** The form's problem, shown on its field. */
  problem?: ClassLeagueProblem | null;
}) {
  const errorOf = (...fields: ClassLeagueProblem['field'][]) =>
    problem && fields.includes(problem.field) ? problem.message : null;
  return (
    <>
      <fieldset className="grid gap-2">
        <legend className="mb-1.5 text-sm font-medium text-white">Start</legend>
        <div className="flex flex-wrap gap-4 text-sm text-slate-200">
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="class-league-start"
              checked={!form.startNow}
              onChange={() => set('startNow', false)}
              className="size-4 accent-emerald-500"
            />
            At a chosen time
          </label>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="class-league-start"
              checked={form.startNow}
              onChange={() => set('startNow', true)}
              className="size-4 accent-emerald-500"
            />
            Start now
          </label>
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        {!form.startNow && (
          <>
            <FormField id="class-league-start-date" label="Start date" error={errorOf('startDate', 'timeZone')}>
              <Input
                id="class-league-start-date"
                type="date"
                min={todayInZone(timeZone)}
                value={form.startDate}
                onChange={(e) => set('startDate', e.target.value)}
                {...fieldErrorProps('class-league-start-date', errorOf('startDate', 'timeZone'))}
              />
            </FormField>
            <FormField id="class-league-start-time" label={`Start time (${timeZone})`} error={errorOf('startTime')}>
              <Select
                id="class-league-start-time"
                value={form.startTime}
                onChange={(e) => set('startTime', e.target.value)}
                {...fieldErrorProps('class-league-start-time', errorOf('startTime'))}
              >
                {CLASS_START_TIMES.map((t) => (
                  <option key={t} value={t}>
                    {clockLabel(t)}
                  </option>
                ))}
              </Select>
            </FormField>
          </>
        )}
        <FormField id="class-league-duration" label="Duration (days)" error={errorOf('durationDays')}>
          <Input
            id="class-league-duration"
            type="number"
            inputMode="numeric"
            min={1}
            value={Number.isNaN(form.duration) ? '' : form.duration}
            onChange={(e) => set('duration', e.target.valueAsNumber)}
            {...fieldErrorProps('class-league-duration', errorOf('durationDays'))}
          />
        </FormField>
        <FormField id="class-league-max-students" label="Max students" error={errorOf('maxStudents')}>
          <Input
            id="class-league-max-students"
            type="number"
            inputMode="numeric"
            min={CLASS_LEAGUE_MIN_STUDENTS}
            max={CLASS_LEAGUE_UNLIMITED_STUDENTS}
            value={Number.isNaN(form.maxParticipants) ? '' : form.maxParticipants}
            onChange={(e) => set('maxParticipants', e.target.valueAsNumber)}
            {...fieldErrorProps('class-league-max-students', errorOf('maxStudents'), 'class-league-max-students-help')}
          />
          <p id="class-league-max-students-help" className="text-xs text-slate-400">
            {maxStudentsHint(form.maxParticipants)}
          </p>
        </FormField>
      </div>
      <FormField id="class-league-balance" label="Starting balance ($)" error={errorOf('startingBalance')}>
        <Input
          id="class-league-balance"
          type="number"
          inputMode="numeric"
          min={CLASS_LEAGUE_MIN_STARTING_BALANCE_DOLLARS}
          step={CLASS_LEAGUE_STARTING_BALANCE_STEP_DOLLARS}
          placeholder={String(CLASS_LEAGUE_DEFAULT_STARTING_BALANCE_DOLLARS)}
          value={form.customStartingBalance}
          onChange={(e) => set('customStartingBalance', e.target.value)}
          {...fieldErrorProps('class-league-balance', errorOf('startingBalance'))}
        />
      </FormField>
      <RankingModeSelect
        id="class-league-ranking-mode"
        label="Rank students by"
        value={form.rankingMode}
        onChange={(mode) => set('rankingMode', mode)}
      />
      <ShortSellingCheckbox
        id="class-league-short-selling"
        checked={form.shortSellingAllowed}
        onChange={(checked) => set('shortSellingAllowed', checked)}
      />
    </>
  );
}
