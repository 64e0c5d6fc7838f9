import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { useToastStore } from '../stores/toast-store';

// Loaded with the first toast, keeping the snackbar out of the first page's JavaScript.
const ToastView = lazy(() => import('./toast-view').then((m) => ({ default: m.ToastView })));

export function Toaster() {
  // Deferred: a toast is drawn after what the tap changed (the cart count), not in the same task.
  const current = useDeferredValue(useToastStore((state) => state.current));
  const dismiss = useToastStore((state) => state.dismiss);
  const [needed, setNeeded] = useState(false);
  if (current && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastView toast={current} onClose={dismiss} />
    </Suspense>
  );
}
