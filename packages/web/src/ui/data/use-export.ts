import { useMutation } from '@tanstack/react-query';
import { useToast } from '../toast/toast-context';

/**
 * An export button's action: the download runs as a mutation, so the loading overlay shows while
 * the server writes the file, and the result answers with a toast.
 */
export function useExport<T>(download: (input: T) => Promise<void>, successMessage: string) {
  const { showToast } = useToast();
  return useMutation({
    mutationFn: download,
    onSuccess: () => showToast('success', successMessage),
    onError: (error: Error) => showToast('error', error.message),
  });
}
