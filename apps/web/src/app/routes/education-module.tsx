import { useParams } from 'react-router';
import { ModulePage } from '@/features/education/components/module-page.tsx';

/** /education/module/{id}: a number that is not a module, or no number at all, shows 'Module not found' (the page sets the title). */
export function EducationModuleRoute() {
  const { id } = useParams();
  const moduleId = id && /^\d{1,9}$/.test(id) && Number(id) > 0 ? Number(id) : null;
  return <ModulePage key={moduleId} moduleId={moduleId} />;
}
