"use client";

import type { ReactNode } from "react";
import { Button } from "./button";
import { Dialog } from "./dialog";
import { useUiWords } from "./ui-words";

export interface ConfirmDialogProps {
  isOpen: boolean;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  confirmLabel: string;
  /** "Cancel" in the page's language unless the caller says otherwise. */
  cancelLabel?: string;
  /** Red confirm button for destructive or irreversible actions. */
  isDestructive?: boolean;
  isPending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  isOpen,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel,
  isDestructive = false,
  isPending = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const words = useUiWords();
  return (
    <Dialog
      isOpen={isOpen}
      onClose={() => {
        if (!isPending) onCancel();
      }}
      title={title}
      description={description}
      footer={
        <>
          {/* A destructive dialog opens on Cancel: Enter or a stray click must not do the irreversible thing. */}
          <Button variant="secondary" onClick={onCancel} disabled={isPending} autoFocus={isDestructive}>
            {cancelLabel ?? words.cancel}
          </Button>
          <Button
            variant={isDestructive ? "danger" : "primary"}
            onClick={onConfirm}
            isLoading={isPending}
            autoFocus={!isDestructive}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
