"use client";

import { type ReactNode, useEffect, useId, useRef } from "react";
import { cn } from "./cn";

export interface DialogProps {
  isOpen: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom right. */
  footer?: ReactNode;
  className?: string;
}

/**
 * Modal on the native <dialog>: focus trap, Escape and inert background come from the browser.
 * Focus returns to the element that opened it when it closes.
 */
export function Dialog({ isOpen, onClose, title, description, children, footer, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={cn(
        "m-auto w-[calc(100%-2rem)] max-w-lg rounded-lg border border-gray-200 bg-white p-0 text-gray-900 shadow-xl",
        "backdrop:bg-black/50",
        className,
      )}
    >
      <div className="px-5 pt-5">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        {description ? (
          <p id={descriptionId} className="mt-1 text-sm text-gray-600">
            {description}
          </p>
        ) : null}
      </div>
      {children ? <div className="px-5 pt-4">{children}</div> : null}
      <div className="mt-5 flex flex-wrap justify-end gap-2 border-t border-gray-100 px-5 py-3">{footer}</div>
    </dialog>
  );
}
