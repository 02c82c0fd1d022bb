import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type ComponentProps, type RefObject, useEffect, useRef } from 'react';
import { cn } from '@/lib/cn.ts';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/**
 * The dialog's own Escape: Radix lets only its newest layer answer Escape, and every toast is such a layer, so a toast
 * that appears while the dialog is open (an achievement unlocked by the trade just made) would take the Escape the user
 * presses in the dialog and leave the dialog open. This listener, added when the dialog mounts and so before the
 * listener of any toast that appears later, closes the dialog on an Escape pressed inside it that nothing else has handled, and the toast stays. A menu
 * open inside the dialog has the focus in its own portal, so it still takes the first Escape. When the focused control
 * went away (a form's button disabled by its save, with a toast saying so), the Escape comes from the document's body:
 * the newest open dialog takes it.
 */
function isNewestOpenDialog(content: HTMLElement | null): boolean {
  const open = document.querySelectorAll('[role="dialog"][data-state="open"]');
  return content !== null && open[open.length - 1] === content;
}

function useEscapeInside(
  content: RefObject<HTMLDivElement | null>,
  close: RefObject<HTMLButtonElement | null>,
  onEscapeKeyDown: RefObject<((event: KeyboardEvent) => void) | undefined>,
) {
  useEffect(() => {
    const focusLost = (target: Node) =>
      (target === document.body || target === document.documentElement) && isNewestOpenDialog(content.current);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (!(event.target instanceof Node) || !(content.current?.contains(event.target) || focusLost(event.target)))
        return;
      onEscapeKeyDown.current?.(event);
      if (event.defaultPrevented) return;
      event.preventDefault();
      close.current?.click();
    };
    document.addEventListener('keydown', onKeyDown, { capture: true });
    return () => document.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [content, close, onEscapeKeyDown]);
}

export function DialogContent({
  className,
  children,
  onEscapeKeyDown,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content>) {
  const content = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const escapeHandler = useRef(onEscapeKeyDown);
  escapeHandler.current = onEscapeKeyDown;
  useEscapeInside(content, close, escapeHandler);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/70 backdrop-blur-sm data-[state=open]:animate-fade-in" />
      <DialogPrimitive.Content
        ref={content}
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 rounded-2xl border border-slate-800 bg-slate-900 p-6 shadow-2xl data-[state=open]:animate-fade-in',
          className,
        )}
        // Radix's own Escape, when this dialog is its newest layer: the caller's handler unless this dialog's ran first.
        onEscapeKeyDown={(event) => {
          if (!event.defaultPrevented) onEscapeKeyDown?.(event);
        }}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          ref={close}
          className="absolute top-4 right-4 rounded-md p-1 text-slate-400 hover:bg-slate-800 hover:text-white"
        >
          <X className="size-4" aria-hidden="true" />
          <span className="sr-only">Close</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pr-6', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg font-semibold text-white', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-slate-400', className)} {...props} />;
}
