import { toast } from 'sonner';

const ERROR_MS = 4000;
const SUCCESS_MS = 2000;

/** Product toasts: errors stay 4 s, successes 2 s. An id collapses repeats of the same notice. */
export const notify = {
  error(message: string, id?: string) {
    toast.error(message, { duration: ERROR_MS, id });
  },
  success(message: string, id?: string) {
    toast.success(message, { duration: SUCCESS_MS, id });
  },
  info(message: string, id?: string) {
    toast(message, { duration: SUCCESS_MS, id });
  },
};
