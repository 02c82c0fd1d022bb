import { SettingsPage } from '@/features/settings/components/settings-page.tsx';

export function SettingsRoute() {
  return (
    <>
      <title>Settings — TradeArena</title>
      <SettingsPage />
    </>
  );
}
