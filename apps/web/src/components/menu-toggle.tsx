import { Menu, X } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';

/** The small-screen menu button: opens or closes the menu with id `controls`; `className` hides it where unneeded. */
export function MenuToggle({
  open,
  onToggle,
  controls,
  className,
}: {
  open: boolean;
  onToggle: () => void;
  controls: string;
  className: string;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className={className}
      aria-label={open ? 'Close menu' : 'Open menu'}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
    </Button>
  );
}
