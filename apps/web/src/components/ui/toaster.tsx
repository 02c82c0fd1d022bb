import * as ToastPrimitive from '@radix-ui/react-toast';
import { TOAST_MAX_WIDTH_PX } from '@tradearena/contracts';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { cn } from '@/lib/cn.ts';
import { removeToast, useToasts } from './use-toast.ts';

const DEFAULT_DURATION_MS = 5_000;

const variantClass = {
  default: 'border-slate-700 bg-slate-900 text-slate-100',
  success: 'border-emerald-500/40 bg-slate-900 text-slate-100',
  destructive: 'border-red-500/60 bg-red-950 text-red-50',
} as const;

/** The toast stack: bottom right on large screens, top on phones, never wider than 420 px (TOAST_MAX_WIDTH_PX). */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider swipeDirection="right">
      {toasts.map((t) => {
        const variant = t.variant ?? 'default';
        return (
          <ToastPrimitive.Root
            key={t.id}
            open={t.open}
            duration={t.duration ?? DEFAULT_DURATION_MS}
            onOpenChange={(open) => {
              if (!open) removeToast(t.id);
            }}
            type={variant === 'destructive' ? 'foreground' : 'background'}
            data-variant={variant}
            className={cn(
              'pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-9 shadow-2xl shadow-black/40 data-[state=open]:animate-slide-in',
              variantClass[variant],
            )}
          >
            {variant === 'destructive' && (
              <CircleAlert className="mt-0.5 size-5 shrink-0 text-red-300" aria-hidden="true" />
            )}
            {variant === 'success' && (
              <CircleCheck className="mt-0.5 size-5 shrink-0 text-emerald-400" aria-hidden="true" />
            )}
            <div className="grid gap-1">
              {t.title && <ToastPrimitive.Title className="text-sm font-semibold">{t.title}</ToastPrimitive.Title>}
              {t.description && (
                <ToastPrimitive.Description className="text-sm opacity-90">{t.description}</ToastPrimitive.Description>
              )}
            </div>
            <ToastPrimitive.Close
              className="absolute top-3 right-3 rounded-md p-0.5 opacity-70 hover:opacity-100"
              aria-label="Close notification"
            >
              <X className="size-4" aria-hidden="true" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      <ToastPrimitive.Viewport
        style={{ maxWidth: TOAST_MAX_WIDTH_PX }}
        className="fixed top-0 right-0 z-[100] flex max-h-dvh w-full flex-col gap-2 p-4 sm:top-auto sm:bottom-0"
      />
    </ToastPrimitive.Provider>
  );
}
