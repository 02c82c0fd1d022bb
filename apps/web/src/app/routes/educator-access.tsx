import { EducatorAccessPage } from '@/features/educator-signup/components/educator-access-page.tsx';

/** /educator-access. */
export function EducatorAccessRoute() {
  return (
    <>
      <title>Educator Pro — TradeArena</title>
      <EducatorAccessPage />
    </>
  );
}
