import { useState } from 'react';
import { useMutationToasts } from '../../../ui/toast/toast-context';

interface Answer {
  message: string;
}

/** The part of a TanStack mutation the lists use; the toasts give its callbacks. */
interface ListMutation<TInput> {
  mutate: (
    input: TInput,
    options: {
      onSuccess: (answer: Answer) => void;
      onError: (error: Error) => void;
      onSettled?: () => void;
    },
  ) => void;
  isPending: boolean;
}

/**
 * The state of a list with add, edit and delete dialogs (knowledge base, synonyms): which row is
 * open ('new' for an addition), which one is to be deleted, and the saves with their toasts.
 */
export function useEditableList<Row extends { id: number }, Input>(mutations: {
  add: ListMutation<Input>;
  update: ListMutation<Input & { id: number }>;
  remove: ListMutation<number>;
}) {
  const toasts = useMutationToasts();
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<Row | null>(null);
  const { add, update, remove } = mutations;

  const onSave = (input: Input) => {
    const saved = toasts(() => setEditing(null));
    if (editing === 'new') add.mutate(input, saved);
    else if (editing) update.mutate({ ...input, id: editing.id }, saved);
  };
  const onConfirmDelete = () =>
    toDelete && remove.mutate(toDelete.id, { ...toasts(), onSettled: () => setToDelete(null) });

  return {
    editing,
    setEditing,
    /** The row being edited, or undefined while adding or closed. */
    current: editing === 'new' || editing === null ? undefined : editing,
    toDelete,
    setToDelete,
    onSave,
    onConfirmDelete,
    isSaving: add.isPending || update.isPending,
    isDeleting: remove.isPending,
  };
}
