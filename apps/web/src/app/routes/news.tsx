import { NewsPage } from '@/features/news/components/news-page.tsx';
import { useCurrentUser } from '@/lib/current-user.ts';
import { detectTimezone } from '@/lib/timezone.ts';

export function NewsRoute() {
  const { user } = useCurrentUser();
  return (
    <>
      <title>Market News — TradeArena</title>
      <NewsPage timeZone={user?.timezone || detectTimezone()} />
    </>
  );
}
