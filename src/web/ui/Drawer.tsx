import { type ReactNode, useEffect, useRef } from 'react';

/**
 * A side sheet on the native modal `<dialog>`: the browser traps focus, closes on Escape, makes
 * the page behind inert and returns focus to the opener, with no script to download.
 * A click on the backdrop closes it too (its keyboard equivalent is Escape, handled by the
 * browser; hence the a11y click-without-key rule is off for this file in biome.json).
 */
export function Drawer({
  open,
  onClose,
  width,
  labelledBy,
  children,
}: {
  open: boolean;
  onClose: () => void;
  width: number;
  labelledBy: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      className="fixed top-0 right-0 left-auto m-0 h-full max-h-none bg-surface p-0 shadow-raised backdrop:bg-black/40"
      style={{ width, maxWidth: '100vw' }}
    >
      {open && children}
    </dialog>
  );
}
