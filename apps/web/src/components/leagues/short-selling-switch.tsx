import type { LeagueSettingSwitchProps } from './league-setting-switch.tsx';
import { LeagueSettingSwitch } from './league-setting-switch.tsx';

export interface ShortSellingSwitchProps extends Pick<LeagueSettingSwitchProps, 'allowed' | 'update'> {
  leagueName: string;
}

/**
 * "Allow short selling" for a league's creator or a class's educator (docs/product/competitions.md#league-settings): a switch that saves at once with a
 * toast. Off stops new shorts; open shorts can still be covered.
 */
export function ShortSellingSwitch({ leagueName, allowed, update }: ShortSellingSwitchProps) {
  return (
    <LeagueSettingSwitch
      label="Allow short selling"
      hint="Off stops new shorts; open shorts can still be covered."
      allowed={allowed}
      update={update}
      savedDescription={(league) => `Short selling is ${league.shortSellingAllowed ? 'on' : 'off'} in ${leagueName}.`}
    />
  );
}
