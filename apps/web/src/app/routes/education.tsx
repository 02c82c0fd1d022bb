import { EducationPage } from '@/features/education/components/education-page.tsx';

/** /education. */
export function EducationRoute() {
  return (
    <>
      <title>Education — TradeArena</title>
      <EducationPage />
    </>
  );
}
